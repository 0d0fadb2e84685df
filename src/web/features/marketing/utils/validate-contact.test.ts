// validateContact is contactBody (the server's contract for POST /api/contact) without zod: for any
// fields, the same first problem, or the same body to send.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactBody } from '../../../../shared/api/support';
import { type ContactFields, validateContact } from './validate-contact';

function byContract(fields: ContactFields) {
  const parsed = contactBody.safeParse(fields);
  return parsed.success ? { body: parsed.data } : { problem: parsed.error.issues[0]?.message };
}

const CASES: ContactFields[] = [
  { name: '', email: '', message: '', website: '' },
  { name: '  Rosa Parks ', email: ' rosa@example.com ', message: ' Hello ', website: '' },
  { name: 'Rosa\nParks', email: 'rosa@example.com', message: 'Hi', website: '' },
  { name: 'R'.repeat(100), email: 'rosa@example.com', message: 'Hi', website: '' },
  { name: 'R'.repeat(101), email: 'rosa@example.com', message: 'Hi', website: '' },
  { name: 'Rosa', email: 'not-an-email', message: 'Hi', website: '' },
  { name: 'Rosa', email: `${'r'.repeat(250)}@example.com`, message: 'Hi', website: '' },
  { name: 'Rosa', email: 'first.last+tag@mail.example.co.uk', message: 'Hi', website: '' },
  { name: 'Rosa', email: '.rosa@example.com', message: 'Hi', website: '' },
  { name: 'Rosa', email: 'rosa@example', message: 'Hi', website: '' },
  { name: 'Rosa', email: 'rosa@example.com', message: '   ', website: '' },
  { name: 'Rosa', email: 'rosa@example.com', message: 'm'.repeat(5000), website: '' },
  { name: 'Rosa', email: 'rosa@example.com', message: 'm'.repeat(5001), website: '' },
  { name: 'Rosa', email: 'rosa@example.com', message: 'Hi', website: 'w'.repeat(201) },
  { name: 'Rosa', email: 'rosa@example.com', message: 'Hi', website: 'spam.example' },
];

describe('validateContact', () => {
  it.each(CASES)('agrees with the contract on %j', (fields) => {
    expect(validateContact(fields)).toEqual(byContract(fields));
  });

  it('agrees with the contract on any fields', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('', ' ', '\n', 'a@b.co', 'x.y@mail.example.org', 'a@@b.c'),
      fc.string({ minLength: 95, maxLength: 110 }),
    );
    fc.assert(
      fc.property(fc.record({ name: text, email: text, message: text, website: text }), (fields) => {
        expect(validateContact(fields)).toEqual(byContract(fields));
      }),
      { numRuns: 500 },
    );
  });
});
