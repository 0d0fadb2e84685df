// Retry on the timeline: a failed pin is scheduled again (on its own day, so no day's count
// changes) and published at once through publishNow, so the person sees the outcome straight away.
import type { Actor } from '../activity';
import { getPin, type PinWithBoard, rescheduleFailedPin } from '../pins';
import { statusConflict } from '../schedule';
import { type PublishingWorkspace, publishNow } from './publish-now';
import type { PublishingDeps } from './publishing-deps';

const RETRY_POSTED_MESSAGE = 'Pin posted to Pinterest';

export interface RetryResult {
  pin: PinWithBoard;
  /** waiting: scheduled again, but it cannot go yet (the message says why); the queue takes it later. */
  outcome: 'posted' | 'failed' | 'waiting';
  message: string;
}

export async function retryPin(
  deps: PublishingDeps,
  options: { workspace: PublishingWorkspace; pinId: string; actor: Actor },
): Promise<RetryResult> {
  const { workspace } = options;
  const workspaceId = workspace.id;
  const found = await getPin({ db: deps.db, workspaceId, pinId: options.pinId });
  // A failed pin was due; one without a time (published straight away) is due now.
  const rescheduled = await rescheduleFailedPin(deps.db, {
    workspaceId,
    pinId: found.pin.id,
    now: deps.clock.now(),
  });
  if (!rescheduled)
    throw statusConflict('Only a pin that failed to publish can be retried', found.pin.status);

  const [item] = await publishNow(deps, { workspace, pinIds: [rescheduled.id], actor: options.actor });
  const now = await getPin({ db: deps.db, workspaceId, pinId: options.pinId });
  if (item?.outcome === 'posted') return { pin: now, outcome: 'posted', message: RETRY_POSTED_MESSAGE };
  if (now.pin.status === 'failed')
    return { pin: now, outcome: 'failed', message: now.pin.failureReason ?? 'Pinterest refused the pin' };
  const why = item?.outcome === 'failed' ? item.error : (item?.reason ?? '');
  return { pin: now, outcome: 'waiting', message: `Scheduled to publish again. ${why}`.trim() };
}
