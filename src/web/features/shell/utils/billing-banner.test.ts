import { describe, expect, it } from 'vitest';
import { TRIAL_BANNER_DAYS } from '../../../../shared/api/billing';
import { activePro, billingStatus, freeAfterTrial } from '../../../test/billing';
import { billingBanner, dismissBanner, isBannerDismissed } from './billing-banner';

describe('billingBanner', () => {
  it('stays away until the last days of a trial', () => {
    expect(TRIAL_BANNER_DAYS).toBe(3);
    expect(billingBanner(billingStatus({ trial_days_left: 7 }))).toBeNull();
    expect(billingBanner(billingStatus({ trial_days_left: 4 }))).toBeNull();
  });

  it('says when the trial ends during its last three days, with a way to choose a plan', () => {
    expect(billingBanner(billingStatus({ trial_days_left: 3 }))?.text).toBe(
      'Your Pro trial ends in 3 days — choose a plan to keep your limits',
    );
    expect(billingBanner(billingStatus({ trial_days_left: 2 }))).toEqual({
      kind: 'trial-ending',
      text: 'Your Pro trial ends in 2 days — choose a plan to keep your limits',
      action: 'Choose a plan',
      to: '/settings/plan-and-billing?upgrade=1',
    });
    expect(billingBanner(billingStatus({ trial_days_left: 1 }))?.text).toBe(
      'Your Pro trial ends in 1 day — choose a plan to keep your limits',
    );
  });

  it('says after expiry that the account is on Free and nothing is lost', () => {
    expect(billingBanner(freeAfterTrial)).toMatchObject({
      kind: 'trial-ended',
      text: "Your trial has ended; you're on the Free plan. Nothing you made is lost.",
      action: 'Choose a plan',
    });
    // Written down as Free by the expiry job: the same banner.
    expect(billingBanner({ ...freeAfterTrial, plan: 'free', status: 'active' })?.kind).toBe('trial-ended');
  });

  it('warns of a failed payment until the grace period ends', () => {
    expect(
      billingBanner({ ...activePro, status: 'past_due', grace_ends_at: '2027-11-28T12:00:00.000Z' }),
    ).toMatchObject({
      kind: 'past-due',
      text: 'Your last payment failed — update your card by 28 Nov 2027 to keep Pro.',
      to: '/settings/plan-and-billing',
    });
  });

  it('shows nothing to a subscriber, a subscribed trial, a free account that never trialled, or where billing is off', () => {
    expect(billingBanner(activePro)).toBeNull();
    expect(billingBanner(billingStatus({ trial_days_left: 2, billing: 'off' }))).toBeNull();
    expect(
      billingBanner(billingStatus({ trial_days_left: 2, current_period_end: '2026-11-26T12:00:00.000Z' })),
    ).toBeNull();
    expect(
      billingBanner(
        billingStatus({
          plan: 'free',
          limits_plan: 'free',
          status: 'active',
          trial_ends_at: null,
          trial_days_left: null,
        }),
      ),
    ).toBeNull();
  });

  it('asks only an owner to pay: a member who cannot change the plan sees no banner', () => {
    expect(billingBanner(billingStatus({ trial_days_left: 2 }))).toMatchObject({ kind: 'trial-ending' });
    expect(billingBanner(billingStatus({ trial_days_left: 2, can_manage: false }))).toBeNull();
    expect(
      billingBanner({
        ...activePro,
        status: 'past_due',
        grace_ends_at: '2027-11-28T12:00:00.000Z',
        can_manage: false,
      }),
    ).toBeNull();
  });
});

describe('dismissing the banner', () => {
  it('lasts for the rest of the day, for that banner only', () => {
    const storage = new Map<string, string>();
    const fake = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    } as Storage;
    const morning = new Date(2026, 10, 24, 9, 0);
    dismissBanner('trial-ending', morning, fake);
    expect(isBannerDismissed('trial-ending', new Date(2026, 10, 24, 23, 59), fake)).toBe(true);
    expect(isBannerDismissed('past-due', morning, fake)).toBe(false);
    expect(isBannerDismissed('trial-ending', new Date(2026, 10, 25, 0, 1), fake)).toBe(false);
  });
});
