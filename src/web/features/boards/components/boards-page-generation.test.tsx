// @vitest-environment jsdom
// The boards page (boards-page.fixture.tsx) generating a pin: the streamed progress, the result,
// failures, and deleting what was generated.
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { successResponse } from '../../../../shared/api/common';
import type { GenerationEvent } from '../../../../shared/api/pins';
import { answer, failure, streamLine } from '../../../test/answers';
import { waitFor } from '../../../test/page-harness';
import { GENERATE_ERROR } from './boards-page';
import {
  buttonNamed,
  dialog,
  generateButton,
  pin,
  routes,
  sentBody,
  showBoards,
  text,
} from './boards-page.fixture';

describe('generating a pin', () => {
  function controllableStream() {
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    return {
      response: new Response(body, { status: 200 }),
      send: (event: GenerationEvent) => controller.enqueue(encoder.encode(streamLine(event))),
      close: () => controller.close(),
    };
  }

  it('shows the progress, then the result, and sends the pin to review', async () => {
    const stream = controllableStream();
    routes['POST /api/generate-single-pin-stream'] = () => stream.response;
    await showBoards();
    const generate = Array.from(document.querySelectorAll('article'))[1]?.querySelectorAll('button');
    act(() =>
      Array.from(generate ?? [])
        .find((b) => b.textContent?.includes('Generate Pin'))
        ?.click(),
    );

    await waitFor(() => document.querySelector('[role="progressbar"]') !== null, 'the progress bar');
    act(() => stream.send({ type: 'progress', stage: 'image', percent: 45, message: 'Designing' }));
    await waitFor(
      () => document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') === '45',
      'the progress at 45%',
    );
    expect(dialog()?.textContent).toContain('Designing the image…');
    expect(sentBody('POST', '/api/generate-single-pin-stream')).toEqual({
      boardId: 'b2',
    });

    act(() => {
      stream.send({ type: 'complete', data: pin('p9', 'b2', { title: '"Hidden beaches of Crete"' }) });
      stream.close();
    });
    await waitFor(
      () => dialog()?.textContent?.includes('Pin Generated Successfully!') ?? false,
      'the result',
    );
    expect(dialog()?.textContent).toContain('Hidden beaches of Crete');
    expect(dialog()?.textContent).not.toContain('"Hidden');
    expect(dialog()?.querySelector('img')?.getAttribute('src')).toBe('/media/pins/p9.png');

    act(() => buttonNamed('Send to Review').click());
    expect(dialog()).toBeNull();
  });

  it('shows the generic text in a toast on a failure and the server text for a used-up allowance', async () => {
    routes['POST /api/generate-single-pin-stream'] = () => new Response('oops', { status: 500 });
    await showBoards();
    const clickGenerate = () => act(() => generateButton(document.querySelectorAll('article')[0])?.click());
    clickGenerate();
    await waitFor(() => text().includes(GENERATE_ERROR), 'the error toast');
    expect(GENERATE_ERROR).toBe(
      'Error generating pin. Please check your text/image provider API key in Settings and try again.',
    );
    expect(dialog()).toBeNull();

    const quota =
      'Your Free plan includes 5 pins a month and you have used them all. Your allowance resets on February 1, 2025.';
    routes['POST /api/generate-single-pin-stream'] = () =>
      failure(429, { error: quota, code: 'quota_exceeded' });
    clickGenerate();
    await waitFor(() => text().includes(quota), 'the allowance toast');
  });

  it('deletes a generated pin from the result', async () => {
    routes['POST /api/generate-single-pin-stream'] = () =>
      new Response(streamLine({ type: 'complete', data: pin('p7', 'b1') }), {
        status: 200,
      });
    routes['DELETE /api/pins/p7'] = () => failure(500, { error: 'Nope', code: 'internal' });
    await showBoards();
    act(() =>
      Array.from(document.querySelectorAll('article')[0]?.querySelectorAll('button') ?? [])
        .find((b) => b.textContent?.includes('Generate Pin'))
        ?.click(),
    );
    await waitFor(
      () => dialog()?.textContent?.includes('Pin Generated Successfully!') ?? false,
      'the result',
    );

    act(() => buttonNamed('Delete').click());
    await waitFor(() => text().includes('Error deleting pin. Please try again.'), 'the delete toast');
    expect(dialog()).not.toBeNull();

    routes['DELETE /api/pins/p7'] = () => answer(successResponse, { success: true });
    act(() => buttonNamed('Delete').click());
    await waitFor(() => dialog() === null, 'the result to close');
  });
});
