// The pin as the API shows it (pinDto in src/shared/api/pins.ts). The generation module
// answers with the same shape, so it imports this mapper.
import type { Pin } from '../../../shared/api/pins';
import type { TimelinePin } from '../../../shared/api/schedule';
import { DEFAULT_PROMPT_VERSIONS } from '../../../shared/api/settings';
import { type PinRow, pins } from '../../db/schema';
import { pinterestPinUrl } from '../../integrations/pinterest/pin-url';
import type { MediaStorage } from '../../integrations/storage/media-storage';

/** Where a pin's image and its published copy are seen; the app (`app.media`, `app.pinterest`) is one. */
export interface PinLinks {
  media: MediaStorage;
  /** Whether the emulator stands in for Pinterest (PinterestDeps `demo`). */
  pinterest: { demo: boolean };
}

/** The columns the API shows; the timeline selects only these. */
const pinDtoColumns = {
  id: pins.id,
  boardId: pins.boardId,
  title: pins.title,
  description: pins.description,
  altText: pins.altText,
  link: pins.link,
  imageKey: pins.imageKey,
  status: pins.status,
  scheduledTime: pins.scheduledTime,
  postedAt: pins.postedAt,
  createdAt: pins.createdAt,
  failureReason: pins.failureReason,
  publishNotBefore: pins.publishNotBefore,
  pinterestPinId: pins.pinterestPinId,
  templateId: pins.templateId,
  promptVersions: pins.promptVersions,
};
export type PinDtoSource = Pick<PinRow, keyof typeof pinDtoColumns>;

export function toPinDto(row: PinDtoSource, boardName: string, links: PinLinks): Pin {
  return {
    ...toTimelinePin(row, boardName, links),
    created_at: row.createdAt.toISOString(),
    template_id: row.templateId,
    prompt_versions: row.promptVersions ?? DEFAULT_PROMPT_VERSIONS,
  };
}

/** The columns the timeline shows (TimelinePin): the pin's without created_at, template_id and prompt_versions. */
const {
  createdAt: _createdAt,
  templateId: _templateId,
  promptVersions: _promptVersions,
  ...timelinePinColumns
} = pinDtoColumns;

export { timelinePinColumns };

/** The pin as the timeline shows it: everything but created_at, which the page never shows. */
export function toTimelinePin(
  row: Omit<PinDtoSource, 'createdAt' | 'templateId' | 'promptVersions'>,
  boardName: string,
  links: PinLinks,
): TimelinePin {
  return {
    id: row.id,
    board_id: row.boardId,
    board_name: boardName,
    title: row.title,
    description: row.description,
    alt_text: row.altText,
    link: row.link,
    // Null while the image is still being made.
    filepath: row.imageKey ? links.media.publicUrl(row.imageKey) : null,
    status: row.status,
    scheduled_time: row.scheduledTime ? row.scheduledTime.toISOString() : null,
    posted_at: row.postedAt ? row.postedAt.toISOString() : null,
    failure_reason: row.status === 'failed' ? row.failureReason : null,
    retry_at: retryAt(row),
    // A pin marked posted by hand has no Pinterest id: there is nothing to link to.
    pinterest_url:
      row.status === 'posted' && row.pinterestPinId
        ? pinterestPinUrl(links.pinterest, row.pinterestPinId)
        : null,
  };
}

/** When Pinterest asked Pinloom to wait (429, 5xx): the next try, if it is after the pin's time. */
function retryAt(row: Pick<PinDtoSource, 'status' | 'publishNotBefore' | 'scheduledTime'>): string | null {
  const notBefore = row.publishNotBefore;
  if (row.status !== 'scheduled' || !notBefore) return null;
  if (row.scheduledTime && notBefore <= row.scheduledTime) return null;
  return notBefore.toISOString();
}
