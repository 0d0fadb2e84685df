// Reschedule: the app's own dialog in place of SPEC.md's prompt. A date-time field holds the
// pin's time in the user's time zone (the timeline's, not the browser's); an empty field cancels
// (SPEC.md §5); a time that is not real or has passed is refused before anything is sent; the
// server's refusals (the day is full, …) are said in words inside the dialog, which stays open.
import { CalendarClock, Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type Pin, stripQuotes } from '../../../../shared/api/pins';
import { PAST_TIME_MESSAGE } from '../../../../shared/api/schedule';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { localInputToIso, toLocalInput } from '../utils/pin-time';

/** The field's value is not a date and time (a browser without a date-time picker shows text). */
const NOT_A_TIME_MESSAGE = 'Enter a date and time, like 2026-12-01T09:30.';

export function RescheduleDialog({
  pin,
  timeZone,
  onClose,
  onReschedule,
}: {
  /** The pin being rescheduled; null when the dialog is closed. */
  pin: Pin | null;
  timeZone: string;
  onClose: () => void;
  /** Sends the new time; rejects with the server's refusal, said in words by `describeError`. */
  onReschedule: (pin: Pin, scheduledTime: string) => Promise<void>;
}) {
  if (!pin) return null;
  // Keyed by pin: a new opening starts from that pin's time, with no old message.
  return (
    <RescheduleForm
      key={pin.id}
      pin={pin}
      timeZone={timeZone}
      onClose={onClose}
      onReschedule={onReschedule}
    />
  );
}

function RescheduleForm({
  pin,
  timeZone,
  onClose,
  onReschedule,
}: {
  pin: Pin;
  timeZone: string;
  onClose: () => void;
  onReschedule: (pin: Pin, scheduledTime: string) => Promise<void>;
}) {
  const [value, setValue] = useState(() => toLocalInput(pin.scheduled_time, timeZone));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const zoneName = timeZone.replaceAll('_', ' ');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (value.trim() === '') {
      onClose();
      return;
    }
    const iso = localInputToIso(value, timeZone);
    if (!iso) {
      setProblem(NOT_A_TIME_MESSAGE);
      return;
    }
    // The server decides with its own clock; this only spares a call that cannot succeed.
    if (Date.parse(iso) <= Date.now()) {
      setProblem(PAST_TIME_MESSAGE);
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      await onReschedule(pin, iso);
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!saving}
      title="Reschedule pin"
      description={stripQuotes(pin.title)}
      icon={<CalendarClock className="h-5 w-5" aria-hidden="true" />}
      size="sm"
    >
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4 px-5 py-4 sm:px-6"
      >
        <FormAlert message={problem} />
        <TextField
          label="New date and time"
          type="datetime-local"
          step={60}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
          autoFocus
          disabled={saving}
          hint={`Times are in ${zoneName}. Leave the field empty to keep the pin where it is.`}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {saving ? 'Rescheduling…' : 'Reschedule'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
