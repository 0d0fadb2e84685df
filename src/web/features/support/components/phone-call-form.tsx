// "Request a phone call" (Enterprise, ADR 0033): number, preferred time and reason, checked with the
// server's own contract before sending; a refusal is shown above the form and nothing typed is lost.
import { PhoneCall } from 'lucide-react';
import { toast } from 'sonner';
import { PHONE_REASON_MAX_LENGTH, phoneCallBody } from '../../../../shared/api/phone-calls';
import { TextField } from '../../../components/ui/form-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useRequestPhoneCall } from '../api/request-phone-call';
import { useFieldValues } from '../hooks/use-field-values';
import { SupportForm } from './support-form';

const SEND_ERROR = 'Could not send your request. Please try again.';

/** A datetime-local value (the browser's zone) as an ISO instant; '' stays '' for the contract to name. */
function toInstant(local: string): string {
  const time = new Date(local);
  return local && !Number.isNaN(time.getTime()) ? time.toISOString() : local;
}

const EMPTY = { phone: '', preferred_at: '', reason: '' };

export function PhoneCallForm() {
  const request = useRequestPhoneCall();
  const { values, bind, clear } = useFieldValues(EMPTY);

  return (
    <SupportForm
      label="Request a phone call"
      className="mt-4"
      contract={phoneCallBody}
      body={() => ({ ...values, preferred_at: toInstant(values.preferred_at) })}
      send={request}
      onSent={() => {
        toast.success('Call requested. We call you at the time you chose.');
        clear();
      }}
      failureMessage={SEND_ERROR}
      submitIcon={PhoneCall}
      submitLabel="Request a call"
    >
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        placeholder="+1 415 555 0100"
        required
        {...bind('phone')}
      />
      <TextField
        label="Preferred time"
        type="datetime-local"
        hint="In your own time zone."
        required
        {...bind('preferred_at')}
      />
      <TextAreaField
        label="Reason"
        rows={3}
        maxLength={PHONE_REASON_MAX_LENGTH}
        required
        {...bind('reason')}
      />
    </SupportForm>
  );
}
