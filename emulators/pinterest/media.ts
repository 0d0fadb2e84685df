// Pin images: base64 data must decode to a real PNG or JPEG, and image_url must be fetchable and
// be one, as Pinterest refuses pins whose image it cannot read.
import sharp from 'sharp';

interface StoredImage {
  data: Buffer;
  contentType: string;
  width: number;
  height: number;
}

export type ImageOutcome = { ok: true; image: StoredImage } | { ok: false; reason: string };

const FETCH_TIMEOUT_MS = 5000;
const MAX_IMAGE_BYTES = 32 * 1024 * 1024;

export async function readImage(data: Buffer, claimedType?: string): Promise<ImageOutcome> {
  try {
    const meta = await sharp(data).metadata();
    const contentType = meta.format === 'png' ? 'image/png' : meta.format === 'jpeg' ? 'image/jpeg' : null;
    if (!contentType || !meta.width || !meta.height) {
      return { ok: false, reason: `the image is ${meta.format ?? 'of an unknown format'}, not PNG or JPEG` };
    }
    if (claimedType && claimedType !== contentType) {
      return { ok: false, reason: `content_type is ${claimedType} but the data is ${contentType}` };
    }
    return { ok: true, image: { data, contentType, width: meta.width, height: meta.height } };
  } catch {
    return { ok: false, reason: 'the data is not an image' };
  }
}

export async function fetchImage(url: string): Promise<ImageOutcome> {
  if (!/^https?:\/\//i.test(url)) return { ok: false, reason: 'the image URL must be http or https' };
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) return { ok: false, reason: `fetching the image answered ${response.status}` };
    const data = Buffer.from(await response.arrayBuffer());
    if (data.length > MAX_IMAGE_BYTES) return { ok: false, reason: 'the image is too large' };
    return readImage(data);
  } catch (error) {
    return { ok: false, reason: `the image could not be fetched (${(error as Error).message})` };
  }
}

const profiles = new Map<string, Promise<Buffer>>();

/** A simulated account's avatar: a square of its colour, drawn once. */
export function profileImage(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  const key = `${colour.r},${colour.g},${colour.b}`;
  let image = profiles.get(key);
  if (!image) {
    image = sharp({ create: { width: 150, height: 150, channels: 3, background: colour } })
      .png()
      .toBuffer();
    profiles.set(key, image);
  }
  return image;
}
