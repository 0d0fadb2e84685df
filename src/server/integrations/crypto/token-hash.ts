// Secret tokens handed out in links and headers (sessions, reset links, OAuth states, invitations):
// 32 random bytes, base64url, of which only the sha256 is stored, so a leaked database opens nothing.
import { createHash, randomBytes } from 'node:crypto';

/** base64url of 32 bytes is exactly 43 characters of this alphabet. */
export const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new token and the hash to store. */
export function newSecretToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}
