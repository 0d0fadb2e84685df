// A workspace's posting window, default image style, time zone and link spacing (docs/product.md
// §3 User settings; each workspace's own, ADR 0036).
import type { UserSettings } from '../../../shared/api/schedule';
import { ianaZoneName } from '../../../shared/time-zone-names';
import type { WorkspaceRow } from '../../db/schema';

export function toUserSettingsDto(workspace: WorkspaceRow): UserSettings {
  return {
    posting_window_start: workspace.postingWindowStart,
    posting_window_end: workspace.postingWindowEnd,
    image_style_default: workspace.imageStyleDefault,
    // Rows saved before names were made canonical may hold ICU's old spelling.
    time_zone: ianaZoneName(workspace.timeZone),
    link_spacing_hours: workspace.linkSpacingHours,
  };
}
