// Saves the posting window, default image style, time zone and the hours between pins with the
// same link on a board. Fields left out keep their
// value; the window is checked as it will be stored, so sending only its end is checked
// against the saved start.
import type { z } from 'zod';
import { canonicalTimeZone, isValidTimeZone } from '../../../shared/api/auth';
import { postingWindowIssue, readImageStyle, type updateSettingsBody } from '../../../shared/api/schedule';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { lockUser } from '../../db/lock-user';
import type { UserRow } from '../../db/schema';
import { type PostingSettings, setPostingSettings } from '../user';

const TIME_ZONE_MESSAGE = 'Time zone is not a valid IANA time zone';

export async function updateUserSettings(options: {
  db: Database;
  userId: string;
  input: z.output<typeof updateSettingsBody>;
}): Promise<UserRow> {
  const { input } = options;
  const changes: PostingSettings = {};
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

  // Under the user's lock: two saves of half a window each cannot leave start after end,
  // and no approval reads a window halfway through a change.
  return options.db.transaction(async (tx) => {
    const user = await lockUser(tx, options.userId);
    const issue = postingWindowIssue(
      changes.postingWindowStart ?? user.postingWindowStart,
      changes.postingWindowEnd ?? user.postingWindowEnd,
    );
    if (issue) throw new AppError('validation_error', issue);
    if (Object.keys(changes).length === 0) return user;
    const updated = await setPostingSettings(tx, user.id, changes);
    if (!updated) throw new Error(`user ${user.id} vanished under its own lock`);
    return updated;
  });
}
