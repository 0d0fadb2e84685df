// The key itself (ADR 0046): pl_live_ and the base64url of 32 random bytes. Only its sha256 is
// stored; the prefix shown in lists is the key's first 14 characters (pl_live_ and 6 random ones).
import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '../../../shared/api/api-keys';

const SECRET_BYTES = 32;
const SHOWN_CHARACTERS = API_KEY_PREFIX.length + 6;
/** What a key looks like: anything else is refused before the database is asked. */
const KEY_PATTERN = /^pl_live_[A-Za-z0-9_-]{43}$/;

export interface NewKey {
  key: string;
  prefix: string;
  hash: string;
}

export function newApiKey(): NewKey {
  const key = `${API_KEY_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;
  return { key, prefix: key.slice(0, SHOWN_CHARACTERS), hash: hashApiKey(key) };
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function isWellFormedKey(token: string): boolean {
  return KEY_PATTERN.test(token);
}
