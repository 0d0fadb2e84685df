// Stripe's error bodies: `{error: {type, code, message, param, doc_url}}` with its HTTP statuses.
import type { Reply } from './http';

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly param?: string,
    readonly type: 'invalid_request_error' | 'api_error' = 'invalid_request_error',
  ) {
    super(message);
  }

  reply(): Reply {
    const error: Record<string, string> = { type: this.type, message: this.message };
    if (this.code) {
      error.code = this.code;
      error.doc_url = `https://stripe.com/docs/error-codes/${this.code.replaceAll('_', '-')}`;
    }
    if (this.param) error.param = this.param;
    return { status: this.status, body: { error } };
  }
}

export function missingParam(param: string): StripeApiError {
  return new StripeApiError(400, `Missing required param: ${param}.`, 'parameter_missing', param);
}

export function invalidParam(param: string, message: string, code?: string): StripeApiError {
  return new StripeApiError(400, message, code, param);
}

export function noSuch(kind: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError(404, `No such ${kind}: '${id}'`, 'resource_missing', param);
}

/** 401 as Stripe answers a missing or wrong secret key. */
export function authenticationError(key: string | null): Reply {
  const message =
    key === null
      ? "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY')."
      : `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;
  return { status: 401, body: { error: { type: 'invalid_request_error', message } } };
}
