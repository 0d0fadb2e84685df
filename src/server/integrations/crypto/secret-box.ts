// Encrypts secrets kept in the database (users' AI keys, later Pinterest tokens) with
// AES-256-GCM. The key is derived from APP_SECRET, so a copy of the database alone
// reveals nothing. Output: "v1:" + base64url(iv | tag | ciphertext).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { MIN_SECRET_LENGTH } from '../../app-secret-length';

const VERSION = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  seal(plaintext: string): string;
  /** Throws when the text was not sealed with this secret or was altered. */
  open(sealed: string): string;
}

export function createSecretBox(appSecret: string, purpose: string): SecretBox {
  if (appSecret.length < MIN_SECRET_LENGTH) {
    throw new Error(`the app secret must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  // A key per purpose, so one sealed value can never be opened as another kind.
  const key = createHash('sha256').update(`pinloom:${purpose}:`).update(appSecret).digest();
  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      if (!sealed.startsWith(VERSION)) throw new Error('unknown sealed secret format');
      const raw = Buffer.from(sealed.slice(VERSION.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** What the API may show of a secret: enough to recognise it, never enough to use it. */
export function secretHint(secret: string): string {
  return secret.length <= 8 ? '••••' : `${secret.slice(0, 3)}…${secret.slice(-4)}`;
}
