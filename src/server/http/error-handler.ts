// Maps every failure to `{ error, code }` JSON. Client mistakes get a sentence that names the
// problem; anything unexpected is logged in full and answered with a generic 500.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type ErrorCode, NOT_FOUND_MESSAGE } from '../app-error';

/** The HTTP status of each error code: the one place an AppError becomes HTTP. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  validation_error: 400,
  invalid_json: 400,
  bad_request: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  forbidden: 403,
  plan_limit: 403,
  plan_feature: 403,
  not_found: 404,
  email_taken: 409,
  trial_used: 409,
  not_published: 409,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  uri_too_long: 414,
  headers_too_large: 431,
  request_timeout: 408,
  rate_limited: 429,
  quota_exceeded: 429,
  server_busy: 429,
  server_overloaded: 503,
  image_failed: 503,
  internal_error: 500,
  provider_error: 502,
  service_unavailable: 503,
  signups_closed: 403,
  generation_paused: 503,
  account_suspended: 403,
  cannot_suspend_self: 400,
  cannot_suspend_admin: 400,
  billing_unavailable: 503,
  reset_link_invalid: 400,
  reset_link_expired: 400,
  reset_link_used: 400,
  wrong_current_password: 400,
  role_required: 403,
  workspace_suspended: 403,
  already_member: 409,
  last_owner: 409,
  personal_workspace: 409,
  invitation_invalid: 404,
  invitation_expired: 410,
  invitation_used: 410,
  invitation_revoked: 410,
  review_link_invalid: 404,
  review_link_expired: 410,
  review_link_revoked: 410,
  invitation_other_email: 403,
  idempotency_key_reused: 422,
};

/** Fastify's own errors that are the client's fault, and what we tell the client. */
const FASTIFY_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_json', message: 'Request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_json', message: 'Request body is not valid JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: 'Request body must be sent as application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request', message: 'Request body length is wrong' },
};

/** The 500's sentence: nothing of what went wrong inside (docs/engineering.md "The API"). */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * A plugin's own 4xx (a file the web app's static route refused, say) keeps its status, with the
 * code that says what the status means rather than `bad_request` beside a 403.
 */
const CODE_OF_STATUS: Partial<Record<number, { code: ErrorCode; message: string }>> = {
  403: { code: 'forbidden', message: 'Forbidden' },
  404: { code: 'not_found', message: NOT_FOUND_MESSAGE },
  413: { code: 'payload_too_large', message: 'Request body is too large' },
  414: { code: 'uri_too_long', message: 'The address is too long' },
  415: { code: 'unsupported_media_type', message: 'Request body must be sent as application/json' },
  429: { code: 'rate_limited', message: 'Too many requests. Please try again later.' },
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error.code, error.message, error.headers);

    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(
        reply,
        'validation_error',
        validationMessage(error.validation[0], error.validationContext),
      );
    }
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) return sendError(reply, known.code, known.message);

    if (error instanceof ResponseSerializationError) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return sendError(reply, 'internal_error', INTERNAL_ERROR_MESSAGE);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'request refused');
      const { code, message } = CODE_OF_STATUS[status] ?? { code: 'bad_request', message: 'Bad request' };
      return sendError(reply, code, message, {}, status);
    }
    logFailure(request, error);
    return sendError(reply, 'internal_error', INTERNAL_ERROR_MESSAGE);
  });
}

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  headers: Record<string, string> = {},
  status: number = ERROR_STATUS[code],
) {
  return reply
    .code(status)
    .headers(headers)
    .type('application/json; charset=utf-8')
    .send({ error: message, code });
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** The first issue as a sentence. Zod messages in src/shared already name the field. */
function validationMessage(issue: ValidationIssue | undefined, context: string | undefined): string {
  if (!issue) return 'Request is not valid';
  if (issue.keyword === 'unrecognized_keys') {
    const keys = Array.isArray(issue.params.keys) ? issue.params.keys.map(String) : [];
    return keys.length === 1 ? `Unknown field: ${keys[0]}` : `Unknown fields: ${keys.join(', ')}`;
  }
  // An absent or non-object body fails at the root, where zod's message names no field.
  if (context === 'body' && issue.instancePath === '/' && issue.keyword === 'invalid_type') {
    return 'Request body must be a JSON object';
  }
  return issue.message ?? 'Request is not valid';
}

function logFailure(request: FastifyRequest, error: Error): void {
  request.log.error({ err: error }, 'request failed');
}
