// Contracts of API keys (ADR 0046): Settings → API's calls (/api/api-keys) and what the public API
// (/api/v1) answers besides the app's own boards and pins.
import { z } from 'zod';

/** What a key may do: read, or write (which implies read). */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts so; a bearer token that does not is never looked up as a key. */
export const API_KEY_PREFIX = 'pl_live_';
export const API_KEY_NAME_MAX = 60;
/** Requests one key may make per minute on /api/v1 (ADR 0046: 36,000 an hour, Postiz allows 30). */
export const API_KEY_REQUESTS_PER_MINUTE = 600;

const scopesMessage = 'scopes must be ["read"] or ["read", "write"]';

const apiKeyDto = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** The key's first characters, e.g. pl_live_Ab3dE9, to tell keys apart; never the secret. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** Who made it (the key acts as them). */
  created_by: z.string(),
});
export type ApiKeyDto = z.infer<typeof apiKeyDto>;

export const apiKeysResponse = z.object({
  api_keys: z.array(apiKeyDto),
  /** Whether the workspace's plan includes API access now (below it, keys are kept but refused). */
  in_force: z.boolean(),
});
export type ApiKeysResponse = z.infer<typeof apiKeysResponse>;

export const createApiKeyBody = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(API_KEY_NAME_MAX, `Name must be at most ${API_KEY_NAME_MAX} characters`),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: scopesMessage }), { error: scopesMessage })
    .min(1, scopesMessage)
    .max(2, scopesMessage),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBody>;

/** The one answer that holds the key itself: it is never shown again. */
export const createdApiKeyResponse = z.object({ api_key: apiKeyDto, key: z.string() });

export const apiKeyIdParams = z.strictObject({ keyId: z.string() });

/** The scope a list of scopes comes to: write if it names write (write implies read). */
export function scopeOf(scopes: readonly ApiKeyScope[]): ApiKeyScope {
  return scopes.includes('write') ? 'write' : 'read';
}

/** The scopes a stored scope stands for. */
export function scopesOf(scope: ApiKeyScope): ApiKeyScope[] {
  return scope === 'write' ? ['read', 'write'] : ['read'];
}
