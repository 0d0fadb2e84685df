// /forgot-password (docs/product.md §2): asks for the account's email and sends a reset link.
// The answer is the same whether or not the address has an account, so the page says what the
// server says and never more. `?email=` fills the field in (the reset page's "Send a new link").
import { MailCheck } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard, AuthLayout, BackToSignIn, linkClasses } from './auth-layout';

const EMAIL_REQUIRED_MESSAGE = 'Please enter your email address.';

export default function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const [searchParams] = useSearchParams();
  const queryEmail = searchParams.get('email') ?? '';
  const [email, setEmail] = useState(queryEmail);
  // The prerendered page hydrates without the query (app/public-app.tsx): its email comes a moment later.
  useEffect(() => {
    if (queryEmail) setEmail((typed) => typed || queryEmail);
  }, [queryEmail]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const request = useForgotPassword();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) {
      setProblem(EMAIL_REQUIRED_MESSAGE);
      return;
    }
    setProblem(null);
    request.mutate(email.trim(), {
      onSuccess: ({ message }) => setSent(message),
      onError: (error) => setProblem(errorMessage(error, 'Could not send the link. Please try again.')),
    });
  }

  return (
    <AuthLayout>
      <div className="pt-4 lg:pt-10">
        <AuthCard className="mx-auto max-w-md">
          <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">Reset your password</h1>
          {sent ? (
            <div
              role="status"
              className="mt-6 flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3"
            >
              <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
              <div className="text-sm text-emerald-900">
                <p className="font-semibold">Check your inbox</p>
                <p className="mt-1">{sent}</p>
                <p className="mt-2">
                  Nothing after a few minutes? Look in your spam folder, or{' '}
                  <button type="button" className={linkClasses} onClick={() => setSent(null)}>
                    try another address
                  </button>
                  .
                </p>
              </div>
            </div>
          ) : (
            <>
              <p className="mt-2 text-sm text-slate-600">
                Enter the email you signed up with and we will send you a link to choose a new password.
              </p>
              <form className="mt-6 space-y-5" onSubmit={onSubmit} aria-busy={request.isPending} noValidate>
                <FormAlert message={problem} />
                <TextField
                  label="Email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
                <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
                  {request.isPending ? 'Sending...' : 'Send reset link'}
                </Button>
              </form>
            </>
          )}

          <BackToSignIn lead="Remembered it?" />
        </AuthCard>
      </div>
    </AuthLayout>
  );
}
