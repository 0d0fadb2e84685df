import { describe, expect, it } from 'vitest';
import { createSecretBox, secretHint } from './secret-box';

const SECRET = 'a-test-secret-that-is-long-enough-123';

describe('secret box', () => {
  it('opens what it sealed, and never stores the plaintext', () => {
    const box = createSecretBox(SECRET, 'ai-keys');
    const sealed = box.seal('sk-live-1234567890');
    expect(sealed).not.toContain('sk-live');
    expect(box.open(sealed)).toBe('sk-live-1234567890');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses another secret, another purpose and altered text', () => {
    const sealed = createSecretBox(SECRET, 'ai-keys').seal('sk-live-1234567890');
    expect(() => createSecretBox(`${SECRET}x`, 'ai-keys').open(sealed)).toThrow();
    expect(() => createSecretBox(SECRET, 'pinterest-tokens').open(sealed)).toThrow();
    // One bit of the ciphertext flipped (editing a base64 character could leave the bytes as they were).
    const bytes = Buffer.from(sealed.slice('v1:'.length), 'base64url');
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 1;
    const altered = `v1:${bytes.toString('base64url')}`;
    expect(altered).not.toBe(sealed);
    expect(() => createSecretBox(SECRET, 'ai-keys').open(altered)).toThrow();
  });

  it('hints at a key without revealing it', () => {
    expect(secretHint('sk-live-1234567890')).toBe('sk-…7890');
    expect(secretHint('short')).toBe('••••');
  });

  it('refuses to derive a key from a secret under 32 characters', () => {
    expect(() => createSecretBox('', 'ai-keys')).toThrow(/at least 32/);
    expect(() => createSecretBox('x'.repeat(31), 'ai-keys')).toThrow(/at least 32/);
    expect(() => createSecretBox('x'.repeat(32), 'ai-keys')).not.toThrow();
  });
});
