// The contact page's form: name, email and message become a support ticket (POST /api/contact).
// `website` is a honeypot: hidden from people and screen readers, filled only by bots. A refusal
// is shown above the form with everything typed kept; once sent, the server's confirmation replaces it.
import { CircleCheck, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { TICKET_MESSAGE_MAX_LENGTH } from '../../../../shared/api/support';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { readableErrorMessage } from '../../../lib/readable-error';
import { useFormFields } from '../../../lib/use-form-fields';
import { useSendContactMessage } from '../api/send-contact-message';
import { validateContact } from '../utils/validate-contact';

const CONTACT_SEND_ERROR = 'Could not send your message. Please try again.';

const EMPTY = { name: '', email: '', message: '', website: '' };

export function ContactForm() {
  const send = useSendContactMessage();
  const { fields, setFields, field } = useFormFields(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateContact(fields);
    if ('problem' in checked) {
      setError(checked.problem);
      return;
    }
    setError(null);
    send.mutate(checked.body, {
      onSuccess: ({ message }) => {
        setSent(message);
        setFields(EMPTY);
      },
      onError: (failure) => setError(readableErrorMessage(failure, CONTACT_SEND_ERROR)),
    });
  }

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 px-2 py-8 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
          <CircleCheck className="h-7 w-7" aria-hidden="true" />
        </span>
        <p className="text-lg font-semibold text-ink-900">Message sent</p>
        <p className="max-w-md text-slate-600">{sent}</p>
        <Button variant="secondary" onClick={() => setSent(null)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Contact support" className="space-y-4">
      <FormAlert message={error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Your name" autoComplete="name" {...field('name')} required />
        <TextField label="Your email" type="email" autoComplete="email" {...field('email')} required />
      </div>
      <TextAreaField
        label="Message"
        rows={6}
        maxLength={TICKET_MESSAGE_MAX_LENGTH}
        {...field('message')}
        hint="If you have an account, use its email so we can find it."
        required
      />
      {/* The honeypot: off screen and out of the accessibility tree; people never fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website (leave empty)
          <input tabIndex={-1} autoComplete="off" {...field('website')} />
        </label>
      </div>
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
        <Send className="h-4 w-4" aria-hidden="true" />
        {send.isPending ? 'Sending...' : 'Send message'}
      </Button>
    </form>
  );
}
