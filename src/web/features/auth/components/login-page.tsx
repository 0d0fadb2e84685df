import { Link, useNavigate } from 'react-router';
import { SignInForm } from '../../../components/ui/sign-in-form';
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

  return (
    <AuthLayout>
      <div className="grid items-center gap-12 pt-4 lg:grid-cols-2 lg:pt-10">
        <PinCollage />
        <AuthCard className="mx-auto max-w-md">
          <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">Welcome back</h1>
          <p className="mt-2 text-sm text-slate-600">Sign in to keep your pins flowing.</p>

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
            onSignIn={(credentials, onFailure) =>
              loginCall.mutate(credentials, {
                onSuccess: ({ token, user }) => {
                  session.login(token, user);
                  navigate('/dashboard', { replace: true });
                },
                onError: onFailure,
              })
            }
          />

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
