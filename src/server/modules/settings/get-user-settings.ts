// A user's posting window, default image style and time zone (docs/product.md §3 User settings).
import type { UserSettings } from '../../../shared/api/schedule';
import { ianaZoneName } from '../../../shared/time-zone-names';
import type { UserRow } from '../../db/schema';

export function toUserSettingsDto(user: UserRow): UserSettings {
  return {
    posting_window_start: user.postingWindowStart,
    posting_window_end: user.postingWindowEnd,
    image_style_default: user.imageStyleDefault,
    // Rows saved before names were made canonical may hold ICU's old spelling.
    time_zone: ianaZoneName(user.timeZone),
    link_spacing_hours: user.linkSpacingHours,
  };
}
