// What the timeline's pin buttons and drops do: the app's own confirmation and reschedule
// dialogs, the calls, and docs/product.md §8's messages when a call fails, as toasts (or, for a
// reschedule, inside its dialog) with the server's reason in words.
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { stripQuotes } from '../../../../shared/api/pins';
import type { TimelinePin } from '../../../../shared/api/schedule';
import { useDeletePin } from '../../../api/delete-pin';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { failureToast, showFailureToast } from '../../../lib/failure-toast';
import { readableErrorMessage } from '../../../lib/readable-error';
import { reportFailure } from '../../../lib/report-failure';
import { useMarkPinPosted } from '../api/mark-pin-posted';
import { useMovePin } from '../api/move-pin';
import { useReschedulePin } from '../api/reschedule-pin';
import { useRetryPin } from '../api/retry-pin';
import { useUpdatePinLink } from '../api/update-pin-link';
import type { PinActions } from '../components/pin-actions';

/** @internal for tests and benchmarks, not production code */
export const DELETE_PIN_CONFIRMATION = 'Are you sure you want to delete this pin?';
/** @internal for tests and benchmarks, not production code */
export const DELETE_PIN_ERROR = 'Error deleting pin. Please try again.';
const UPDATE_PIN_ERROR = 'Error updating pin. Please try again.';
/** @internal for tests and benchmarks, not production code */
export const MARK_POSTED_ERROR = 'Error marking pin as posted. Please try again.';
const RETRY_ERROR = 'Error retrying the pin. Please try again.';

/**
 * Sends a change made in a pin's dialog and says `done` in a toast. A failure is recorded as
 * `failed` and thrown again in words, for the dialog to say while it stays open.
 */
async function sendFromDialog(
  send: () => Promise<unknown>,
  { failed, done }: { failed: string; done: string },
): Promise<void> {
  try {
    await send();
  } catch (error) {
    reportFailure(failed, error);
    throw new Error(readableErrorMessage(error, UPDATE_PIN_ERROR));
  }
  toast.success(done);
}

export interface Rescheduling {
  /** The pin whose dialog is open, or null. */
  pin: TimelinePin | null;
  close: () => void;
  /** Sends the new time; rejects with an Error whose message says why, in words. */
  reschedule: (pin: TimelinePin, scheduledTime: string) => Promise<void>;
}

export interface EditingLink {
  /** The pin whose link dialog is open, or null. */
  pin: TimelinePin | null;
  close: () => void;
  /** Sends the link; rejects with an Error whose message says why, in words. */
  save: (pin: TimelinePin, link: string | null) => Promise<void>;
}

export function usePinActions(linkBoard?: PinActions['onLinkBoard']): PinActions & {
  onMove: (pin: TimelinePin, date: string, dayLabel: string) => void;
  busyPinIds: ReadonlySet<string>;
  rescheduling: Rescheduling;
  editingLink: EditingLink;
  /** Render once: the delete confirmation while it is asked. */
  confirmDialog: ReactNode;
} {
  const move = useMovePin();
  const reschedule = useReschedulePin();
  const markPosted = useMarkPinPosted();
  const remove = useDeletePin();
  const retry = useRetryPin();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const [reschedulingPin, setReschedulingPin] = useState<TimelinePin | null>(null);
  const updateLink = useUpdatePinLink();
  const [linkPin, setLinkPin] = useState<TimelinePin | null>(null);

  const busyPinIds = new Set<string>();
  if (move.isPending && move.variables) busyPinIds.add(move.variables.pinId);
  if (reschedule.isPending && reschedule.variables) busyPinIds.add(reschedule.variables.pinId);
  if (markPosted.isPending && markPosted.variables) busyPinIds.add(markPosted.variables);
  if (remove.isPending && remove.variables) busyPinIds.add(remove.variables.id);
  if (retry.isPending && retry.variables) busyPinIds.add(retry.variables);
  if (updateLink.isPending && updateLink.variables) busyPinIds.add(updateLink.variables.pinId);

  // Moves and reschedules show at once; on failure the hooks reload the whole timeline.
  // mutateAsync, not mutate's callbacks, so every call's outcome is told, not only the last one's.
  return {
    busyPinIds,
    confirmDialog,
    rescheduling: {
      pin: reschedulingPin,
      close: () => setReschedulingPin(null),
      reschedule: (pin, scheduledTime) =>
        sendFromDialog(() => reschedule.mutateAsync({ pinId: pin.id, scheduledTime }), {
          failed: 'Rescheduling the pin failed',
          done: 'Pin rescheduled',
        }),
    },
    onMove(pin, date, dayLabel) {
      move.mutateAsync({ pinId: pin.id, date }).then(
        // The notice says why the time is later than usual: the same link on the board is near.
        ({ notice }) =>
          toast.success(
            `Moved “${stripQuotes(pin.title)}” to ${dayLabel}`,
            notice ? { description: notice } : {},
          ),
        (error: unknown) => {
          reportFailure('Moving the pin failed', error);
          showFailureToast(failureToast(UPDATE_PIN_ERROR, error));
        },
      );
    },
    editingLink: {
      pin: linkPin,
      close: () => setLinkPin(null),
      save: (pin, link) =>
        sendFromDialog(() => updateLink.mutateAsync({ pinId: pin.id, link }), {
          failed: 'Changing the pin’s link failed',
          done: link ? 'Link saved' : 'Link removed',
        }),
    },
    onReschedule(pin) {
      setReschedulingPin(pin);
    },
    onEditLink(pin) {
      setLinkPin(pin);
    },
    onMarkPosted(pin) {
      markPosted.mutateAsync(pin.id).then(
        () => toast.success('Pin marked as posted'),
        (error: unknown) => {
          reportFailure('Marking the pin as posted failed', error);
          toast.error(MARK_POSTED_ERROR);
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
          reportFailure('Retrying the pin failed', error);
          showFailureToast(failureToast(RETRY_ERROR, error));
        },
      );
    },
    ...(linkBoard ? { onLinkBoard: linkBoard } : {}),
    async onDelete(pin) {
      const sure = await confirm({
        title: DELETE_PIN_CONFIRMATION,
        description: `“${stripQuotes(pin.title)}” and its image will be removed. This cannot be undone.`,
        confirmLabel: 'Delete',
      });
      if (!sure) return;
      remove.mutateAsync(pin).then(
        () => toast.success('Pin deleted'),
        (error: unknown) => {
          reportFailure('Deleting the pin failed', error);
          toast.error(DELETE_PIN_ERROR);
        },
      );
    },
  };
}
