// What the emulator records of each request, for tests to assert on (GET /__emulator/requests).
export interface LoggedRequest {
  method: string;
  path: string;
  /** The raw query string, '' when none. */
  query: string;
  /** Authorization is masked to its last four characters. */
  headers: Record<string, string>;
  /** Long strings (base64 images) shortened. */
  body: unknown;
  at: string;
  /** Set once answered; a held ('timeout') request has none. */
  status?: number;
  /** A 'slow' fault with dropOnHangUp forgot it: the client hung up before the work was done. */
  dropped?: boolean;
  /** What the OpenAPI check found wrong with the request (it was answered 400). */
  requestViolations?: string[];
  /** What the OpenAPI check found wrong with the emulator's own answer: a bug in the emulator. */
  responseViolations?: string[];
}
