// Review's bulk approve: several pins into the schedule at once, in the order given, each as a
// single approval without a time would be (the time wished for in review while still ahead, else
// the next free slot, spaced from the pins before it: ADR 0011). One transaction under the lock of
// the workspace's row, so a bulk approval and other schedule changes never interleave; a
// pin that cannot be approved stays in review with the reason, and the others go ahead.
import type { BulkApprovePinsResponse } from '../../../shared/api/schedule';
import { AppError } from '../../app-error';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { lockWorkspace } from '../../db/lock-workspace';
import type { Actor } from '../activity';
import { bestHoursToPrefer } from '../analytics';
import { type Approval, approveLockedPin, type ScheduledWorkspace } from './approve-pin';

export interface BulkApproval {
  approved: Approval[];
  notApproved: BulkApprovePinsResponse['not_approved'];
}

export async function bulkApprovePins(options: {
  db: Database;
  clock: Clock;
  workspace: ScheduledWorkspace;
  pinIds: readonly string[];
  /** Who approves them, for the activity log (one entry per pin). */
  actor: Actor;
}): Promise<BulkApproval> {
  // A pin listed twice is approved once, at its first place in the order.
  const pinIds = [...new Set(options.pinIds)];
  return options.db.transaction(async (tx) => {
    const settings = await lockWorkspace(tx, options.workspace.id);
    const workspaceId = options.workspace.id;
    const result: BulkApproval = { approved: [], notApproved: [] };
    // Read once: the figures do not change while the pins are placed (ADR 0045).
    const preferred = await bestHoursToPrefer(tx, workspaceId, options.clock.now());
    for (const pinId of pinIds) {
      try {
        result.approved.push(
          await approveLockedPin({
            tx,
            workspaceId,
            settings,
            clock: options.clock,
            pinId,
            actor: options.actor,
            preferred,
          }),
        );
      } catch (error) {
        // Refusals (another workspace's pin is 'Pin not found', like a missing one) are said per pin;
        // anything else is a fault that undoes the whole call.
        if (!(error instanceof AppError)) throw error;
        result.notApproved.push({ pin_id: pinId, error: error.message });
      }
    }
    return result;
  });
}
