// Settings → General → Profile (the names and the email) and Settings → Security → Password
//: each form has its own message, so an error in one never loses what was typed in
// another. The email and the password need the current password. The person's own time zone (from
// sign-up) is only shown: a workspace they create starts in it, and when pins go out is each
// workspace's own time zone, edited in the posting schedule card beside the profile (ADR 0036).
import { KeyRound, UserRound } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import type { User } from '../../../../shared/api/auth';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/password-field';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage } from '../../../lib/api-client';
import { useFormFields } from '../../../lib/use-form-fields';
import { NEW_PASSWORD_HINT, validateNewPassword } from '../../../lib/validate-new-password';
import {
  useAccountProfile,
  useChangeEmail,
  useChangePassword,
  useUpdateNames,
} from '../api/profile-security';
import { CardQuery } from './card-query';

const subheading = 'text-sm font-semibold text-slate-900';

/** A form's fields (see useFormFields) and the form's own problem message. */
function useProfileForm<T extends Record<string, string>>(initial: T) {
  const [problem, setProblem] = useState<string | null>(null);
  return { ...useFormFields(initial), problem, setProblem };
}

/** A form's submit button, which says `busyText` and waits while the form is sent. */
function SubmitButton({
  busy,
  busyText,
  children,
}: {
  busy: boolean;
  busyText: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" variant="secondary" disabled={busy}>
      {busy ? busyText : children}
    </Button>
  );
}

/** The names and the email you sign in with. */
export function ProfileCard() {
  const profile = useAccountProfile();
  return (
    <SectionCard
      headingId="settings-profile"
      icon={UserRound}
      title="Profile"
      description="Your name, and the email you sign in with and get our messages at."
    >
      <CardQuery
        query={profile}
        loading="Loading your profile"
        failed="Your profile could not be loaded. Please reload the page."
      >
        {(user) => (
          <div className="mt-6 divide-y divide-slate-200">
            <NamesForm user={user} />
            <EmailForm user={user} />
          </div>
        )}
      </CardQuery>
    </SectionCard>
  );
}

/** The password, which signs out every other device when it changes. */
export function PasswordCard() {
  return (
    <SectionCard
      headingId="settings-password"
      icon={KeyRound}
      title="Password"
      description="Changing it signs you out on every other device."
    >
      <div className="mt-6">
        <PasswordForm />
      </div>
    </SectionCard>
  );
}

function NamesForm({ user }: { user: User }) {
  const id = useId();
  const save = useUpdateNames();
  const {
    fields: names,
    field,
    problem,
    setProblem,
  } = useProfileForm({ first_name: user.first_name, last_name: user.last_name });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const update = { first_name: names.first_name.trim(), last_name: names.last_name.trim() };
    if (!update.first_name || !update.last_name) {
      setProblem('Please enter your first and last name.');
      return;
    }
    setProblem(null);
    save.mutate(update, {
      onSuccess: () => toast.success('Your name is saved.'),
      onError: (error) => setProblem(errorMessage(error, 'Could not save your name. Please try again.')),
    });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4 pb-6" aria-labelledby={`${id}-heading`} noValidate>
      <h3 id={`${id}-heading`} className={subheading}>
        Name
      </h3>
      <FormAlert message={problem} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" required {...field('first_name')} />
        <TextField label="Last name" autoComplete="family-name" required {...field('last_name')} />
      </div>
      <p className="text-sm text-slate-600">
        Your time zone: <span className="font-medium text-slate-900">{user.time_zone}</span>. A workspace you
        create starts in it; each workspace posts in its own, set under{' '}
        <a
          href="#posting-schedule-heading"
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Posting schedule
        </a>
        .
      </p>
      <SubmitButton busy={save.isPending} busyText="Saving...">
        Save name
      </SubmitButton>
    </form>
  );
}

const NO_EMAIL_CHANGE = { new_email: '', email_current_password: '' };

function EmailForm({ user }: { user: User }) {
  const id = useId();
  const change = useChangeEmail();
  const { fields, setFields, field, problem, setProblem } = useProfileForm(NO_EMAIL_CHANGE);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const email = fields.new_email.trim();
    if (!email || !fields.email_current_password) {
      setProblem('Please enter the new email and your current password.');
      return;
    }
    setProblem(null);
    change.mutate(
      { email, current_password: fields.email_current_password },
      {
        onSuccess: (updated) => {
          setFields(NO_EMAIL_CHANGE);
          toast.success(`You now sign in with ${updated.email}. We told your old address.`);
        },
        onError: (error) => setProblem(errorMessage(error, 'Could not change your email. Please try again.')),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4 pt-6" aria-labelledby={`${id}-heading`} noValidate>
      <div>
        <h3 id={`${id}-heading`} className={subheading}>
          Email
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          You sign in with <span className="font-medium break-all text-slate-900">{user.email}</span>.
        </p>
      </div>
      <FormAlert message={problem} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="New email" type="email" autoComplete="email" required {...field('new_email')} />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          required
          {...field('email_current_password')}
        />
      </div>
      <SubmitButton busy={change.isPending} busyText="Changing...">
        Change email
      </SubmitButton>
    </form>
  );
}

const NO_PASSWORDS = { current_password: '', new_password: '', confirm_new_password: '' };

function PasswordForm() {
  const change = useChangePassword();
  const { fields, setFields, field, problem, setProblem } = useProfileForm(NO_PASSWORDS);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { current_password, new_password, confirm_new_password } = fields;
    const rule =
      !current_password || !new_password || !confirm_new_password
        ? 'Please fill in your current password and the new one twice.'
        : validateNewPassword(new_password, confirm_new_password);
    if (rule) {
      setProblem(rule);
      return;
    }
    setProblem(null);
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          setFields(NO_PASSWORDS);
          toast.success('Password changed. Your other devices are signed out; this one stays signed in.');
        },
        onError: (error) =>
          setProblem(errorMessage(error, 'Could not change your password. Please try again.')),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-labelledby="settings-password" noValidate>
      <FormAlert message={problem} />
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        required
        {...field('current_password')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint={NEW_PASSWORD_HINT}
          required
          {...field('new_password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          showToggle={false}
          required
          {...field('confirm_new_password')}
        />
      </div>
      <SubmitButton busy={change.isPending} busyText="Changing...">
        Change password
      </SubmitButton>
    </form>
  );
}
