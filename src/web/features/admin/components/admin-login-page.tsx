import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { Logo } from '../../../components/ui/logo';
import { PasswordField } from '../../../components/ui/password-field';
import { saveAdminSession, takeAdminRedirectPath } from '../../../lib/admin-session-storage';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminLogin } from '../api/admin-login';

export default function AdminLoginPage() {
  useDocumentTitle('Admin Portal');
  const navigate = useNavigate();
  const loginCall = useAdminLogin();
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
        onSuccess: (session) => {
          saveAdminSession(session);
          navigate(takeAdminRedirectPath(), { replace: true });
        },
        onError: (failure) => setError(errorMessage(failure, 'Login failed')),
      },
    );
  }

  const busy = loginCall.isPending;
  return (
    <div className="flex min-h-screen flex-col bg-linear-to-br from-slate-100 via-white to-brand-50">
      <header className="mx-auto flex w-full max-w-7xl items-center justify-between px-4 py-5 sm:px-6 lg:px-8">
        <Logo />
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-700 hover:text-slate-900"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to main site
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:pt-12">
        <div className="w-full max-w-md rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-900/5 sm:p-8">
          <div className="flex h-12 w-12 items-center justify-center rounded-2xl bg-slate-900 text-white">
            <ShieldCheck className="h-6 w-6" aria-hidden="true" />
          </div>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">Admin Portal</h1>
          <p className="mt-2 text-sm text-slate-600">
            For Pinloom staff. Sign in with your administrator account.
          </p>

          <form className="mt-6 space-y-5" onSubmit={onSubmit} aria-busy={busy}>
            <FormAlert message={error} />
            <TextField label="Admin email" name="email" type="email" autoComplete="username" required />
            <PasswordField label="Password" name="password" autoComplete="current-password" required />
            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              {busy ? 'Signing in...' : 'Sign in to Admin Portal'}
            </Button>
          </form>
        </div>
      </main>
    </div>
  );
}
