// What every /api/v1 route shares (ADR 0046, 0049): its tag (listed first in /api/docs), the apiKey
// scheme, the scope and role the door checks (authenticate-key.ts), whether a POST takes an
// Idempotency-Key, and the refusals every keyed route may answer as RFC 9457 problems.
import type { ApiKeyScope } from '../../../shared/api/api-keys';
import { errorResponse } from '../../../shared/api/common';
import type { WorkspaceRole } from '../../../shared/api/workspaces';

/** The tag /api/docs lists first. */
const V1_TAG = 'Public API v1';
const keySecurity = [{ apiKey: [] }];

const IDEMPOTENCY_NOTE =
  ' Send an Idempotency-Key (1 to 255 visible characters) to retry safely: for 24 hours the same ' +
  'key and request replay the first answer (Idempotent-Replayed: true), and the same key with ' +
  'another request is refused with 422 idempotency_key_reused.';

export function keyRoute<Schema extends { response: object; description?: string }>(
  scope: ApiKeyScope,
  role: WorkspaceRole,
  schema: Schema,
  idempotent = false,
) {
  const who =
    scope === 'write'
      ? `Needs an API key with the write scope, whose creator holds the ${role} role or higher now.`
      : 'Needs an API key (read or write scope).';
  const description = [schema.description, who, idempotent ? IDEMPOTENCY_NOTE.trim() : '']
    .filter(Boolean)
    .join(' ');
  return {
    schema: {
      tags: [V1_TAG],
      security: keySecurity,
      ...schema,
      description,
      response: {
        ...schema.response,
        401: errorResponse,
        403: errorResponse,
        429: errorResponse,
        ...(idempotent && { 409: errorResponse, 422: errorResponse }),
      },
    },
    config: { apiKey: { scope, role }, idempotent },
  };
}
