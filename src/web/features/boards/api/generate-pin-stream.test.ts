// @vitest-environment jsdom
// fetch is the outside world here, so it is the only thing replaced.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Pin } from '../../../../shared/api/pins';
import { UnexpectedAnswerError } from '../../../lib/api-client';
import { failure as errorAnswer, streamLine as line } from '../../../test/answers';
import { setUpApiCallTest } from '../../../test/api-call';
import { expectNoStoredSession, signInTestUser } from '../../../test/users';
import { GenerationError, generatePinStream, isAllowanceError } from './generate-pin-stream';

const { fetchMock, onUnauthorized } = setUpApiCallTest();

const pin: Pin = {
  id: 'p1',
  board_id: 'b1',
  board_name: 'Recipes',
  title: '"Five-minute breakfast bowls"',
  description: 'Quick, bright and filling.',
  alt_text: 'A bowl of yoghurt with berries',
  link: null,
  filepath: '/media/pins/p1.png',
  status: 'generated',
  scheduled_time: null,
  posted_at: null,
  created_at: '2025-01-01T00:00:00.000Z',
  failure_reason: null,
  retry_at: null,
  pinterest_url: null,
  template_id: null,
  prompt_versions: { title: null, description: null, image: null },
};

/** A streamed answer whose body arrives in exactly these chunks. */
function streamed(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'Content-Type': 'text/event-stream' } });
}

beforeEach(() => {
  signInTestUser();
});

describe('generatePinStream', () => {
  it('posts the board with the bearer token, reports progress and resolves with the pin', async () => {
    fetchMock.mockResolvedValue(
      streamed([
        line({ type: 'progress', stage: 'text', percent: 10, message: 'Writing' }),
        line({ type: 'progress', stage: 'image', percent: 40, message: 'Designing' }),
        line({ type: 'complete', data: pin }),
      ]),
    );
    const onProgress = vi.fn();
    await expect(generatePinStream('b1', { onProgress })).resolves.toEqual(pin);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/generate-single-pin-stream');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"boardId":"b1"}');
    expect((init?.headers ?? {}) as Record<string, string>).toHaveProperty(
      'Authorization',
      'Bearer user-token',
    );
    expect(onProgress.mock.calls.map(([event]) => [event.stage, event.percent])).toEqual([
      ['text', 10],
      ['image', 40],
    ]);
  });

  it('joins a line split across chunks, even inside a multi-byte character', async () => {
    const complete = line({ type: 'complete', data: { ...pin, title: 'Crème brûlée, step by step' } });
    const bytes = new TextEncoder().encode(
      `${line({ type: 'progress', stage: 'compose', percent: 80, message: 'Composing' })}${complete}`,
    );
    const splitAt = bytes.indexOf(0xc3) + 1; // between the two bytes of 'è'
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 20));
        controller.enqueue(bytes.slice(20, splitAt));
        controller.enqueue(bytes.slice(splitAt));
        controller.close();
      },
    });
    fetchMock.mockResolvedValue(new Response(body, { status: 200 }));
    const onProgress = vi.fn();

    const result = await generatePinStream('b1', { onProgress });
    expect(result.title).toBe('Crème brûlée, step by step');
    expect(onProgress).toHaveBeenCalledOnce();
    expect(onProgress.mock.calls[0]?.[0]).toMatchObject({ stage: 'compose', percent: 80 });
  });

  it('reads a last line that has no trailing newline', async () => {
    fetchMock.mockResolvedValue(streamed([line({ type: 'complete', data: pin }).trimEnd()]));
    await expect(generatePinStream('b1')).resolves.toEqual(pin);
  });

  it('rejects with the message and code of an error event', async () => {
    fetchMock.mockResolvedValue(
      streamed([
        line({ type: 'progress', stage: 'text', percent: 10, message: 'Writing' }),
        line({ type: 'error', message: 'The image provider refused the key', code: 'provider_error' }),
      ]),
    );
    const failure = await generatePinStream('b1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GenerationError);
    expect((failure as GenerationError).message).toBe('The image provider refused the key');
    expect((failure as GenerationError).code).toBe('provider_error');
    expect(isAllowanceError(failure)).toBe(false);
  });

  it('rejects an event its contract does not allow, like a server fault', async () => {
    const { title: _dropped, ...untitled } = pin;
    fetchMock.mockResolvedValue(
      streamed([`data: ${JSON.stringify({ type: 'complete', data: untitled })}\n\n`]),
    );
    const failure = await generatePinStream('b1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnexpectedAnswerError);
    expect((failure as UnexpectedAnswerError).call).toBe('POST /api/generate-single-pin-stream');
  });

  it('rejects when the stream ends without a result', async () => {
    fetchMock.mockResolvedValue(
      streamed([line({ type: 'progress', stage: 'text', percent: 10, message: 'Writing' })]),
    );
    await expect(generatePinStream('b1')).rejects.toBeInstanceOf(GenerationError);
  });

  it('ends the session on a 401 through the same handler as every user call', async () => {
    fetchMock.mockResolvedValue(errorAnswer(401, { error: 'Session expired', code: 'unauthorized' }));
    const failure = await generatePinStream('b1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GenerationError);
    expect((failure as GenerationError).status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expectNoStoredSession();
  });

  it("says 'HTTP error! status: 500' when a failed answer has no error text", async () => {
    fetchMock.mockResolvedValue(new Response('Internal Server Error', { status: 500 }));
    const failure = await generatePinStream('b1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GenerationError);
    expect((failure as GenerationError).message).toBe('HTTP error! status: 500');
    expect((failure as GenerationError).status).toBe(500);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem('authToken')).toBe('user-token');
  });

  it("passes on the server's allowance message", async () => {
    const message = 'You have used all 5 pins of your Free plan this month. More on Feb 1.';
    fetchMock.mockResolvedValue(errorAnswer(429, { error: message, code: 'quota_exceeded' }));
    const failure = await generatePinStream('b1').catch((error: unknown) => error);
    expect(isAllowanceError(failure)).toBe(true);
    expect((failure as GenerationError).message).toBe(message);
    expect((failure as GenerationError).status).toBe(429);
  });

  it('says how long to wait when the server is too busy to take the pin on', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          error: 'Pinloom is busy making other pins; please try again in a few seconds.',
          code: 'server_busy',
        }),
        { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '5' } },
      ),
    );
    const failure = await generatePinStream('b1').catch((error: unknown) => error);
    expect((failure as GenerationError).message).toBe(
      'Pinloom is busy right now. Please try again in 5 seconds.',
    );
    expect((failure as GenerationError).code).toBe('server_busy');
  });
});
