// "New ticket": subject, category and message, checked with the server's own contract before
// sending. A refusal is shown above the form and nothing typed is lost; a sent ticket opens.
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  createTicketBody,
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABELS,
  TICKET_MESSAGE_MAX_LENGTH,
  TICKET_SUBJECT_MAX_LENGTH,
  type TicketCategory,
} from '../../../../shared/api/support';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { readableErrorMessage } from '../../../lib/readable-error';
import { useOpenTicket } from '../api/open-ticket';

const TICKET_SEND_ERROR = 'Could not send your ticket. Please try again.';

export function NewTicketForm() {
  const navigate = useNavigate();
  const openTicket = useOpenTicket();
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState<TicketCategory | ''>('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createTicketBody.safeParse({ subject, category: category || undefined, message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? TICKET_SEND_ERROR);
      return;
    }
    setError(null);
    openTicket.mutate(parsed.data, {
      onSuccess: (ticket) => {
        toast.success(`Ticket ${ticket.reference} sent. We answer here and by email.`);
        navigate(`/support/${encodeURIComponent(ticket.id)}`);
      },
      onError: (failure) => setError(readableErrorMessage(failure, TICKET_SEND_ERROR)),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-4" aria-label="New ticket">
      <FormAlert message={error} />
      <TextField
        label="Subject"
        name="subject"
        value={subject}
        maxLength={TICKET_SUBJECT_MAX_LENGTH}
        onChange={(event) => setSubject(event.target.value)}
        placeholder="What is it about?"
        required
      />
      <SelectField
        label="Category"
        name="category"
        value={category}
        onChange={(event) => setCategory(event.target.value as TicketCategory)}
        required
      >
        <option value="" disabled>
          Choose a category
        </option>
        {TICKET_CATEGORIES.map((value) => (
          <option key={value} value={value}>
            {TICKET_CATEGORY_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Message"
        name="message"
        rows={6}
        value={message}
        maxLength={TICKET_MESSAGE_MAX_LENGTH}
        onChange={(event) => setMessage(event.target.value)}
        hint="Tell us what you did and what you expected. Board and pin names help us find them."
        required
      />
      <Button type="submit" disabled={openTicket.isPending} className="w-full sm:w-auto">
        <Send className="h-4 w-4" aria-hidden="true" />
        {openTicket.isPending ? 'Sending...' : 'Send to support'}
      </Button>
    </form>
  );
}
