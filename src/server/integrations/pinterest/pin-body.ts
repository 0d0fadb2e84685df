// The PinCreate body Pinloom sends for one pin (schema PinCreate in the OpenAPI file).
import type { NewPin } from './types';

/** PinCreate: an image_base64 media source, or image_url when the image has a public address. */
export function pinBody(pin: NewPin): Record<string, unknown> {
  const media_source =
    'url' in pin.image
      ? { source_type: 'image_url', url: pin.image.url }
      : {
          source_type: 'image_base64',
          content_type: pin.image.contentType,
          // Pinterest wants bare base64; a data: URL prefix or line breaks would be refused.
          data: pin.image.base64.replace(/^data:[^,]*,/, '').replace(/\s+/g, ''),
        };
  return {
    board_id: pin.boardId,
    title: pin.title,
    description: pin.description,
    alt_text: pin.altText,
    ...(pin.link ? { link: pin.link } : {}),
    media_source,
  };
}
