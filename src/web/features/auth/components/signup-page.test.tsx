// @vitest-environment jsdom
// /signup's plan chooser reads the plans from GET /api/plans, and shows the built-in catalogue until
// (or unless) the server answers, so the cards never flicker or vanish offline.
import { beforeEach, describe, expect, it } from 'vitest';
import { featuresResponse } from '../../../../shared/api/admin';
import { plansResponse } from '../../../../shared/api/billing';
import { SessionContext } from '../../../lib/session-context';
import { answer } from '../../../test/answers';
import { testPlans } from '../../../test/billing';
import { setUpPageTest, waitFor } from '../../../test/page-harness';
import { visitorSession } from '../../../test/visitor-session';
import SignupPage from './signup-page';

const server = setUpPageTest();
const visitor = visitorSession();

function render(path: string) {
  server.render(
    [
      {
        path: '/signup',
        element: (
          <SessionContext.Provider value={visitor}>
            <SignupPage />
          </SessionContext.Provider>
        ),
      },
    ],
    path,
  );
}

const proCard = () =>
  Array.from(document.querySelectorAll('[role="radio"]')).find((radio) =>
    radio.textContent?.startsWith('Pro'),
  )?.textContent;

beforeEach(() => {
  server.routes = {
    'GET /api/features': () =>
      answer(featuresResponse, {
        signups: true,
        pin_generation: true,
        ai_images: true,
        auto_publishing: true,
      }),
  };
});

describe('the plan chooser of /signup', () => {
  it('shows the prices the server sells', async () => {
    server.routes['GET /api/plans'] = () =>
      answer(plansResponse, {
        ...testPlans,
        trialDays: 14,
        plans: testPlans.plans.map((plan) =>
          plan.name === 'pro'
            ? { ...plan, yearlyPrice: 480, yearlyPricePerMonth: 40, yearlySavings: 119.88 }
            : plan,
        ),
      });
    render('/signup?plan=pro&billing=yearly');
    await waitFor(() => proCard() === 'Pro$40.00/month250 pins/month', 'the served price');
    expect(document.body.textContent).toContain('$480.00 billed yearly (you save $119.88 a year)');
    expect(document.body.textContent).toContain('Try Pro free for 14 days.');
  });

  it('keeps the built-in catalogue when the plans cannot be read', async () => {
    render('/signup?plan=pro&billing=yearly');
    await waitFor(
      () => server.fetchMock.mock.calls.some(([input]) => String(input) === '/api/plans'),
      'the plans call',
    );
    await waitFor(() => proCard() === 'Pro$41.67/month250 pins/month', 'the built-in price');
    expect(document.body.textContent).toContain('Try Pro free for 7 days.');
  });
});
