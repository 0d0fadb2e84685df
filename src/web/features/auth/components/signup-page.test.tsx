// @vitest-environment jsdom
// /signup's plan chooser reads the plans from GET /api/plans, and shows the built-in catalogue until
// (or unless) the server answers, so the cards never flicker or vanish offline.
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { featuresResponse } from '../../../../shared/api/admin';
import { authResponse } from '../../../../shared/api/auth';
import { plansResponse } from '../../../../shared/api/billing';
import { answer, failure } from '../../../test/answers';
import { testPlans } from '../../../test/billing';
import { namedField, setUpPageTest, typeInto, waitFor, withSession } from '../../../test/page-harness';
import { testUser } from '../../../test/users';
import { visitorSession } from '../../../test/visitor-session';
import SignupPage from './signup-page';

const server = setUpPageTest();
const visitor = visitorSession();

function render(path: string) {
  server.render(
    [
      { path: '/signup', element: withSession(visitor, <SignupPage />) },
      { path: '/dashboard', element: <p>The dashboard</p> },
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

describe('a person whose free trial was used', () => {
  const TRIAL_USED =
    'This email has already had a Pinloom free trial, so it cannot start another. Sign up on the Free plan, then choose a paid plan under Settings → Plan and billing to pay for it straight away.';
  const text = () => document.body.textContent ?? '';
  const buttonNamed = (name: string) =>
    Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === name);
  const sentPlans = () =>
    server.fetchMock.mock.calls
      .filter(([input]) => String(input) === '/api/auth/register')
      .map(([, init]) => JSON.parse(String(init?.body)).subscriptionPlan);

  it('is told why, and signs up on Free in one click with what they typed', async () => {
    server.routes['POST /api/auth/register'] = (init) =>
      JSON.parse(String(init?.body)).subscriptionPlan === 'free'
        ? answer(authResponse, { token: 'fresh-token', user: testUser }, 201)
        : failure(409, { error: TRIAL_USED, code: 'trial_used' });
    render('/signup?plan=pro&billing=monthly');
    await waitFor(() => text().includes('Start your free trial'), 'the form');
    typeInto(namedField('firstName'), 'Jane');
    typeInto(namedField('lastName'), 'Doe');
    typeInto(namedField('email'), 'jane@example.com');
    typeInto(namedField('password'), 'correct horse');
    typeInto(namedField('confirmPassword'), 'correct horse');
    act(() => document.querySelector('form')?.requestSubmit());
    await waitFor(() => text().includes(TRIAL_USED), 'the refusal');

    const instead = buttonNamed('Sign up on the Free plan instead');
    expect(instead).toBeDefined();
    act(() => instead?.click());
    await waitFor(() => text().includes('Create your free account'), 'the Free plan chosen');
    expect(text()).not.toContain(TRIAL_USED);
    expect(namedField('email').value).toBe('jane@example.com');
    act(() => document.querySelector('form')?.requestSubmit());
    await waitFor(() => text().includes('The dashboard'), 'signed up');
    expect(sentPlans()).toEqual(['pro', 'free']);
  });
});
