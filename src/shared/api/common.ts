// The answers every route shares: the error body of any failed call and the body of a call
// that has nothing else to say.
import { z } from 'zod';

/** Every error answer of the API (DESIGN.md "The API"). */
export const errorResponse = z.object({ error: z.string(), code: z.string() });

/** A call that succeeded with nothing to send back (a delete, a sign-out). */
export const successResponse = z.object({ success: z.literal(true) });
