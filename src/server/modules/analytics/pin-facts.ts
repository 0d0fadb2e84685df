// How a pin is shown in analytics: its image as the rest of the app shows it, and its page on
// Pinterest (or on the simulated Pinterest in demo mode).
import { pinterestPinUrl } from '../../integrations/pinterest/pin-url';
import type { MediaStorage } from '../../integrations/storage/media-storage';

export interface PinLinksDeps {
  media: MediaStorage;
  pinterest: { demo: boolean };
}

export function pinFacts(
  row: {
    pinId: string;
    title: string;
    boardName: string;
    imageKey: string | null;
    pinterestPinId: string | null;
    status: string;
    postedAt: Date | null;
  },
  links: PinLinksDeps,
) {
  return {
    pin_id: row.pinId,
    title: row.title,
    board_name: row.boardName,
    image_url: row.imageKey ? links.media.publicUrl(row.imageKey) : null,
    pinterest_url:
      row.status === 'posted' && row.pinterestPinId
        ? pinterestPinUrl(links.pinterest, row.pinterestPinId)
        : null,
    published_at: row.postedAt ? row.postedAt.toISOString() : null,
  };
}
