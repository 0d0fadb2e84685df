// The public pages' build checks answers with the JSON Schema of each contract: it
// must accept and refuse exactly what the zod contract does, and leave out what it cannot check so.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { forgotPasswordResponse, resetPasswordCheckResponse } from '../src/shared/api/account';
import { featuresResponse } from '../src/shared/api/admin';
import { authResponse } from '../src/shared/api/auth';
import { plansResponse } from '../src/shared/api/billing';
import * as support from '../src/shared/api/support';
import { contactBody, contactResponse } from '../src/shared/api/support';
import { BUILT_IN_CATALOGUE } from '../src/web/api/built-in-plans';
import { answerCheck } from '../src/web/lib/answer-check';
import { testUser } from '../src/web/test/users';
import { answerSchemaOf, publicContractModule } from './public-contracts';

/** The answer with one thing changed at every place in it: gone, another type, an extra key. */
function variants(value: unknown): unknown[] {
  const others = [null, 0, 1.5, -3, '', 'x', true, [], {}, 2 ** 53 + 2];
  const out: unknown[] = [...others];
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      for (const changed of variants(item)) out.push(value.map((v, i) => (i === index ? changed : v)));
    });
    out.push([...value, value[0]]);
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const { [key]: _, ...without } = record;
      out.push(without);
      for (const changed of variants(record[key])) out.push({ ...record, [key]: changed });
    }
    out.push({ ...record, unexpected: 'field' });
  }
  return out;
}

const CONTRACTS: [string, z.ZodType, unknown][] = [
  ['authResponse', authResponse, { token: 'tok', user: testUser }],
  [
    'featuresResponse',
    featuresResponse,
    { signups: true, pin_generation: true, ai_images: false, auto_publishing: true },
  ],
  ['contactResponse', contactResponse, { success: true, message: 'Thanks' }],
  ['forgotPasswordResponse', forgotPasswordResponse, { success: true, message: 'Sent' }],
  ['resetPasswordCheckResponse', resetPasswordCheckResponse, { valid: true, email: 'a***@example.com' }],
  ['plansResponse', plansResponse, BUILT_IN_CATALOGUE],
];

describe('the answer checks of the public pages', () => {
  it.each(CONTRACTS)('%s accepts and refuses what its zod contract does', (_, contract, valid) => {
    const json = answerSchemaOf(contract);
    if (!json) throw new Error('the contract was left out');
    const check = answerCheck(json);
    const answers = [valid, ...variants(valid)];
    expect(answers.length).toBeGreaterThan(20);
    for (const candidate of answers) {
      expect(check.safeParse(candidate).success, JSON.stringify(candidate)).toBe(
        contract.safeParse(candidate).success,
      );
    }
    expect(check.safeParse(valid)).toEqual({ success: true, data: valid });
  });

  it('says where an answer is wrong', () => {
    const json = answerSchemaOf(authResponse);
    if (!json) throw new Error('the contract was left out');
    const result = answerCheck(json).safeParse({ token: 'tok', user: { ...testUser, first_name: 7 } });
    expect(result).toEqual({
      success: false,
      error: { issues: [{ path: ['user', 'first_name'], message: 'expected string' }] },
    });
  });

  it('leaves out a schema whose parse changes or judges beyond JSON Schema', () => {
    expect(answerSchemaOf(contactBody)).toBeNull(); // trims, refines
    expect(answerSchemaOf(z.object({ at: z.string().transform((at) => new Date(at)) }))).toBeNull();
    expect(answerSchemaOf(z.object({ count: z.number().default(0) }))).toBeNull();
    expect(answerSchemaOf(z.string().refine((text) => text !== 'no'))).toBeNull();
    expect(answerSchemaOf(z.email())).toBeNull(); // a pattern
    expect(answerSchemaOf(z.object({ name: z.string().min(1).max(5) }).strict())).not.toBeNull();
  });

  it('writes a module of the JSON exports and the checkable contracts, and nothing else', () => {
    const code = publicContractModule(support, '/answer-check.ts');
    expect(code).toMatch(/^export const contactResponse = \/\* @__PURE__ \*\/ answerCheck\(\{/m);
    expect(code).toContain('export const TICKET_MESSAGE_MAX_LENGTH = 5000;');
    expect(code).not.toMatch(/export const contactBody\b/);
    expect(code).not.toContain('zod');
  });
});
