// The error status of an API call (lib/api-client.ts), on its own so code that only checks for it
// (the query clients' retry rule) does not load the client and its contracts.

/** The server answered with an error status; `serverMessage` is its `error` text, when it sent one. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly code: string | undefined,
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
  }
}
