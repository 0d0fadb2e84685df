// The frame of the support page's forms (a new ticket, a phone call): what is typed is checked with
// the server's own contract before it is sent, and the contract's complaint or the server's refusal
// is shown above the fields, nothing typed lost.
import type { UseMutationResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { readableErrorMessage } from '../../../lib/readable-error';

interface SupportFormProps<Body, Sent> {
  /** The form's accessible name. */
  label: string;
  /** Its margin in the card. */
  className: string;
  /** The server's contract for the body. */
  contract: z.ZodType<Body>;
  /** What is typed, as the body to check (read when the form is sent). */
  body: () => unknown;
  /** Sends the checked body; its pending state disables the button. */
  send: Pick<UseMutationResult<Sent, Error, Body>, 'mutate' | 'isPending'>;
  onSent: (sent: Sent) => void;
  /** Shown when it cannot be sent and neither the contract nor the server says better. */
  failureMessage: string;
  submitIcon: LucideIcon;
  submitLabel: string;
  /** The fields. */
  children: ReactNode;
}

export function SupportForm<Body, Sent>({
  label,
  className,
  contract,
  body,
  send,
  onSent,
  failureMessage,
  submitIcon: SubmitIcon,
  submitLabel,
  children,
}: SupportFormProps<Body, Sent>) {
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = contract.safeParse(body());
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? failureMessage);
      return;
    }
    setError(null);
    send.mutate(parsed.data, {
      onSuccess: onSent,
      onError: (failure) => setError(readableErrorMessage(failure, failureMessage)),
    });
  }

  return (
    <form noValidate onSubmit={submit} className={`${className} space-y-4`} aria-label={label}>
      <FormAlert message={error} />
      {children}
      <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
        <SubmitIcon className="h-4 w-4" aria-hidden="true" />
        {send.isPending ? 'Sending...' : submitLabel}
      </Button>
    </form>
  );
}
