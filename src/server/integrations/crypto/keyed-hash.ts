// A keyed one-way hash (HMAC-SHA256) for values kept only to be recognised again, never read back:
// the key is derived from APP_SECRET and a purpose, so a copy of the database alone cannot be
// matched against a list of guesses, and one purpose's hashes never match another's.
import { createHash, createHmac } from 'node:crypto';
import { MIN_SECRET_LENGTH } from '../../app-secret-length';

/** Hex HMAC-SHA256 of `value` under a key for `purpose` derived from the app secret. */
export function keyedHash(appSecret: string, purpose: string, value: string): string {
  if (appSecret.length < MIN_SECRET_LENGTH) {
    throw new Error(`the app secret must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  const key = createHash('sha256').update(`pinloom:${purpose}:`).update(appSecret).digest();
  return createHmac('sha256', key).update(value, 'utf8').digest('hex');
}
