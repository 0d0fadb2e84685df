// @vitest-environment jsdom
// The one monthly/yearly choice of signup, the landing pricing, /features and the Upgrade dialog.
import { act, useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BillingCycle } from '../../../shared/plans';
import { mount } from '../../test/mount';
import { BillingCycleToggle } from './billing-cycle-toggle';

let container: HTMLElement;

function Harness() {
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  return (
    <>
      <BillingCycleToggle value={cycle} onChange={setCycle} />
      <output>{cycle}</output>
    </>
  );
}

beforeEach(() => {
  container = mount(<Harness />).host;
});

const radios = () => Array.from(container.querySelectorAll<HTMLButtonElement>('[role="radio"]'));
const checked = () => radios().map((r) => r.getAttribute('aria-checked'));

describe('BillingCycleToggle', () => {
  it('is a radio group named Billing cycle: Monthly, and Yearly with its Save 17% badge', () => {
    expect(container.querySelector('[role="radiogroup"]')?.getAttribute('aria-label')).toBe('Billing cycle');
    expect(radios().map((r) => r.textContent)).toEqual(['Monthly', 'YearlySave 17%']);
    expect(checked()).toEqual(['true', 'false']);
  });

  it('reports a click and an arrow key as the chosen cycle', () => {
    act(() => radios()[1]?.click());
    expect(container.querySelector('output')?.textContent).toBe('yearly');
    expect(checked()).toEqual(['false', 'true']);
    act(() => {
      radios()[1]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    });
    expect(container.querySelector('output')?.textContent).toBe('monthly');
  });
});
