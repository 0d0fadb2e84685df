import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { BillingCycle, PlanName } from '../../../../shared/plans';
import { useFeatures } from '../../../api/get-features';
import { planIn, usePlans } from '../../../api/get-plans';
import { BillingCycleToggle } from '../../../components/ui/billing-cycle-toggle';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { keepingNext, pathAfterSignIn } from '../../../lib/path-after-sign-in';
import { useSession } from '../../../lib/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRegister } from '../api/register';
import { billingCycleToSend, parseSignupQuery, signupQuery } from '../utils/signup-query';
import { validateSignup } from '../utils/validate-signup';
import { AuthCard, AuthLayout, linkClasses } from './auth-layout';
import { PlanCards, PlanSummary } from './plan-picker';
import { SIGNUPS_PAUSED_TITLE, SignupsPaused } from './signups-paused';

function field(form: FormData, name: string): string {
  return String(form.get(name) ?? '');
}

export default function SignupPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // Derived on every render, so a changed query (back button, a pricing link) is picked up.
  const selection = parseSignupQuery(searchParams);
  const catalogue = usePlans();
  const plan = planIn(catalogue, selection.plan);
  const isFree = plan.name === 'free';
  const heading = isFree ? 'Create your free account' : 'Start your free trial';
  // Staff may pause sign-ups; the server refuses them then (403 signups_closed) whatever this says.
  const signupsPaused = useFeatures().data?.signups === false;
  useDocumentTitle(signupsPaused ? SIGNUPS_PAUSED_TITLE : heading);

  const navigate = useNavigate();
  const session = useSession();
  const registerCall = useRegister();
  const [error, setError] = useState<string | null>(null);
  // The server refused a paid plan's trial to an email that had one (409 trial_used, ADR 0027).
  const [trialUsed, setTrialUsed] = useState(false);

  function select(next: { plan?: PlanName; billing?: BillingCycle }) {
    setSearchParams(signupQuery({ ...selection, ...next }, searchParams), {
      replace: true,
      preventScrollReset: true,
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields = {
      firstName: field(form, 'firstName'),
      lastName: field(form, 'lastName'),
      email: field(form, 'email'),
      password: field(form, 'password'),
      confirmPassword: field(form, 'confirmPassword'),
    };
    const problem = validateSignup(fields);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setTrialUsed(false);
    registerCall.mutate(
      {
        firstName: fields.firstName.trim(),
        lastName: fields.lastName.trim(),
        email: fields.email.trim(),
        password: fields.password,
        subscriptionPlan: selection.plan,
        billingCycle: billingCycleToSend(selection),
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
      {
        onSuccess: ({ token, user }) => {
          session.login(token, user);
          navigate(pathAfterSignIn(searchParams), { replace: true });
        },
        onError: (failure) => {
          setError(errorMessage(failure, 'Registration failed'));
          setTrialUsed(failure instanceof ApiError && failure.code === 'trial_used');
        },
      },
    );
  }

  const busy = registerCall.isPending;
  if (signupsPaused) return <SignupsPaused />;
  return (
    <AuthLayout>
      <div className="mx-auto max-w-2xl pt-2 text-center lg:max-w-none lg:pt-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{heading}</h1>
        <p className="mt-3 text-base text-slate-700">
          {isFree
            ? 'Start on the Free plan and upgrade whenever you are ready.'
            : `Try ${plan.title} free for ${catalogue.trialDays} days. No credit card required, cancel anytime.`}
        </p>
      </div>

      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[1.1fr_1fr] lg:gap-12">
        <div className="mx-auto w-full max-w-2xl space-y-5 lg:max-w-none">
          {!isFree && (
            <BillingCycleToggle value={selection.billing} onChange={(billing) => select({ billing })} />
          )}
          <PlanCards
            plans={catalogue.plans}
            selected={selection.plan}
            billing={selection.billing}
            onSelect={(name) => select({ plan: name })}
          />
          <PlanSummary plan={plan} billing={selection.billing} trialDays={catalogue.trialDays} />
        </div>

        <AuthCard className="mx-auto max-w-2xl lg:max-w-none">
          <form className="space-y-5" onSubmit={onSubmit} aria-busy={busy}>
            <FormAlert message={error} />
            {trialUsed && (
              <Button
                type="button"
                variant="secondary"
                className="w-full"
                onClick={() => {
                  setError(null);
                  setTrialUsed(false);
                  select({ plan: 'free' });
                }}
              >
                Sign up on the Free plan instead
              </Button>
            )}
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label="First name" name="firstName" autoComplete="given-name" required />
              <TextField label="Last name" name="lastName" autoComplete="family-name" required />
            </div>
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={searchParams.get('email') ?? undefined}
            />
            <PasswordField
              label="Password"
              name="password"
              autoComplete="new-password"
              hint="Must be at least 8 characters long"
              required
            />
            <PasswordField
              label="Confirm password"
              name="confirmPassword"
              autoComplete="new-password"
              showToggle={false}
              required
            />
            <p className="text-xs text-slate-600">
              By creating an account you agree to our{' '}
              <Link to="/terms" className={linkClasses}>
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to="/privacy" className={linkClasses}>
                Privacy Policy
              </Link>
            </p>
            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              {busy ? 'Creating account...' : isFree ? 'Create Free Account' : 'Start Free Trial'}
            </Button>
          </form>
          <p className="mt-6 text-center text-sm text-slate-600">
            Already have an account?{' '}
            <Link to={keepingNext('/login', searchParams)} className={linkClasses}>
              Sign in
            </Link>
          </p>
        </AuthCard>
      </div>
    </AuthLayout>
  );
}
