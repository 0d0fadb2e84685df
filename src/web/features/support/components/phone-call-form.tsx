// "Request a phone call" (Enterprise, ADR 0033): number, preferred time and reason, checked with the
// server's own contract before sending; a refusal is shown above the form and nothing typed is lost.
import { PhoneCall } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { PHONE_REASON_MAX_LENGTH, phoneCallBody } from '../../../../shared/api/phone-calls';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { readableErrorMessage } from '../../../lib/readable-error';
import { useRequestPhoneCall } from '../api/request-phone-call';

const SEND_ERROR = 'Could not send your request. Please try again.';

/** A datetime-local value (the browser's zone) as an ISO instant; '' stays '' for the contract to name. */
function toInstant(local: string): string {
  const time = new Date(local);
  return local && !Number.isNaN(time.getTime()) ? time.toISOString() : local;
}

export function PhoneCallForm() {
  const request = useRequestPhoneCall();
  const [phone, setPhone] = useState('');
  const [preferred, setPreferred] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = phoneCallBody.safeParse({ phone, preferred_at: toInstant(preferred), reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? SEND_ERROR);
      return;
    }
    setError(null);
    request.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Call requested. We call you at the time you chose.');
        setPhone('');
        setPreferred('');
        setReason('');
      },
      onError: (failure) => setError(readableErrorMessage(failure, SEND_ERROR)),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4" aria-label="Request a phone call">
      <FormAlert message={error} />
      <TextField
        label="Phone number"
        name="phone"
        type="tel"
        autoComplete="tel"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        placeholder="+1 415 555 0100"
        required
      />
      <TextField
        label="Preferred time"
        name="preferred_at"
        type="datetime-local"
        value={preferred}
        onChange={(event) => setPreferred(event.target.value)}
        hint="In your own time zone."
        required
      />
      <TextAreaField
        label="Reason"
        name="reason"
        rows={3}
        value={reason}
        maxLength={PHONE_REASON_MAX_LENGTH}
        onChange={(event) => setReason(event.target.value)}
        required
      />
      <Button type="submit" disabled={request.isPending} className="w-full sm:w-auto">
        <PhoneCall className="h-4 w-4" aria-hidden="true" />
        {request.isPending ? 'Sending...' : 'Request a call'}
      </Button>
    </form>
  );
}
