// @vitest-environment jsdom
// An admin panel's query: a spinner while it loads, what failed with Try again, else the content.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mount } from '../../../test/mount';
import { PanelQuery } from './panel-query';

const query = (state: { isPending?: boolean; isError?: boolean; data?: string[] }) => ({
  isPending: false,
  isError: false,
  data: undefined,
  refetch: vi.fn(),
  ...state,
});

function show(state: ReturnType<typeof query>) {
  return mount(
    <PanelQuery query={state} loading="Loading feature flags" failed="The feature flags could not be loaded.">
      {(flags) => <p>{flags.join(', ')}</p>}
    </PanelQuery>,
  ).host;
}

describe('PanelQuery', () => {
  it('says it is loading while the answer is on its way', () => {
    const status = show(query({ isPending: true })).querySelector('[role="status"]');
    expect(status?.getAttribute('aria-label')).toBe('Loading feature flags');
  });

  it('says what failed, and Try again asks again', () => {
    const failed = query({ isError: true, data: ['kept from before'] });
    const host = show(failed);
    expect(host.querySelector('[role="alert"]')?.textContent).toContain(
      'The feature flags could not be loaded.Check your connection and try again.',
    );
    expect(host.textContent).not.toContain('kept from before');
    act(() => host.querySelector('button')?.click());
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('shows the content made from the answer', () => {
    expect(show(query({ data: ['Sign-ups', 'Pin generation'] })).textContent).toBe(
      'Sign-ups, Pin generation',
    );
  });
});
