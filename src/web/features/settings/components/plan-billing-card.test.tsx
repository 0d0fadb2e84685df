// @vitest-environment jsdom
// Settings → Plan and billing in jsdom with the real query client and router; only fetch (the
// server) and location.assign (leaving for Stripe) are replaced.
import { act } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  type BillingStatus,
  billingStatusResponse,
  plansResponse,
  redirectUrlResponse,
} from '../../../../shared/api/billing';
import { usageResponse } from '../../../../shared/api/settings';
import { answer, failure } from '../../../test/answers';
import {
  activePro,
  billingStatus,
  freeAfterTrial,
  freeNeverTrialled,
  testPlans,
} from '../../../test/billing';
import { type Handler, setUpPageTest, waitFor } from '../../../test/page-harness';
import { signInTestUser } from '../../../test/users';
import { BILLING_OFF_NOTE } from './plan-billing-card';
import { PlanAndBillingSection } from './settings-sections';

const page = setUpPageTest();
const assign = vi.fn();

const usage: z.input<typeof usageResponse> = {
  plan: 'pro',
  month: { used: 12, limit: 250, remaining: 238, resets_at: '2026-12-01T00:00:00.000Z' },
  day: { used: 2, limit: 8, remaining: 6, resets_at: '2026-11-25T00:00:00.000Z' },
  boards: { used: 3, limit: 15 },
  time_zone: 'Europe/London',
};

function Address() {
  const { pathname, search, hash } = useLocation();
  return <output data-address={`${pathname}${search}${hash}`} />;
}

const SECTION = '/settings/plan-and-billing';

/** Settings → Plan and billing, the section as the app renders it (with the note after Checkout). */
function render(status: BillingStatus, path = SECTION) {
  page.routes['GET /api/user/billing'] = () => answer(billingStatusResponse, status);
  page.render(
    [
      {
        path: SECTION,
        element: (
          <>
            <PlanAndBillingSection />
            <Address />
          </>
        ),
      },
    ],
    path,
  );
}

const text = () => document.body.textContent ?? '';
const shows = (words: string) => () => text().includes(words);
const address = () => document.querySelector('output')?.getAttribute('data-address');
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const calls = (key: string) =>
  page.fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key);

function buttonNamed(name: string, within: ParentNode = document): HTMLButtonElement {
  const found = Array.from(within.querySelectorAll('button')).find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`No button "${name}" in: ${text()}`);
  return found;
}

beforeEach(() => {
  signInTestUser();
  Object.assign(page.routes, {
    'GET /api/plans': () => answer(plansResponse, testPlans),
    'GET /api/user/usage': () => answer(usageResponse, usage),
    'POST /api/payment/create-checkout': () =>
      answer(redirectUrlResponse, { url: 'https://checkout.example/c1' }),
    'POST /api/payment/create-portal': () =>
      answer(redirectUrlResponse, { url: 'https://portal.example/p1' }),
  } satisfies Record<string, Handler>);
  vi.stubGlobal('location', { ...window.location, assign });
});

afterEach(() => {
  assign.mockReset();
  localStorage.clear();
});

describe('Plan and billing', () => {
  it('shows a trial with its days left, the usage meters and boards used of allowed', async () => {
    render(billingStatus());
    await waitFor(shows('Pro trial — 5 days left'), 'the plan status');
    await waitFor(shows('12 of 250 pins'), 'the usage');
    const meters = Array.from(document.querySelectorAll('[role="meter"]')).map((m) =>
      m.getAttribute('aria-label'),
    );
    expect(meters).toEqual([
      'Pins this month: 12 of 250 pins used',
      'Pins today: 2 of 8 pins used',
      'Boards: 3 of 15 boards used',
    ]);
    expect(buttonNamed('Upgrade')).toBeTruthy();
    // No Stripe customer yet: nothing to manage.
    expect(text()).not.toContain('Manage billing');
  });

  it('says why more pins were made than the plan now allows (a downgrade during the day)', async () => {
    page.routes['GET /api/user/usage'] = () =>
      answer(usageResponse, {
        ...usage,
        plan: 'starter',
        month: { used: 111, limit: 100, remaining: 0, resets_at: '2026-12-01T00:00:00.000Z' },
        day: { used: 11, limit: 3, remaining: 0, resets_at: '2026-11-25T00:00:00.000Z' },
      });
    render(activePro);
    await waitFor(shows('11 of 3 pins'), 'the usage');
    expect(text()).toContain('Your plan changed today; you can generate again tomorrow.');
    expect(text()).toContain('Your plan changed this month; you can generate again next month.');
  });

  it('says over the board limit that extra boards stay readable and publishable', async () => {
    page.routes['GET /api/user/usage'] = () =>
      answer(usageResponse, { ...usage, plan: 'free', boards: { used: 3, limit: 1 } });
    render(freeAfterTrial);
    await waitFor(shows('Boards'), 'the usage');
    expect(text()).toContain("Your trial has ended; you're on the Free plan. Nothing you made is lost.");
    expect(text()).toContain(
      'Your extra boards stay readable and publishable, but no new board can be made until you are within the limit.',
    );
  });

  it('offers the plans monthly and yearly with the yearly price per month and the savings', async () => {
    render(billingStatus({ billing_cycle: 'monthly' }));
    await waitFor(shows('Pro trial'), 'the plan status');
    act(() => buttonNamed('Upgrade').click());
    await waitFor(() => dialog() !== null, 'the upgrade dialog');
    const panel = dialog() as HTMLElement;
    const plans = () => Array.from(panel.querySelectorAll('li')).map((card) => card.textContent);
    expect(plans()).toHaveLength(3);
    expect(plans()[1]).toContain('Pro$49.99/monthbilled monthly');
    expect(panel.textContent).toContain('Save 17%');

    const yearly = Array.from(panel.querySelectorAll('[role="radio"]')).find((r) =>
      r.textContent?.startsWith('Yearly'),
    );
    act(() => (yearly as HTMLButtonElement).click());
    expect(plans()[0]).toContain('Starter$16.67/month$199.99 billed yearlySave $39.89 a year');
    expect(plans()[1]).toContain('Pro$41.67/month$499.99 billed yearlySave $99.89 a year');
    expect(plans()[2]).toContain('Enterprise$108.33/month$1,299.99 billed yearly');

    act(() => buttonNamed('Choose Pro', panel).click());
    await waitFor(() => assign.mock.calls.length === 1, 'leaving for Checkout');
    expect(assign).toHaveBeenCalledWith('https://checkout.example/c1');
    const [, init] = calls('POST /api/payment/create-checkout')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ priceId: 'price_pro_yearly' });
  });

  it('shows why checkout could not open, in the dialog', async () => {
    page.routes['POST /api/payment/create-checkout'] = () =>
      failure(409, {
        error: "Maya's workspace already has a Pro subscription. Use Manage billing to switch plans.",
        code: 'conflict',
      });
    render(billingStatus());
    await waitFor(shows('Pro trial'), 'the plan status');
    act(() => buttonNamed('Upgrade').click());
    act(() => buttonNamed('Choose Starter', dialog() as HTMLElement).click());
    await waitFor(shows('Use Manage billing to switch plans.'), 'the refusal');
    expect(assign).not.toHaveBeenCalled();
  });

  it('opens the billing portal from Manage billing; a subscriber is not offered checkout', async () => {
    render(activePro);
    await waitFor(shows('Pro — renews 21 Nov 2027'), 'the plan status');
    expect(text()).not.toContain('Upgrade');
    act(() => buttonNamed('Manage billing').click());
    await waitFor(() => assign.mock.calls.length === 1, 'leaving for the portal');
    expect(assign).toHaveBeenCalledWith('https://portal.example/p1');
    expect(calls('POST /api/payment/create-portal')).toHaveLength(1);
  });

  it('says the plan ends, and asks for a card while a payment has failed', async () => {
    render({ ...activePro, cancel_at_period_end: true });
    await waitFor(shows('Pro — ends 21 Nov 2027'), 'the ending plan');
    render({ ...activePro, status: 'past_due', grace_ends_at: '2027-11-28T12:00:00.000Z' });
    await waitFor(
      shows('Payment failed — update your card by 28 Nov 2027 to keep Pro'),
      'the failed payment',
    );
    expect(buttonNamed('Manage billing')).toBeTruthy();
  });

  it('replaces the buttons with a plain note when billing is off', async () => {
    render(billingStatus({ billing: 'off' }));
    await waitFor(shows(BILLING_OFF_NOTE), 'the note');
    expect(text()).not.toContain('Upgrade');
    expect(text()).not.toContain('Manage billing');
  });

  it('shows a member who is not an owner the workspace’s plan, with no buttons to change it', async () => {
    render(billingStatus({ workspace_name: 'Bloom Bakery', can_manage: false, has_billing_account: true }));
    await waitFor(shows('Only an owner of Bloom Bakery can change its plan or billing.'), 'the note');
    expect(text()).toContain('The plan of Bloom Bakery');
    expect(text()).not.toContain('Upgrade');
    expect(text()).not.toContain('Manage billing');
  });
});

describe('the trial, told before checkout', () => {
  const cards = () =>
    Array.from((dialog() as HTMLElement).querySelectorAll('li')).map((card) => card.textContent);
  async function openUpgrade(status: BillingStatus) {
    render(status);
    await waitFor(() => text().includes('Upgrade'), 'the Upgrade button');
    act(() => buttonNamed('Upgrade').click());
    await waitFor(() => dialog() !== null, 'the upgrade dialog');
  }

  it('offers a first-time subscriber the 7-day trial: nothing today', async () => {
    await openUpgrade({ ...freeNeverTrialled, billing_cycle: 'monthly' });
    expect(dialog()?.textContent).toContain(
      'As a first-time subscriber you start with a 7-day free trial: nothing is charged today, and you can cancel before it ends.',
    );
    expect(cards()[0]).toContain('7-day free trial: $0 today');
    expect(dialog()?.textContent).not.toContain('you pay $');
  });

  it('tells a person whose trial was used when it was, and what they pay today', async () => {
    await openUpgrade({ ...freeAfterTrial, billing_cycle: 'yearly' });
    expect(dialog()?.textContent).toContain('Your free trial was used on 13 Nov 2026, so you pay today.');
    expect(cards()[0]).toContain('You pay $199.99 today');
    expect(cards()[1]).toContain('You pay $499.99 today');
    const monthly = Array.from((dialog() as HTMLElement).querySelectorAll('[role="radio"]')).find((r) =>
      r.textContent?.startsWith('Monthly'),
    );
    act(() => (monthly as HTMLButtonElement).click());
    expect(cards()[0]).toContain('You pay $19.99 today');
    expect(dialog()?.textContent).not.toContain('Any trial days left are kept');
  });

  it('keeps a running trial’s days, or says why they cannot be kept', async () => {
    await openUpgrade(billingStatus());
    expect(dialog()?.textContent).toContain(
      'Your trial days carry over: nothing is charged until your trial ends on 29 Nov 2026.',
    );
    expect(cards()[1]).toContain('$0 until your trial ends on 29 Nov 2026');
    await openUpgrade(billingStatus({ trial_days_left: 2, checkout_trial: 'none' }));
    expect(dialog()?.textContent).toContain(
      'Your trial ends in less than 2 days, too soon to carry over, so you pay today.',
    );
    expect(cards()[1]).toContain('You pay $499.99 today');
  });
});

describe('back from Checkout', () => {
  const banner = () => document.querySelector<HTMLElement>('[data-checkout-banner]');
  const note = () => banner()?.querySelector('[role="status"]')?.textContent;
  const planCard = () => document.getElementById('plan-and-billing')?.closest('section') ?? null;

  it('says at the top which plan was bought, above the plan, and clears the address', async () => {
    render(billingStatus(), `${SECTION}?checkout=success&plan=pro&session_id=cs_1`);
    await waitFor(
      () => note() === 'Checkout complete — your Pro plan starts as soon as Stripe confirms it',
      'the note',
    );
    // Above everything else on the page, not inside the card.
    const top = banner() as HTMLElement;
    expect(planCard()?.contains(top)).toBe(false);
    expect(top.compareDocumentPosition(planCard() as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(top.className).toContain('sticky');
    await waitFor(() => address() === SECTION, 'the cleared address');
    await waitFor(() => calls('GET /api/user/billing').length >= 2, 'the plan read again');
  });

  it('thanks the person once the webhook has put the paid plan in place', async () => {
    render(billingStatus(), `${SECTION}?checkout=success&plan=pro&session_id=cs_1`);
    // The first read still finds the trial; Stripe's webhook lands before the card reads again.
    page.routes['GET /api/user/billing'] = () =>
      answer(billingStatusResponse, calls('GET /api/user/billing').length > 1 ? activePro : billingStatus());
    await waitFor(
      () => note()?.startsWith('Checkout complete') ?? false,
      'the note while Stripe has not confirmed',
    );
    await waitFor(() => calls('GET /api/user/billing').length >= 2, 'the plan read again');
    await waitFor(shows('Pro — renews 21 Nov 2027'), 'the paid plan');
    expect(note()).toBe("You're on Pro — thank you");
    expect(text()).not.toContain('Checkout complete');
  });

  it('says when a trial started at checkout will first charge', async () => {
    render(
      billingStatus({ current_period_end: '2026-11-29T12:00:00.000Z', has_billing_account: true }),
      `${SECTION}?checkout=success&plan=pro&session_id=cs_1`,
    );
    await waitFor(
      () => note() === 'Your Pro trial has started — nothing is charged until 29 Nov 2026',
      'the trial note',
    );
  });

  it('says calmly that nothing was charged after a canceled checkout, and can be dismissed', async () => {
    render(billingStatus(), `${SECTION}?checkout=canceled`);
    await waitFor(
      () => note() === 'Checkout canceled — nothing was charged, and your plan is unchanged.',
      'the note',
    );
    await waitFor(() => address() === SECTION, 'the cleared address');
    act(() => banner()?.querySelector<HTMLButtonElement>('button[aria-label="Dismiss"]')?.click());
    expect(banner()).toBeNull();
  });

  it('ignores a plan in the address that is not one', async () => {
    render(billingStatus(), `${SECTION}?checkout=success&plan=<b>gold</b>&session_id=cs_1`);
    await waitFor(
      () => note() === 'Checkout complete — your plan updates as soon as Stripe confirms it',
      'the note without a plan',
    );
  });

  it('opens the plan chooser for ?upgrade=1 (the trial banner), with no checkout note', async () => {
    render(freeAfterTrial, `${SECTION}?upgrade=1`);
    await waitFor(() => dialog()?.textContent?.includes('Choose a plan') ?? false, 'the upgrade dialog');
    await waitFor(() => address() === SECTION, 'the cleared address');
    expect(banner()).toBeNull();
  });
});
