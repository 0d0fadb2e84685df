// /login (docs/product.md §2). A session the server ended for a suspended account leaves its message
// (lib/sign-in-notice.ts), shown above the form until the next sign-in attempt.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { SignInForm } from '../../../components/ui/sign-in-form';
import { keepingNext, pathAfterSignIn } from '../../../lib/path-after-sign-in';
import { useSession } from '../../../lib/session-context';
import { takeSignInNotice } from '../../../lib/sign-in-notice';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLogin } from '../api/login';
import { AuthCard, AuthLayout, linkClasses } from './auth-layout';
import { PinCollage } from './pin-collage';

export default function LoginPage() {
  useDocumentTitle('Sign in');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const loginCall = useLogin();
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    // Taken once; a second run (React's strict mode) finds nothing and keeps what was shown.
    const message = takeSignInNotice();
    if (message) setNotice(message);
  }, []);

  return (
    <AuthLayout>
      <div className="grid items-start gap-12 pt-4 lg:grid-cols-2 lg:pt-10">
        <PinCollage />
        <AuthCard className="mx-auto max-w-md">
          <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">Welcome back</h1>
          <p className="mt-2 text-sm text-slate-600">Sign in to keep your pins flowing.</p>
          {notice ? (
            <div className="mt-6">
              <FormAlert message={notice} />
            </div>
          ) : null}

          <SignInForm
            emailLabel="Email"
            emailAutoComplete="email"
            afterPassword={
              <div className="mt-2 text-right">
                <Link to="/forgot-password" className={`text-sm ${linkClasses}`}>
                  Forgot your password?
                </Link>
              </div>
            }
            submitLabel="Sign In"
            busy={loginCall.isPending}
            onSignIn={(credentials, onFailure) => {
              setNotice(null);
              loginCall.mutate(credentials, {
                onSuccess: ({ token, user }) => {
                  session.login(token, user);
                  navigate(pathAfterSignIn(searchParams), { replace: true });
                },
                onError: onFailure,
              });
            }}
          />

          <p className="mt-6 text-center text-sm text-slate-600">
            Don&apos;t have an account?{' '}
            <Link to={keepingNext('/signup', searchParams)} className={linkClasses}>
              Sign up
            </Link>
          </p>
        </AuthCard>
      </div>
    </AuthLayout>
  );
}
