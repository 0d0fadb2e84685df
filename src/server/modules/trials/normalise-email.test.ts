// One person, one address: the spellings that reach the same mailbox fold to one key.
import { describe, expect, it } from 'vitest';
import { normaliseEmail } from './normalise-email';

describe('normaliseEmail', () => {
  it.each([
    ['  Jane.Doe@Example.COM ', 'jane.doe@example.com'],
    // Gmail ignores dots and everything from a +; googlemail.com is the same mailbox.
    ['Jane.Doe+pins@GoogleMail.com', 'janedoe@gmail.com'],
    ['j.a.n.e.d.o.e@gmail.com', 'janedoe@gmail.com'],
    ['janedoe+trial+2@gmail.com.', 'janedoe@gmail.com'],
    // Elsewhere a +tag is folded too (Outlook, iCloud, Fastmail, Proton… deliver it to the same
    // mailbox); dots are kept, since other providers treat them as part of the name.
    ['sam+pinloom@example.com', 'sam@example.com'],
    ['s.am+x@example.com', 's.am@example.com'],
    // Nothing before the +: the address is kept as it is (lower-cased) rather than made empty.
    ['+only@example.com', '+only@example.com'],
  ])('%s → %s', (email, key) => {
    expect(normaliseEmail(email)).toBe(key);
  });

  it('keeps different people apart', () => {
    expect(normaliseEmail('jane@example.com')).not.toBe(normaliseEmail('jane@example.org'));
    expect(normaliseEmail('jane.doe@example.com')).not.toBe(normaliseEmail('janedoe@example.com'));
  });
});
