// The email and password form of /login and /admin/login (docs/product.md §2, §4, §8): both fields
// required, 'Signing in...' while the call runs, and a failure shown above the form.
import { type FormEvent, type ReactNode, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { Button } from './button';
import { FormAlert } from './form-alert';
import { TextField } from './form-field';
import { PasswordField } from './password-field';

export interface Credentials {
  email: string;
  password: string;
}

export function SignInForm({
  emailLabel,
  emailAutoComplete,
  afterPassword,
  submitLabel,
  busy,
  onSignIn,
}: {
  emailLabel: string;
  emailAutoComplete: 'email' | 'username';
  /** Under the password field, e.g. the forgot-password link. */
  afterPassword?: ReactNode;
  submitLabel: string;
  /** The sign-in call is under way. */
  busy: boolean;
  /** Makes the call; the page handles success, and calls `onFailure` with the error otherwise. */
  onSignIn: (credentials: Credentials, onFailure: (error: unknown) => void) => void;
}) {
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
    onSignIn({ email, password }, (failure) => setError(errorMessage(failure, 'Login failed')));
  }

  const passwordField = (
    <PasswordField label="Password" name="password" autoComplete="current-password" required />
  );
  return (
    <form className="mt-6 space-y-5" onSubmit={onSubmit} aria-busy={busy}>
      <FormAlert message={error} />
      <TextField label={emailLabel} name="email" type="email" autoComplete={emailAutoComplete} required />
      {afterPassword ? (
        <div>
          {passwordField}
          {afterPassword}
        </div>
      ) : (
        passwordField
      )}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Signing in...' : submitLabel}
      </Button>
    </form>
  );
}
