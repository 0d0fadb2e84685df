import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyedHash } from './keyed-hash';

const SECRET = 'a-test-secret-that-is-long-enough-123';

describe('keyed hash', () => {
  it('is the same for the same secret, purpose and value, and reveals nothing of the value', () => {
    const hash = keyedHash(SECRET, 'trial-email', 'jane@example.com');
    expect(hash).toBe(keyedHash(SECRET, 'trial-email', 'jane@example.com'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('jane');
    // Not a plain hash anyone could compute from a list of addresses.
    expect(hash).not.toBe(createHash('sha256').update('jane@example.com').digest('hex'));
  });

  it('differs with another secret, another purpose or another value', () => {
    const hash = keyedHash(SECRET, 'trial-email', 'jane@example.com');
    expect(keyedHash(`${SECRET}x`, 'trial-email', 'jane@example.com')).not.toBe(hash);
    expect(keyedHash(SECRET, 'other', 'jane@example.com')).not.toBe(hash);
    expect(keyedHash(SECRET, 'trial-email', 'jane@example.org')).not.toBe(hash);
  });

  it('refuses a secret under 32 characters', () => {
    expect(() => keyedHash('x'.repeat(31), 'trial-email', 'jane@example.com')).toThrow(/at least 32/);
  });
});
