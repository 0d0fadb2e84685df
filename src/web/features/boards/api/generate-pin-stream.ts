// POST /api/generate-single-pin-stream {boardId} → a stream of `data: {json}` lines
// (docs/product.md §7): progress events, then one complete event (the saved pin) or one error event. The
// reader is shared with the pins made from a link (generate-from-link-stream.ts).
// Made with apiFetch, not apiRequest, which reads whole JSON answers: the bearer token, the 401
// handling and the error reading are those of every other user call.
import type { z } from 'zod';
import {
  type GenerationEvent,
  type generateBody,
  generationEvent,
  type Pin,
} from '../../../../shared/api/pins';
import { queryKeys } from '../../../api/query-keys';
import {
  ApiError,
  apiFetch,
  NetworkError,
  parseAnswer,
  UnexpectedAnswerError,
} from '../../../lib/api-client';
import { reportFailure } from '../../../lib/report-failure';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

export type GenerationProgress = Extract<GenerationEvent, { type: 'progress' }>;

/** Generation failed: a non-OK answer (`status` set) or an error event from the stream. */
export class GenerationError extends Error {
  override name = 'GenerationError';
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

const QUOTA_EXCEEDED_CODE = 'quota_exceeded';

/** True when the plan's pin allowance refused the generation; its message names the limit and the reset. */
export function isAllowanceError(error: unknown): error is GenerationError {
  return error instanceof GenerationError && error.code === QUOTA_EXCEEDED_CODE;
}

/** The events of a generation stream: progress, then the result or an error. */
type StreamEvent<Result> =
  | GenerationProgress
  | { type: 'complete'; data: Result }
  | { type: 'error'; message: string; code?: string };

/**
 * The event on one line of the stream, or null for blank, comment or unreadable lines. JSON that
 * is not a generation event (shared contract) throws UnexpectedAnswerError.
 */
function parseLine<Result>(line: string, schema: z.ZodType<StreamEvent<Result>>, call: string) {
  const trimmed = line.trim();
  if (!trimmed.startsWith('data:')) return null;
  let event: unknown;
  try {
    event = JSON.parse(trimmed.slice('data:'.length).trim());
  } catch (error) {
    reportFailure('Skipping an unreadable line of the pin stream', error, line);
    return null;
  }
  return parseAnswer(schema, event, call);
}

export interface GeneratePinOptions {
  onProgress?: (event: GenerationProgress) => void;
  signal?: AbortSignal;
}

/** @internal for tests and benchmarks, not production code */
export function generatePinStream(boardId: string, options: GeneratePinOptions = {}): Promise<Pin> {
  const body: z.input<typeof generateBody> = { boardId };
  return readGenerationStream('/api/generate-single-pin-stream', body, generationEvent, options);
}

/**
 * POSTs `body` to a generation stream (single pin, pins from a link) and reads its events until
 * the result: progress goes to onProgress, an error event or a refused request throws a
 * GenerationError with the server's message.
 */
export async function readGenerationStream<Result>(
  path: string,
  body: unknown,
  schema: z.ZodType<StreamEvent<Result>>,
  options: GeneratePinOptions = {},
): Promise<Result> {
  const { onProgress, signal } = options;
  const call = `POST ${path}`;
  let response: Response;
  try {
    response = await apiFetch(path, { method: 'POST', body, signal, accept: 'text/event-stream' });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new GenerationError(
      error.serverMessage ?? `HTTP error! status: ${error.status}`,
      error.status,
      error.code,
    );
  }
  if (!response.body) throw new GenerationError('The server sent no pin stream', response.status);

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';

  // Returns the result on a complete event, throws on an error event, else undefined.
  const handle = (line: string): { result: Result } | undefined => {
    const event = parseLine(line, schema, call);
    if (!event) return undefined;
    if (event.type === 'progress') onProgress?.(event);
    else if (event.type === 'complete') return { result: event.data };
    else if (event.type === 'error') throw new GenerationError(event.message, undefined, event.code);
    return undefined;
  };

  try {
    for (;;) {
      const { done, value } = await reader.read();
      // A chunk may end mid-line (or mid-character): keep the unfinished part for the next one.
      buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = buffered.split('\n');
      buffered = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        const answer = handle(line);
        if (answer) return answer.result;
      }
      if (done) break;
    }
  } catch (cause) {
    if (cause instanceof GenerationError || cause instanceof UnexpectedAnswerError || signal?.aborted) {
      throw cause;
    }
    throw new NetworkError({ cause });
  } finally {
    // Stops reading whatever the server might still send after the result.
    reader.cancel().catch(() => {});
  }
  throw new GenerationError('The pin stream ended before the pin was ready', response.status);
}

/** Generates one pin; afterwards the board's preview and the usage line are refreshed. */
export function useGeneratePin() {
  return useCacheMutation(
    ({ boardId, ...options }: GeneratePinOptions & { boardId: string }) =>
      generatePinStream(boardId, options),
    {
      onSettled: (queryClient, { boardId }) => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
        void queryClient.invalidateQueries({ queryKey: queryKeys.boardPins(boardId) });
      },
    },
  );
}
