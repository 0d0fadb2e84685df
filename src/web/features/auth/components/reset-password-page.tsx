// /reset-password?token=…: the link from the reset email. The link is checked on
// load; a good one asks for a new password under the signup page's rules and, once it is set,
// signs in as /login does (the signup page's rules: lib/validate-new-password.ts). A link that is expired, used or not valid says which and offers a new
// one. The token stays in the address only; it is sent in request bodies, never logged.
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { RESET_TOKEN_ERRORS, type ResetTokenError } from '../../../../shared/api/account';
import { Button, ButtonLink } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { LinkProblem } from '../../../components/ui/link-problem';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { PasswordField } from '../../../components/ui/password-field';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NEW_PASSWORD_HINT, validateNewPassword } from '../../../lib/validate-new-password';
import { resetLinkProblem, useResetLinkCheck, useResetPassword } from '../api/reset-password';
import { AuthCard, AuthLayout, BackToSignIn } from './auth-layout';

const NEW_PASSWORD_REQUIRED_MESSAGE = 'Please enter the new password twice.';
const CHECK_FAILED_MESSAGE = 'Could not check this reset link. Please reload the page to try again.';

export default function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const check = useResetLinkCheck(token);
  const [unusable, setUnusable] = useState<ResetTokenError | null>(null);
  const linkProblem: ResetTokenError | null =
    token === '' ? 'reset_link_invalid' : (unusable ?? resetLinkProblem(check.error));

  return (
    <AuthLayout>
      <div className="pt-4 lg:pt-10">
        <AuthCard className="mx-auto max-w-md">
          <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            Choose a new password
          </h1>
          {linkProblem ? (
            <UnusableLink problem={linkProblem} />
          ) : check.isPending ? (
            <LoadingBlock label="Checking your reset link" />
          ) : check.isError ? (
            <div className="mt-6">
              <FormAlert message={CHECK_FAILED_MESSAGE} />
            </div>
          ) : (
            <NewPasswordForm token={token} email={check.data.email} onUnusable={setUnusable} />
          )}
          <BackToSignIn />
        </AuthCard>
      </div>
    </AuthLayout>
  );
}

function UnusableLink({ problem }: { problem: ResetTokenError }) {
  return (
    <div className="mt-6 space-y-5">
      <LinkProblem message={RESET_TOKEN_ERRORS[problem]} />
      <ButtonLink to="/forgot-password" size="lg" className="w-full">
        Send a new link
      </ButtonLink>
    </div>
  );
}

function NewPasswordForm({
  token,
  email,
  onUnusable,
}: {
  token: string;
  email: string;
  onUnusable: (problem: ResetTokenError) => void;
}) {
  const navigate = useNavigate();
  const session = useSession();
  const reset = useResetPassword();
  const [problem, setProblem] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const confirmPassword = String(form.get('confirmPassword') ?? '');
    const rule =
      !password || !confirmPassword
        ? NEW_PASSWORD_REQUIRED_MESSAGE
        : validateNewPassword(password, confirmPassword);
    if (rule) {
      setProblem(rule);
      return;
    }
    setProblem(null);
    reset.mutate(
      { token, password },
      {
        onSuccess: ({ token: sessionToken, user }) => {
          session.login(sessionToken, user);
          navigate('/dashboard', { replace: true });
        },
        onError: (error) => {
          const unusable = resetLinkProblem(error);
          if (unusable) onUnusable(unusable);
          else setProblem(errorMessage(error, 'Could not set the new password. Please try again.'));
        },
      },
    );
  }

  return (
    <form className="mt-6 space-y-5" onSubmit={onSubmit} aria-busy={reset.isPending}>
      <p className="text-sm text-slate-600">
        For the account <span className="font-semibold text-slate-900">{email}</span>. Every device signed in
        to it is signed out.
      </p>
      <FormAlert message={problem} />
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        required
      />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        showToggle={false}
        required
      />
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
