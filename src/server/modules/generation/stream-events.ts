// Writes generation events as `data: {json}` lines (docs/product.md §7). Once the stream has begun
// the status is 200, so a failure travels as an error event rather than an HTTP status.
import type { FastifyReply } from 'fastify';
import type { GenerationEvent, PagePinsEvent } from '../../../shared/api/pins';
import { AppError } from '../../app-error';
import { ERROR_STATUS } from '../../http/error-handler';
import type { ProgressListener } from './generate-pin';

const GENERIC_FAILURE = 'Pin generation failed. Please try again.';

export async function streamEvents<Event extends GenerationEvent | PagePinsEvent>(
  reply: FastifyReply,
  produce: (send: (event: Event) => void) => Promise<void>,
): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-content-type-options': 'nosniff',
    'x-accel-buffering': 'no',
  });
  const send = (event: Event | Extract<GenerationEvent, { type: 'error' }>) => {
    if (!raw.writableEnded) raw.write(`data: ${JSON.stringify(event)}\n\n`);
  };
  try {
    await produce(send);
  } catch (error) {
    if (error instanceof AppError && ERROR_STATUS[error.code] < 500) {
      send({ type: 'error', message: error.message, code: error.code });
    } else {
      reply.log.error({ err: error }, 'pin generation failed');
      const message = error instanceof AppError ? error.message : GENERIC_FAILURE;
      send({ type: 'error', message, code: error instanceof AppError ? error.code : 'internal_error' });
    }
  } finally {
    raw.end();
  }
}

/** A generation's progress as the stream's progress events. */
export function progressEvents(
  send: (event: Extract<GenerationEvent, { type: 'progress' }>) => void,
): ProgressListener {
  return (stage, percent, message) => send({ type: 'progress', stage, percent, message });
}
