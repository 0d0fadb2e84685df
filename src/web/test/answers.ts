// What the fake servers of the web tests answer: bodies and stream lines checked against the shared contracts
// (src/shared/api), so a fixture that has drifted from the API fails the test instead of passing.
import type { z } from 'zod';
import { errorResponse } from '../../shared/api/common';
import { generationEvent } from '../../shared/api/pins';

/** Any JSON answer; only for bodies that break the contract on purpose. Else answer or failure. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A 2xx answer of a call, checked first against the schema its route declares. */
export function answer<S extends z.ZodType>(schema: S, body: z.input<S>, status = 200): Response {
  schema.parse(body);
  return json(status, body);
}

/** An error answer as every route sends it: {error, code}. */
export function failure(status: number, body: z.input<typeof errorResponse>): Response {
  return answer(errorResponse, body, status);
}

/** One `data: {json}` line of the pin generation stream, checked against its event contract. */
export function streamLine(event: z.input<typeof generationEvent>): string {
  generationEvent.parse(event);
  return `data: ${JSON.stringify(event)}\n\n`;
}
