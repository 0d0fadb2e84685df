// What the image pool's threads run (image-pool.ts): every CPU-heavy step of making a pin's
// image, so the server's event loop stays free for everyone else's requests. Each thread loads
// the fonts once, before its first task.

import { type ComposePinInput, composePin } from './compose';
import { cropPhoto, keptArtwork } from './crop';
import { loadPinFonts } from './fonts';
import { paintArtwork } from './paint-artwork';
import { drawThumbnail, type ThumbnailInput } from './thumbnail';

export type ImageTask =
  | { kind: 'compose'; input: ComposePinInput }
  | { kind: 'paint'; styleConfig: ComposePinInput['styleConfig']; seedText: string }
  | { kind: 'keep'; artwork: Uint8Array }
  | { kind: 'crop'; photo: Uint8Array; pixelLimit: number }
  | { kind: 'thumbnail'; input: ThumbnailInput };

await loadPinFonts();

/** Buffers arrive as Uint8Arrays (structured clone); sharp wants a Buffer over the same bytes. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export default function runImageTask(task: ImageTask): Promise<Buffer> {
  switch (task.kind) {
    case 'compose':
      return composePin({
        ...task.input,
        artwork: asBuffer(task.input.artwork),
        ...(task.input.photos ? { photos: task.input.photos.map(asBuffer) } : {}),
      });
    case 'paint':
      return paintArtwork(task.styleConfig, task.seedText);
    case 'keep':
      return keptArtwork(asBuffer(task.artwork));
    case 'crop':
      return cropPhoto(asBuffer(task.photo), task.pixelLimit);
    case 'thumbnail':
      return drawThumbnail(task.input);
  }
}
