// The answers every route shares: the error body of any failed call and the body of a call
// that has nothing else to say.
import { z } from 'zod';

/** Every error answer of the API (docs/engineering.md "The API"). */
export const errorResponse = z.object({ error: z.string(), code: z.string() });

/** The path parameters of a route about one thing: `/…/{id}`. */
export const idParams = z.strictObject({ id: z.string() });

/** A call that succeeded with nothing to send back (a delete, a sign-out). */
export const successResponse = z.object({ success: z.literal(true) });

/**
 * The earliest and the latest instant the API takes. Before 1970 nothing can be scheduled, and
 * Postgres would read a year under 1000 as this century (0001 became 2001); the day around an
 * instant on 9999-12-31 ends in the year 10000, which dates cannot be written in.
 */
const EARLIEST_INSTANT = Date.UTC(1970, 0, 1);
const LATEST_INSTANT = Date.UTC(9999, 11, 31);

/** An ISO 8601 date and time with its offset, between the years 1970 and 9999. */
export function isoInstant(field: string) {
  return z.iso
    .datetime({
      offset: true,
      error: `${field} must be an ISO 8601 date and time, e.g. 2026-12-01T09:30:00Z`,
    })
    .refine((text) => {
      const time = Date.parse(text);
      return time >= EARLIEST_INSTANT && time < LATEST_INSTANT;
    }, `${field} must be between the years 1970 and 9999 (9999-12-30 at the latest)`);
}
