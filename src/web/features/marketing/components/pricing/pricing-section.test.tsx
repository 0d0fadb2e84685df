// @vitest-environment jsdom
// The landing page's pricing: prices and plans from GET /api/plans (the built-in catalogue until it
// answers), signup links for a visitor, Stripe Checkout for a signed-in person.
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { billingStatusResponse, plansResponse, redirectUrlResponse } from '../../../../../shared/api/billing';
import { SessionContext } from '../../../../lib/session-context';
import { answer } from '../../../../test/answers';
import { freeAfterTrial, freeNeverTrialled, testPlans } from '../../../../test/billing';
import { type Mounted, mount, withQueries } from '../../../../test/mount';
import { type Handler, serveRoutes, waitFor } from '../../../../test/page-harness';
import { signedInSession, signInTestUser } from '../../../../test/users';
import { visitorSession } from '../../../../test/visitor-session';
import { PricingSection } from './pricing-section';

let container: HTMLElement;
let section: Mounted;
let routes: Record<string, Handler>;
const fetchMock = vi.fn<typeof fetch>();
const assign = vi.fn();

function render({ signedIn = false } = {}) {
  section = mount(
    withQueries(
      <SessionContext.Provider value={signedIn ? signedInSession() : visitorSession()}>
        <MemoryRouter>
          <PricingSection />
        </MemoryRouter>
      </SessionContext.Provider>,
    ),
  );
  container = section.host;
}

beforeEach(() => {
  routes = {
    'GET /api/plans': () => answer(plansResponse, testPlans),
    'POST /api/payment/create-checkout': () =>
      answer(redirectUrlResponse, { url: 'https://checkout.example/c2' }),
  };
  serveRoutes(fetchMock, () => routes);
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('location', { ...window.location, assign });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  assign.mockReset();
  localStorage.clear();
});

function button(name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`No button ${name}`);
  return found;
}

/** A billing cycle's radio: 'Monthly', or 'Yearly' with its Save 17% badge. */
function cycle(name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll<HTMLButtonElement>('[role="radio"]')].find((r) =>
    r.textContent?.startsWith(name),
  );
  if (!found) throw new Error(`No billing cycle ${name}`);
  return found;
}

function linkHref(name: string): string | null {
  const found = [...container.querySelectorAll('a')].find((a) => a.textContent === name);
  return found?.getAttribute('href') ?? null;
}

describe('PricingSection for a visitor', () => {
  beforeEach(() => render());

  it('starts on monthly prices and monthly signup links', () => {
    expect(container.querySelector('[role="radiogroup"]')?.getAttribute('aria-label')).toBe('Billing cycle');
    expect(cycle('Monthly').getAttribute('aria-checked')).toBe('true');
    expect(cycle('Yearly').getAttribute('aria-checked')).toBe('false');
    expect(cycle('Yearly').textContent).toContain('Save 17%');
    expect(container.textContent).toContain('$19.99/month');
    expect(linkHref('Choose Starter')).toBe('/signup?plan=starter&billing=monthly');
    expect(linkHref('Start for Free')).toBe('/signup?plan=free');
    expect(linkHref('Compare all features')).toBe('/features');
  });

  it('switches prices and signup links to yearly', () => {
    act(() => cycle('Yearly').click());

    expect(cycle('Yearly').getAttribute('aria-checked')).toBe('true');
    expect(cycle('Monthly').getAttribute('aria-checked')).toBe('false');
    expect(container.textContent).toContain('$16.67/month');
    expect(container.textContent).toContain('$199.99 billed yearly');
    expect(container.textContent).toContain('Save $39.89 a year');
    expect(linkHref('Choose Pro')).toBe('/signup?plan=pro&billing=yearly');
    expect(linkHref('Start for Free')).toBe('/signup?plan=free');
  });

  it('says the trial is for first-time subscribers, as the server gives it', () => {
    expect(container.textContent).toContain(
      '7-day free trial for first-time subscribers on every paid plan. No credit card required, cancel anytime.',
    );
    expect(container.textContent).not.toContain('Every paid plan starts with');
  });

  it('marks only the Starter plan as most popular', () => {
    const ribbons = [...container.querySelectorAll('article')].filter((card) =>
      card.textContent?.includes('Most Popular'),
    );
    expect(ribbons.map((card) => card.querySelector('h3')?.textContent)).toEqual(['Starter']);
  });

  it('shows the prices the server sells at once it answers', async () => {
    routes['GET /api/plans'] = () =>
      answer(plansResponse, {
        ...testPlans,
        plans: testPlans.plans.map((plan) => (plan.name === 'pro' ? { ...plan, price: 59.99 } : plan)),
      });
    section.unmount();
    render();
    await waitFor(() => container.textContent?.includes('$59.99/month') ?? false, 'the served price');
  });
});

describe('PricingSection for a signed-in person', () => {
  beforeEach(() => signInTestUser());

  it('goes to Checkout for the plan and cycle shown, not to signup', async () => {
    render({ signedIn: true });
    await waitFor(
      () =>
        [...container.querySelectorAll('button')].some((b) => b.textContent === 'Choose Pro' && !b.disabled),
      'the Stripe prices',
    );
    act(() => cycle('Yearly').click());
    expect(linkHref('Choose Pro')).toBeNull();
    act(() => button('Choose Pro').click());
    await waitFor(() => assign.mock.calls.length === 1, 'leaving for Checkout');
    expect(assign).toHaveBeenCalledWith('https://checkout.example/c2');
    const [, init] =
      fetchMock.mock.calls.find(([input]) => String(input) === '/api/payment/create-checkout') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ priceId: 'price_pro_yearly' });
    // Free has nothing to buy: it leads to Settings' Plan and billing.
    expect(linkHref('Start for Free')).toBe('/settings/plan-and-billing');
  });

  it('sends a signed-in person to Settings when this server sells nothing', async () => {
    routes['GET /api/plans'] = () =>
      answer(plansResponse, {
        ...testPlans,
        billing: 'off',
        plans: testPlans.plans.map((plan) => ({ ...plan, prices: { monthly: null, yearly: null } })),
      });
    render({ signedIn: true });
    await waitFor(() => linkHref('Choose Pro') !== null, 'the served catalogue');
    expect(linkHref('Choose Pro')).toBe('/settings/plan-and-billing');
  });

  it('says on each card what the person pays today: the trial, or the date it was used', async () => {
    routes['GET /api/user/billing'] = () => answer(billingStatusResponse, freeAfterTrial);
    render({ signedIn: true });
    await waitFor(
      () => container.textContent?.includes('Free trial used on 13 Nov 2026: you pay $49.99 today') ?? false,
      'the Pro card’s line',
    );
    expect(container.textContent).toContain('Free trial used on 13 Nov 2026: you pay $19.99 today');
    act(() => cycle('Yearly').click());
    expect(container.textContent).toContain('Free trial used on 13 Nov 2026: you pay $499.99 today');
  });

  it('tells a first-time subscriber the trial costs nothing today', async () => {
    routes['GET /api/user/billing'] = () => answer(billingStatusResponse, freeNeverTrialled);
    render({ signedIn: true });
    await waitFor(
      () => container.textContent?.includes('7-day free trial: $0 today') ?? false,
      'the trial line',
    );
    expect(container.textContent).not.toContain('you pay');
  });
});
