import { describe, expect, it } from 'vitest';
import { billingCycleToSend, parseSignupQuery, signupQuery } from './signup-query';

const parse = (query: string) => parseSignupQuery(new URLSearchParams(query));

describe('parseSignupQuery', () => {
  it('defaults to the free plan, billed monthly', () => {
    expect(parse('')).toEqual({ plan: 'free', billing: 'monthly' });
  });

  it('reads plan and billing from the pricing links', () => {
    expect(parse('plan=pro&billing=yearly')).toEqual({ plan: 'pro', billing: 'yearly' });
    expect(parse('plan=starter&billing=monthly')).toEqual({ plan: 'starter', billing: 'monthly' });
    expect(parse('plan=enterprise')).toEqual({ plan: 'enterprise', billing: 'monthly' });
  });

  it('falls back to the defaults for unknown values', () => {
    expect(parse('plan=platinum&billing=weekly')).toEqual({ plan: 'free', billing: 'monthly' });
    expect(parse('plan=&billing=')).toEqual({ plan: 'free', billing: 'monthly' });
    expect(parse('plan=pro&billing=quarterly')).toEqual({ plan: 'pro', billing: 'monthly' });
  });

  it('ignores case and surrounding spaces', () => {
    expect(parse('plan=%20Pro%20&billing=YEARLY')).toEqual({ plan: 'pro', billing: 'yearly' });
  });
});

describe('signupQuery', () => {
  it('writes plan and billing, keeping other parameters', () => {
    const next = signupQuery(
      { plan: 'starter', billing: 'yearly' },
      new URLSearchParams('ref=news&plan=free'),
    );
    expect(next.get('plan')).toBe('starter');
    expect(next.get('billing')).toBe('yearly');
    expect(next.get('ref')).toBe('news');
  });
});

describe('billingCycleToSend', () => {
  it('always sends monthly for the free plan', () => {
    expect(billingCycleToSend({ plan: 'free', billing: 'yearly' })).toBe('monthly');
    expect(billingCycleToSend({ plan: 'pro', billing: 'yearly' })).toBe('yearly');
  });
});
