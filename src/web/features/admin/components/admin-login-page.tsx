import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { SignInForm } from '../../../components/ui/sign-in-form';
import { saveAdminSession, takeAdminRedirectPath } from '../../../lib/admin-session-storage';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminLogin } from '../api/admin-login';

export default function AdminLoginPage() {
  useDocumentTitle('Admin Portal');
  const navigate = useNavigate();
  const loginCall = useAdminLogin();

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

          <SignInForm
            emailLabel="Admin email"
            emailAutoComplete="username"
            submitLabel="Sign in to Admin Portal"
            busy={loginCall.isPending}
            onSignIn={(credentials, onFailure) =>
              loginCall.mutate(credentials, {
                onSuccess: (session) => {
                  saveAdminSession(session);
                  navigate(takeAdminRedirectPath(), { replace: true });
                },
                onError: onFailure,
              })
            }
          />
        </div>
      </main>
    </div>
  );
}
