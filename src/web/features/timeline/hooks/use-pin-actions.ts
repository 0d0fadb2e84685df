// What the timeline's pin buttons and drops do: the confirm and prompt boxes, the calls, and
// the alerts of SPEC.md §8 when a call fails.
import { toast } from 'sonner';
import { type Pin, stripQuotes } from '../../../../shared/api/pins';
import { errorMessage } from '../../../lib/api-client';
import { useDeletePin } from '../api/delete-pin';
import { useMarkPinPosted } from '../api/mark-pin-posted';
import { useMovePin } from '../api/move-pin';
import { useReschedulePin } from '../api/reschedule-pin';
import { useRetryPin } from '../api/retry-pin';
import type { PinActions } from '../components/pin-card';
import { localInputToIso, toLocalInput } from '../utils/pin-time';

export const DELETE_PIN_CONFIRMATION = 'Are you sure you want to delete this pin?';
export const DELETE_PIN_ERROR = 'Error deleting pin. Please try again.';
export const UPDATE_PIN_ERROR = 'Error updating pin. Please try again.';
export const MARK_POSTED_ERROR = 'Error marking pin as posted. Please try again.';
export const RETRY_ERROR = 'Error retrying the pin. Please try again.';
export const RESCHEDULE_PROMPT = 'Enter new date and time (YYYY-MM-DDTHH:MM)';

/** The update alert, followed by what the server said (e.g. the day is full). */
function updateErrorText(error: unknown): string {
  const detail = errorMessage(error, '');
  return detail ? `${UPDATE_PIN_ERROR}\n\n${detail}` : UPDATE_PIN_ERROR;
}

export function usePinActions(
  timeZone: string,
  linkBoard?: PinActions['onLinkBoard'],
): PinActions & {
  onMove: (pin: Pin, date: string, dayLabel: string) => void;
  busyPinIds: ReadonlySet<string>;
} {
  const move = useMovePin();
  const reschedule = useReschedulePin();
  const markPosted = useMarkPinPosted();
  const remove = useDeletePin();
  const retry = useRetryPin();

  const busyPinIds = new Set<string>();
  if (move.isPending && move.variables) busyPinIds.add(move.variables.pinId);
  if (reschedule.isPending && reschedule.variables) busyPinIds.add(reschedule.variables.pinId);
  if (markPosted.isPending && markPosted.variables) busyPinIds.add(markPosted.variables);
  if (remove.isPending && remove.variables) busyPinIds.add(remove.variables);
  if (retry.isPending && retry.variables) busyPinIds.add(retry.variables);

  // Moves and reschedules show at once; on failure the hooks reload the whole timeline.
  // mutateAsync, not mutate's callbacks, so every call's outcome is told, not only the last one's.
  function onUpdateError(error: unknown) {
    console.error('Updating the pin failed', error);
    window.alert(updateErrorText(error));
  }

  return {
    busyPinIds,
    onMove(pin, date, dayLabel) {
      move
        .mutateAsync({ pinId: pin.id, date })
        .then(() => toast.success(`Moved “${stripQuotes(pin.title)}” to ${dayLabel}`), onUpdateError);
    },
    onReschedule(pin) {
      const input = window.prompt(RESCHEDULE_PROMPT, toLocalInput(pin.scheduled_time, timeZone));
      if (input === null || input.trim() === '') return;
      reschedule
        .mutateAsync({ pinId: pin.id, scheduledTime: localInputToIso(input, timeZone) })
        .then(() => toast.success('Pin rescheduled'), onUpdateError);
    },
    onMarkPosted(pin) {
      markPosted.mutateAsync(pin.id).then(
        () => toast.success('Pin marked as posted'),
        (error: unknown) => {
          console.error('Marking the pin as posted failed', error);
          window.alert(MARK_POSTED_ERROR);
        },
      );
    },
    onRetry(pin) {
      retry.mutateAsync(pin.id).then(
        ({ outcome, message }) => {
          if (outcome === 'posted') toast.success(message);
          else if (outcome === 'failed') toast.error(`Publishing failed again: ${message}`);
          else toast.info(message);
        },
        (error: unknown) => {
          console.error('Retrying the pin failed', error);
          const detail = errorMessage(error, '');
          window.alert(detail ? `${RETRY_ERROR}\n\n${detail}` : RETRY_ERROR);
        },
      );
    },
    ...(linkBoard ? { onLinkBoard: linkBoard } : {}),
    onDelete(pin) {
      if (!window.confirm(DELETE_PIN_CONFIRMATION)) return;
      remove.mutateAsync(pin.id).then(
        () => toast.success('Pin deleted'),
        (error: unknown) => {
          console.error('Deleting the pin failed', error);
          window.alert(DELETE_PIN_ERROR);
        },
      );
    },
  };
}
