import { Info, Mail } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard, AuthLayout, linkClasses } from './auth-layout';

const SUPPORT_EMAIL = 'support@pinloom.app';

/** A message to support, with the account's email filled in when the visitor typed it. */
function supportMailto(email: string): string {
  const subject = 'Password reset';
  const body = email.trim()
    ? `Please help me reset the password of my Pinloom account: ${email.trim()}`
    : 'Please help me reset the password of my Pinloom account.';
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

// Pinloom has no mail service yet, so this page says so plainly instead of pretending to
// send a reset link.
export default function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const [email, setEmail] = useState('');

  return (
    <AuthLayout>
      <div className="pt-4 lg:pt-10">
        <AuthCard className="mx-auto max-w-md">
          <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">Reset your password</h1>

          <div className="mt-5 flex gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
            <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-semibold">Password reset by email is coming soon.</p>
              <p className="mt-1">
                Until then, contact{' '}
                <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold underline">
                  {SUPPORT_EMAIL}
                </a>{' '}
                from the address you signed up with, and we will help you back into your account.
              </p>
            </div>
          </div>

          <div className="mt-6 space-y-5">
            <TextField
              label="Your account email"
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              hint="We add it to the message so support can find your account."
            />
            <a href={supportMailto(email)} className={buttonClasses('primary', 'lg', 'w-full')}>
              <Mail className="h-4 w-4" aria-hidden="true" />
              Email support
            </a>
          </div>

          <p className="mt-6 text-center text-sm text-slate-600">
            Remembered it?{' '}
            <Link to="/login" className={linkClasses}>
              Back to sign in
            </Link>
          </p>
        </AuthCard>
      </div>
    </AuthLayout>
  );
}
