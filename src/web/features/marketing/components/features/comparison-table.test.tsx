// @vitest-environment jsdom
// /features' comparison table: the plans side by side at the billing cycle chosen above it, with the
// yearly price per month, the yearly total and the savings from GET /api/plans.
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { plansResponse } from '../../../../../shared/api/billing';
import { SessionContext } from '../../../../lib/session-context';
import { answer } from '../../../../test/answers';
import { testPlans } from '../../../../test/billing';
import { setUpPageTest, waitFor } from '../../../../test/page-harness';
import { visitorSession } from '../../../../test/visitor-session';
import { ComparisonTable } from './comparison-table';

const page = setUpPageTest();

function render() {
  const element = (
    <SessionContext.Provider value={visitorSession()}>
      <h2 id="compare">Plan comparison</h2>
      <ComparisonTable labelledBy="compare" />
    </SessionContext.Provider>
  );
  page.render([{ path: '/features', element }], '/features');
}

beforeEach(() => {
  page.routes['GET /api/plans'] = () => answer(plansResponse, testPlans);
});

function radio(name: string): HTMLButtonElement {
  const group = document.querySelector('[role="radiogroup"][aria-label="Billing cycle"]');
  const found = Array.from(group?.querySelectorAll<HTMLButtonElement>('[role="radio"]') ?? []).find((r) =>
    r.textContent?.startsWith(name),
  );
  if (!found) throw new Error(`No radio ${name}`);
  return found;
}

/** The cells of the table's row named `label`, one per plan. */
function row(label: string): string[] {
  const header = Array.from(document.querySelectorAll('tbody th[scope="row"]')).find(
    (th) => th.textContent === label,
  );
  return Array.from(header?.parentElement?.querySelectorAll('td') ?? []).map((td) => td.textContent ?? '');
}

const signupLinks = () => Array.from(document.querySelectorAll('tfoot a')).map((a) => a.getAttribute('href'));

describe('the comparison table’s billing cycle', () => {
  it('starts on monthly prices, with monthly signup links', async () => {
    render();
    await waitFor(() => page.fetchMock.mock.calls.length > 0, 'the catalogue');
    expect(radio('Monthly').getAttribute('aria-checked')).toBe('true');
    expect(radio('Yearly').textContent).toBe('YearlySave 17%');
    expect(row('Price')).toEqual([
      '$0.00/monthFree forever',
      '$19.99/monthbilled monthly',
      '$49.99/monthbilled monthly',
      '$129.99/monthbilled monthly',
    ]);
    expect(signupLinks()).toEqual([
      '/signup?plan=free',
      '/signup?plan=starter&billing=monthly',
      '/signup?plan=pro&billing=monthly',
      '/signup?plan=enterprise&billing=monthly',
    ]);
  });

  it('shows yearly prices per month with the yearly total and the savings, and yearly signup links', async () => {
    render();
    act(() => radio('Yearly').click());
    expect(radio('Yearly').getAttribute('aria-checked')).toBe('true');
    expect(row('Price')).toEqual([
      '$0.00/monthFree forever',
      '$16.67/month$199.99 billed yearlySave $39.89 a year',
      '$41.67/month$499.99 billed yearlySave $99.89 a year',
      '$108.33/month$1,299.99 billed yearlySave $259.89 a year',
    ]);
    expect(signupLinks()).toEqual([
      '/signup?plan=free',
      '/signup?plan=starter&billing=yearly',
      '/signup?plan=pro&billing=yearly',
      '/signup?plan=enterprise&billing=yearly',
    ]);
    act(() => radio('Monthly').click());
    expect(row('Price')[1]).toBe('$19.99/monthbilled monthly');
  });

  it('shows the yearly figures the server sells at', async () => {
    page.routes['GET /api/plans'] = () =>
      answer(plansResponse, {
        ...testPlans,
        plans: testPlans.plans.map((plan) =>
          plan.name === 'pro'
            ? { ...plan, yearlyPrice: 479.99, yearlyPricePerMonth: 40, yearlySavings: 119.89 }
            : plan,
        ),
      });
    render();
    act(() => radio('Yearly').click());
    await waitFor(() => row('Price')[2]?.startsWith('$40.00/month') ?? false, 'the served yearly price');
    expect(row('Price')[2]).toBe('$40.00/month$479.99 billed yearlySave $119.89 a year');
  });
});

describe('the comparison table’s brand features', () => {
  it('shows each brand feature from the least plan that has it, as the server sells them', async () => {
    render();
    const included = (label: string) => row(label).map((cell) => cell === 'Included');
    // The spec's own row stays as it is worded.
    expect(row('Brand customization')).toEqual(['Not included', 'Brand colors', 'Advanced', 'Full']);
    expect(included('Brand colors')).toEqual([false, true, true, true]);
    expect(included('Brand from your website')).toEqual([false, true, true, true]);
    expect(included('Brand kit with fonts, logo and footer')).toEqual([false, false, true, true]);
    expect(included('Several named brand kits')).toEqual([false, false, false, true]);
    expect(included('Uploaded fonts (TTF, OTF, WOFF)')).toEqual([false, false, false, true]);
    expect(included('Template locking')).toEqual([false, false, false, true]);
  });
});
