// /signup while staff have paused new sign-ups (the signups_enabled flag, ADR 0019): a clear
// notice in place of the form, and the ways on for someone who already has an account. The page
// (signup-page.tsx) sets the tab title.
import { PauseCircle } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { AuthCard, AuthLayout } from './auth-layout';

export const SIGNUPS_PAUSED_TITLE = 'New sign-ups are paused';
const SIGNUPS_PAUSED_TEXT =
  'New sign-ups are paused at the moment. Please check back soon. If you already have an account, you can sign in as usual.';

export function SignupsPaused() {
  return (
    <AuthLayout>
      <AuthCard className="mx-auto mt-6 max-w-lg text-center sm:mt-12">
        <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-amber-50 text-amber-700 ring-1 ring-amber-200">
          <PauseCircle className="h-7 w-7" aria-hidden="true" />
        </div>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {SIGNUPS_PAUSED_TITLE}
        </h1>
        <p role="status" className="mt-3 text-base text-slate-700">
          {SIGNUPS_PAUSED_TEXT}
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <ButtonLink to="/login">Sign in</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Back to home
          </ButtonLink>
        </div>
      </AuthCard>
    </AuthLayout>
  );
}
