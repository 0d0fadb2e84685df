import { describe, expect, it } from 'vitest';
import { readBillingReturn, withoutBillingReturn } from './checkout-return';

describe('the way back from Checkout', () => {
  it('reads success, canceled and the upgrade request; ignores anything else', () => {
    expect(readBillingReturn('?checkout=success&session_id=cs_1')).toEqual({
      checkout: 'success',
      upgrade: false,
    });
    expect(readBillingReturn('?checkout=canceled')).toEqual({ checkout: 'canceled', upgrade: false });
    expect(readBillingReturn('?upgrade=1')).toEqual({ checkout: null, upgrade: true });
    expect(readBillingReturn('?checkout=maybe')).toEqual({ checkout: null, upgrade: false });
  });

  it('clears only its own parameters', () => {
    expect(withoutBillingReturn('?checkout=success&session_id=cs_1')).toBe('');
    expect(withoutBillingReturn('?tab=plan&checkout=canceled&upgrade=1')).toBe('?tab=plan');
  });
});
