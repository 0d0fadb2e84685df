// Reschedule: the app's own dialog in place of docs/product.md's prompt. A date-time field holds the
// pin's time in the user's time zone (the timeline's, not the browser's); an empty field cancels
// (docs/product.md §5); a time that is not real or has passed is refused before anything is sent; the
// server's refusals (the day is full, …) are said in words inside the dialog, which stays open.
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { PAST_TIME_MESSAGE, type TimelinePin } from '../../../../shared/api/schedule';
import { TextField } from '../../../components/ui/form-field';
import { toZonedInput, zonedInputToIso } from '../../../lib/zoned-time';
import { PinFieldDialog, type PinFieldSubmit } from './pin-field-dialog';

/** The field's value is not a date and time (a browser without a date-time picker shows text). */
const NOT_A_TIME_MESSAGE = 'Enter a date and time, like 2026-12-01T09:30.';

export function RescheduleDialog({
  pin,
  timeZone,
  onClose,
  onReschedule,
}: {
  /** The pin being rescheduled; null when the dialog is closed. */
  pin: TimelinePin | null;
  timeZone: string;
  onClose: () => void;
  /** Sends the new time; rejects with the server's refusal, said in words by `describeError`. */
  onReschedule: (pin: TimelinePin, scheduledTime: string) => Promise<void>;
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
  pin: TimelinePin;
  timeZone: string;
  onClose: () => void;
  onReschedule: (pin: TimelinePin, scheduledTime: string) => Promise<void>;
}) {
  const [value, setValue] = useState(() => toZonedInput(pin.scheduled_time, timeZone));
  const zoneName = timeZone.replaceAll('_', ' ');

  function submit(): PinFieldSubmit {
    if (value.trim() === '') return 'close';
    const iso = zonedInputToIso(value, timeZone);
    if (!iso) return { problem: NOT_A_TIME_MESSAGE };
    // The server decides with its own clock; this only spares a call that cannot succeed.
    if (Date.parse(iso) <= Date.now()) return { problem: PAST_TIME_MESSAGE };
    return { send: () => onReschedule(pin, iso) };
  }

  return (
    <PinFieldDialog
      pin={pin}
      title="Reschedule pin"
      icon={<CalendarClock className="h-5 w-5" aria-hidden="true" />}
      submitLabel="Reschedule"
      savingLabel="Rescheduling…"
      onClose={onClose}
      submit={submit}
    >
      {({ saving, clearProblem }) => (
        <TextField
          label="New date and time"
          type="datetime-local"
          step={60}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            clearProblem();
          }}
          autoFocus
          disabled={saving}
          hint={`Times are in ${zoneName}. Leave the field empty to keep the pin where it is.`}
        />
      )}
    </PinFieldDialog>
  );
}
