// @vitest-environment jsdom
// A page about one thing that could not load: not found for a 404, else what failed and Try again.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { mount } from '../../test/mount';
import { LoadFailure } from './load-failure';

const missing = { title: 'Ticket not found', description: 'No ticket has this address.' };

describe('LoadFailure', () => {
  it('says there is no such thing when the server answers 404', () => {
    const { host } = mount(
      <LoadFailure
        error={new ApiError(404, 'Not found', 'not_found')}
        missing={missing}
        failed="Could not load this ticket"
        onRetry={() => {}}
      />,
    );
    expect(host.textContent).toBe('Ticket not foundNo ticket has this address.');
    expect(host.querySelector('[role="alert"]')).toBeNull();
  });

  it('says what failed otherwise, and Try again loads it again', () => {
    const onRetry = vi.fn();
    const { host } = mount(
      <LoadFailure
        error={new ApiError(502, undefined, undefined)}
        missing={missing}
        failed="Could not load this ticket"
        onRetry={onRetry}
      />,
    );
    expect(host.querySelector('[role="alert"]')?.textContent).toContain('Could not load this ticket');
    act(() => host.querySelector('button')?.click());
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
