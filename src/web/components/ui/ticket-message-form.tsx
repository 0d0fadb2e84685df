// The box under a support ticket's thread for the next message: the customer's reply in the app,
// staff's answer in the console. Checked against the API's own rule before it is sent.
import type { UseMutationResult } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { TICKET_MESSAGE_MAX_LENGTH, ticketReplyBody } from '../../../shared/api/support';
import { readableErrorMessage } from '../../lib/readable-error';
import { Button } from './button';
import { FormAlert } from './form-alert';
import { TextAreaField } from './text-area-field';

interface TicketMessageFormProps {
  /** The form's accessible name. */
  formLabel: string;
  /** The text area's label. */
  label: string;
  submitLabel: string;
  hint?: string;
  rows: number;
  /** Shown when the message cannot be sent and the server gives no better reason. */
  failureMessage: string;
  /** Sends the message; its pending state disables the button. */
  send: Pick<UseMutationResult<unknown, Error, string>, 'mutate' | 'isPending'>;
  /** After the message is sent (the box is emptied first). */
  onSent?: () => void;
  /** The card around the form, as the page's other cards look. */
  className: string;
}

export function TicketMessageForm({
  formLabel,
  label,
  submitLabel,
  hint,
  rows,
  failureMessage,
  send,
  onSent,
  className,
}: TicketMessageFormProps) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ticketReplyBody.safeParse({ message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? failureMessage);
      return;
    }
    setError(null);
    send.mutate(parsed.data.message, {
      onSuccess: () => {
        setMessage('');
        onSent?.();
      },
      onError: (failure) => setError(readableErrorMessage(failure, failureMessage)),
    });
  }

  return (
    <form noValidate onSubmit={submit} aria-label={formLabel} className={`space-y-4 ${className}`}>
      <FormAlert message={error} />
      <TextAreaField
        label={label}
        name="message"
        rows={rows}
        value={message}
        maxLength={TICKET_MESSAGE_MAX_LENGTH}
        onChange={(event) => setMessage(event.target.value)}
        hint={hint}
      />
      <Button type="submit" disabled={send.isPending}>
        <Send className="h-4 w-4" aria-hidden="true" />
        {send.isPending ? 'Sending...' : submitLabel}
      </Button>
    </form>
  );
}
