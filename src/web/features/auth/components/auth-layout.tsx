import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo';

/** The sign-in pages' frame: the logo on a soft brand gradient, the page's content in <main>. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-linear-to-br from-brand-50 via-white to-rose-100">
      <header className="mx-auto flex max-w-7xl items-center px-4 py-5 sm:px-6 lg:px-8">
        <Logo />
      </header>
      <main className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">{children}</main>
    </div>
  );
}

/** The white card that holds a form. */
export function AuthCard({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`w-full rounded-3xl bg-white p-6 shadow-xl shadow-brand-900/5 ring-1 ring-slate-900/5 sm:p-8 ${className}`}
    >
      {children}
    </div>
  );
}

export const linkClasses = 'font-semibold text-brand-700 hover:text-brand-800 hover:underline';

/** The way back to /login under a password reset form, after `lead` when there is one. */
export function BackToSignIn({ lead }: { lead?: string }) {
  return (
    <p className="mt-6 text-center text-sm text-slate-600">
      {lead && `${lead} `}
      <Link to="/login" className={linkClasses}>
        Back to sign in
      </Link>
    </p>
  );
}
