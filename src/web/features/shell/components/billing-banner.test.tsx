// @vitest-environment jsdom
// The billing banner in the signed-in frame, with the real query client and router; only fetch
// is replaced.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BillingStatus, billingStatusResponse } from '../../../../shared/api/billing';
import { answer } from '../../../test/answers';
import { billingStatus, freeAfterTrial } from '../../../test/billing';
import { setUpPageTest, waitFor } from '../../../test/page-harness';
import { signInTestUser } from '../../../test/users';
import { BillingBanner } from './billing-banner';

const page = setUpPageTest();
let status: BillingStatus;

const text = () => document.body.textContent ?? '';

function render() {
  page.render(
    [
      { path: '/boards', element: <BillingBanner enabled /> },
      { path: '/settings/plan-and-billing', element: <p>Settings page</p> },
    ],
    '/boards',
  );
}

beforeEach(() => {
  signInTestUser();
  page.routes['GET /api/user/billing'] = () => answer(billingStatusResponse, status);
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('BillingBanner', () => {
  it('shows the last days of a trial and leads to the plan chooser in Settings', async () => {
    status = billingStatus({ trial_days_left: 2 });
    render();
    await waitFor(
      () => text().includes('Your Pro trial ends in 2 days — choose a plan to keep your limits'),
      'the banner',
    );
    const link = Array.from(document.querySelectorAll('a')).find((a) => a.textContent === 'Choose a plan');
    expect(link?.getAttribute('href')).toBe('/settings/plan-and-billing?upgrade=1');
    act(() => link?.click());
    await waitFor(() => text().includes('Settings page'), 'Settings');
  });

  it('can be dismissed for the day', async () => {
    status = freeAfterTrial;
    render();
    await waitFor(() => text().includes("Your trial has ended; you're on the Free plan."), 'the banner');
    act(() => document.querySelector<HTMLButtonElement>('button[aria-label="Dismiss for today"]')?.click());
    expect(text()).not.toContain('Your trial has ended');
    render();
    await waitFor(() => page.fetchMock.mock.calls.length >= 2, 'the status read again');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(text()).not.toContain('Your trial has ended');
  });

  it('shows nothing early in a trial', async () => {
    status = billingStatus({ trial_days_left: 6 });
    render();
    await waitFor(() => page.fetchMock.mock.calls.length === 1, 'the status');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.querySelector('section')).toBeNull();
  });
});
