// @vitest-environment jsdom
// The boards page while staff have paused pin generation: a banner says so, and the server's
// refusal (503 generation_paused) is shown in its own words rather than the generic failure.
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { featuresResponse } from '../../../../shared/api/admin';
import { answer, failure } from '../../../test/answers';
import { waitFor } from '../../../test/page-harness';
import { GENERATION_PAUSED_NOTICE } from './boards-page';
import { fetchMock, render, routes, text } from './boards-page.fixture';

const PAUSED = 'Pin generation is paused for maintenance. Your boards and pins are safe.';
const features = (pin_generation: boolean) => () =>
  answer(featuresResponse, { signups: true, pin_generation, ai_images: true, auto_publishing: true });

beforeEach(() => {
  routes['GET /api/features'] = features(false);
  routes['POST /api/generate-single-pin-stream'] = () =>
    failure(503, { error: PAUSED, code: 'generation_paused' });
});

describe('the boards page while pin generation is paused', () => {
  it('says so above the boards', async () => {
    render();
    await waitFor(() => text().includes(GENERATION_PAUSED_NOTICE), 'the banner');
    expect(document.querySelector('[role="status"]')?.textContent).toBe(GENERATION_PAUSED_NOTICE);
  });

  it("shows the server's refusal in its own words", async () => {
    render();
    await waitFor(() => text().includes('Recipes'), 'the board');
    const generate = Array.from(document.querySelectorAll('button')).find((b) =>
      b.textContent?.includes('Generate Pin'),
    );
    act(() => generate?.click());
    await waitFor(() => text().includes(PAUSED), 'the refusal');
    expect(text()).not.toContain('Error generating pin.');
  });

  it('shows no banner while generation is on', async () => {
    routes['GET /api/features'] = features(true);
    render();
    await waitFor(() => text().includes('Recipes'), 'the board');
    await waitFor(
      () => fetchMock.mock.calls.some(([url]) => String(url) === '/api/features'),
      'the features',
    );
    expect(text()).not.toContain(GENERATION_PAUSED_NOTICE);
  });
});
