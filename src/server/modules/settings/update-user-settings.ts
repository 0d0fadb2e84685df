// Saves a workspace's posting window, default image style, time zone and the hours between pins
// with the same link on a board (ADR 0036). Fields left out keep their
// value; the window is checked as it will be stored, so sending only its end is checked
// against the saved start.
import type { z } from 'zod';
import { canonicalTimeZone, isValidTimeZone } from '../../../shared/api/auth';
import { postingWindowIssue, readImageStyle, type updateSettingsBody } from '../../../shared/api/schedule';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { lockWorkspace } from '../../db/lock-workspace';
import type { WorkspaceRow } from '../../db/schema';
import { planInForce } from '../allowance';
import { assertBrandColorsAllowed, boardColors } from '../boards';
import { type PostingSettingsChange, setPostingSettings } from '../workspaces';

const TIME_ZONE_MESSAGE = 'Time zone is not a valid IANA time zone';

export async function updateUserSettings(options: {
  db: Database;
  workspaceId: string;
  input: z.output<typeof updateSettingsBody>;
  /** The app's clock: whose plan decides whether brand colors may change. */
  now: Date;
}): Promise<WorkspaceRow> {
  const { input } = options;
  const changes: PostingSettingsChange = {};
  if (input.image_style_default !== undefined) {
    const style = readImageStyle(input.image_style_default);
    if ('issue' in style) throw new AppError('validation_error', style.issue);
    changes.imageStyleDefault = style.json;
  }
  if (input.time_zone !== undefined) {
    if (!isValidTimeZone(input.time_zone)) throw new AppError('validation_error', TIME_ZONE_MESSAGE);
    changes.timeZone = canonicalTimeZone(input.time_zone);
  }
  if (input.posting_window_start !== undefined) changes.postingWindowStart = input.posting_window_start;
  if (input.posting_window_end !== undefined) changes.postingWindowEnd = input.posting_window_end;
  if (input.link_spacing_hours !== undefined) changes.linkSpacingHours = input.link_spacing_hours;

  // Under the workspace's lock: two saves of half a window each cannot leave start after end,
  // and no approval reads a window halfway through a change.
  return options.db.transaction(async (tx) => {
    const workspace = await lockWorkspace(tx, options.workspaceId);
    const issue = postingWindowIssue(
      changes.postingWindowStart ?? workspace.postingWindowStart,
      changes.postingWindowEnd ?? workspace.postingWindowEnd,
    );
    if (issue) throw new AppError('validation_error', issue);
    // Brand colors are sold from Starter up, for a board's default style as for a board.
    if (changes.imageStyleDefault !== undefined) {
      const plan = planInForce(workspace, options.now);
      const saved = boardColors(workspace.imageStyleDefault);
      assertBrandColorsAllowed(plan, boardColors(changes.imageStyleDefault), saved);
    }
    if (Object.keys(changes).length === 0) return workspace;
    const updated = await setPostingSettings(tx, workspace.id, changes);
    if (!updated) throw new Error(`workspace ${workspace.id} vanished under its own lock`);
    return updated;
  });
}
