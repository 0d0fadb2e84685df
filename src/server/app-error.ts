// The one error type use-cases throw to refuse a request. It names what went wrong in the
// product's terms (a code and a sentence for the person); http/error-handler.ts is the one place
// that turns a code into an HTTP status and `{ error, code }` JSON. It sits outside http/ so that
// use-cases (modules/) and the HTTP layer can both import it without importing each other.

export type ErrorCode =
  | 'validation_error'
  | 'invalid_json'
  | 'bad_request'
  | 'unauthorized'
  | 'invalid_credentials'
  | 'forbidden'
  /** A plan limit such as the number of boards. */
  | 'plan_limit'
  /** A feature of a higher plan (phone support, an account manager): 403, naming the plan that has it. */
  | 'plan_feature'
  | 'not_found'
  | 'email_taken'
  /** Sign-up on a paid plan by a person whose one free trial was used (ADR 0027): 409. */
  | 'trial_used'
  /** Analytics of a pin that Pinterest has not got yet (ADR 0041): 409. */
  | 'not_published'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  /** The address is longer than the server reads (414), or the headers together are (431). */
  | 'uri_too_long'
  | 'headers_too_large'
  /** The client took too long to send its request (408). */
  | 'request_timeout'
  | 'rate_limited'
  /** The plan's pins per month or per day are used up. */
  | 'quota_exceeded'
  /** The image pool's queue is full (render/image-pool.ts): 429 with Retry-After, try again soon. */
  | 'server_busy'
  /**
   * Too many requests wait for the database (http/admission.ts): 503 with Retry-After, answered at
   * once instead of queueing.
   */
  | 'server_overloaded'
  /** A pin's image could not be drawn (an image pool thread threw or died): 503, try again. */
  | 'image_failed'
  | 'internal_error'
  /** An AI provider failed; the message is ours, never the provider's internals. */
  | 'provider_error'
  | 'service_unavailable'
  /** Feature flags (ADR 0019): sign-ups are closed (403), pin generation is paused (503). */
  | 'signups_closed'
  | 'generation_paused'
  /** Staff suspended the account: 403 at sign-in; the guard answers an old token's request 401. */
  | 'account_suspended'
  | 'cannot_suspend_self'
  | 'cannot_suspend_admin'
  /** No Stripe configured on this server: the payment routes answer 503 (ADR 0020). */
  | 'billing_unavailable'
  /** A password reset link that cannot be used (RESET_TOKEN_ERRORS in shared/api/account.ts): 400. */
  | 'reset_link_invalid'
  | 'reset_link_expired'
  | 'reset_link_used'
  /** Settings: the current password given to change the password or email is wrong (400, not 401). */
  | 'wrong_current_password'
  /** Workspaces (ADR 0032): a member's role is below what the action needs (403, naming the role). */
  | 'role_required'
  /** Staff suspended the workspace: what acts in it is refused (403) until they lift it. */
  | 'workspace_suspended'
  /** The address already belongs to a member of the workspace (409). */
  | 'already_member'
  /** The last owner cannot leave, be removed or be demoted (409). */
  | 'last_owner'
  /** A person's personal workspace goes only with their account (409): delete the account instead. */
  | 'personal_workspace'
  /** An invitation link that cannot be used (INVITATION_ERRORS in shared/api/workspaces.ts). */
  | 'invitation_invalid'
  | 'invitation_expired'
  | 'invitation_used'
  | 'invitation_revoked'
  | 'invitation_other_email'
  /** A client review link that cannot be used (REVIEW_LINK_ERRORS in shared/api/client-review.ts). */
  | 'review_link_invalid'
  | 'review_link_expired'
  | 'review_link_revoked'
  /** An Idempotency-Key sent again with another request (ADR 0046): 422. */
  | 'idempotency_key_reused';

export class AppError extends Error {
  override name = 'AppError';
  /** Extra response headers, e.g. Retry-After on rate limits. */
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.headers = options.headers ?? {};
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
export const AUTHENTICATION_REQUIRED_MESSAGE = 'Authentication required';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const NOT_FOUND_MESSAGE = 'Not found';
/** What a member of a suspended workspace is told when they act in it. */
export function workspaceSuspendedMessage(name: string): string {
  return `${name} has been suspended. Contact support@pinloom.app if you think this is a mistake.`;
}
export const ACCOUNT_SUSPENDED_MESSAGE =
  'Your account has been suspended. Contact support@pinloom.app if you think this is a mistake.';
