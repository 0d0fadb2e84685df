// "New ticket": subject, category and message, checked with the server's own contract before
// sending. A refusal is shown above the form and nothing typed is lost; a sent ticket opens.
import { Send } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  createTicketBody,
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABELS,
  TICKET_MESSAGE_MAX_LENGTH,
  TICKET_SUBJECT_MAX_LENGTH,
} from '../../../../shared/api/support';
import { TextField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useOpenTicket } from '../api/open-ticket';
import { useFieldValues } from '../hooks/use-field-values';
import { SupportForm } from './support-form';

const TICKET_SEND_ERROR = 'Could not send your ticket. Please try again.';

const EMPTY = { subject: '', category: '', message: '' };

export function NewTicketForm() {
  const navigate = useNavigate();
  const openTicket = useOpenTicket();
  const { values, bind } = useFieldValues(EMPTY);

  return (
    <SupportForm
      label="New ticket"
      className="mt-5"
      contract={createTicketBody}
      body={() => ({ ...values, category: values.category || undefined })}
      send={openTicket}
      onSent={(ticket) => {
        toast.success(`Ticket ${ticket.reference} sent. We answer here and by email.`);
        navigate(`/support/${encodeURIComponent(ticket.id)}`);
      }}
      failureMessage={TICKET_SEND_ERROR}
      submitIcon={Send}
      submitLabel="Send to support"
    >
      <TextField
        label="Subject"
        maxLength={TICKET_SUBJECT_MAX_LENGTH}
        placeholder="What is it about?"
        required
        {...bind('subject')}
      />
      <SelectField label="Category" required {...bind('category')}>
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
        rows={6}
        maxLength={TICKET_MESSAGE_MAX_LENGTH}
        hint="Tell us what you did and what you expected. Board and pin names help us find them."
        required
        {...bind('message')}
      />
    </SupportForm>
  );
}
