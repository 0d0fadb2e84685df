import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/password-field';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLogin } from '../api/login';
import { AuthCard, AuthLayout, linkClasses } from './auth-layout';
import { PinCollage } from './pin-collage';

export default function LoginPage() {
  useDocumentTitle('Sign in');
  const navigate = useNavigate();
  const session = useSession();
  const loginCall = useLogin();
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!email || !password) {
      setError('Please enter your email and password.');
      return;
    }
    setError(null);
    loginCall.mutate(
      { email, password },
      {
        onSuccess: ({ token, user }) => {
          session.login(token, user);
          navigate('/dashboard', { replace: true });
        },
        onError: (failure) => setError(errorMessage(failure, 'Login failed')),
      },
    );
  }

  const busy = loginCall.isPending;
  return (
    <AuthLayout>
      <div className="grid items-center gap-12 pt-4 lg:grid-cols-2 lg:pt-10">
        <PinCollage />
        <AuthCard className="mx-auto max-w-md">
          <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">Welcome back</h1>
          <p className="mt-2 text-sm text-slate-600">Sign in to keep your pins flowing.</p>

          <form className="mt-6 space-y-5" onSubmit={onSubmit} aria-busy={busy}>
            <FormAlert message={error} />
            <TextField label="Email" name="email" type="email" autoComplete="email" required />
            <div>
              <PasswordField label="Password" name="password" autoComplete="current-password" required />
              <div className="mt-2 text-right">
                <Link to="/forgot-password" className={`text-sm ${linkClasses}`}>
                  Forgot your password?
                </Link>
              </div>
            </div>
            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              {busy ? 'Signing in...' : 'Sign In'}
            </Button>
          </form>

          <p className="mt-6 text-center text-sm text-slate-600">
            Don&apos;t have an account?{' '}
            <Link to="/signup" className={linkClasses}>
              Sign up
            </Link>
          </p>
        </AuthCard>
      </div>
    </AuthLayout>
  );
}
