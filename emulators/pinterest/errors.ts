// Pinterest's error bodies ({code, message}, the file's Error schema) with the codes and messages
// the real API and the OpenAPI file's examples use, so client error handling meets real shapes.

interface PinterestError {
  code: number;
  message: string;
}

import type { Reply } from './http';

const error = (status: number, code: number, message: string): Reply => ({
  status,
  body: { code, message } satisfies PinterestError,
});

/** Missing, unknown, expired and revoked access tokens all get this (code 2), like the real API. */
export const authenticationFailed = () => error(401, 2, 'Authentication failed.');

/** The token endpoint's answer to a used, expired, revoked or unknown code or refresh token. */
export const invalidGrant = () => error(400, 283, 'The authorization grant is invalid');

export const notPermitted = (missing: string[]) =>
  error(403, 29, `You are not permitted to access that resource. Missing scope: ${missing.join(', ')}.`);

export const invalidParameters = (detail: string) => error(400, 1, `Invalid parameters: ${detail}`);

export const rateLimited = () =>
  error(
    429,
    8,
    'This request exceeded a rate limit. This can happen if the client exceeds one of the published rate limits within a short time window.',
  );

export const serverError = () => error(500, 1, 'Something went wrong on our end. Sorry about that.');

export const boardNotFound = () => error(404, 404, 'Board not found.');
export const pinNotFound = () => error(404, 404, 'Pin not found.');
export const notFound = (method: string, path: string) => error(404, 404, `No route ${method} ${path}.`);
