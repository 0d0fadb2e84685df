import { describe, expect, it } from 'vitest';
import { formatDollars, getPlan, PLANS, yearlyPricePerMonth, yearlySavings } from './plans';

describe('plan arithmetic (docs/product.md §9)', () => {
  it('shows the yearly price per month with two decimals', () => {
    expect(formatDollars(yearlyPricePerMonth(getPlan('starter')))).toBe('$16.67');
    expect(formatDollars(yearlyPricePerMonth(getPlan('pro')))).toBe('$41.67');
    expect(formatDollars(yearlyPricePerMonth(getPlan('enterprise')))).toBe('$108.33');
    expect(formatDollars(yearlyPricePerMonth(getPlan('free')))).toBe('$0.00');
  });

  it('puts a thousands separator in prices over 999', () => {
    expect(formatDollars(getPlan('enterprise').yearlyPrice)).toBe('$1,299.99');
    expect(formatDollars(999.5)).toBe('$999.50');
    expect(formatDollars(12_345.678)).toBe('$12,345.68');
  });

  it('saves twelve monthly prices minus the yearly price', () => {
    expect(formatDollars(yearlySavings(getPlan('starter')))).toBe('$39.89');
    expect(formatDollars(yearlySavings(getPlan('pro')))).toBe('$99.89');
    expect(formatDollars(yearlySavings(getPlan('enterprise')))).toBe('$259.89');
  });

  it('carries the limits of every plan', () => {
    const limits = PLANS.map((p) => [p.name, p.pinsPerMonth, p.pinsPerDay, p.boards]);
    expect(limits).toEqual([
      ['free', 5, 1, 1],
      ['starter', 100, 3, 5],
      ['pro', 250, 8, 15],
      ['enterprise', 1000, 30, null],
    ]);
    expect(PLANS.filter((p) => p.popular).map((p) => p.name)).toEqual(['starter']);
  });
});
