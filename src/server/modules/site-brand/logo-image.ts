// A logo's preview and palette, both made by sharp. The preview is a PNG data: URL of at most
// 256 px a side, so the web shows the logo without loading the other site (its CSP allows data:
// images only). The palette is a small quantiser: the logo shrunk to 48 px, transparent pixels left
// out, every channel cut to 4 bits, and the fullest buckets' mean colors, largest first.
import sharp from 'sharp';
import type { Rgb } from './css-color';

const PREVIEW_SIDE = 256;
const PALETTE_SIDE = 48;
/**
 * fetchImage refuses images over 50 MP; an inline SVG is drawn at its declared size, so this
 * keeps a width="100000" from making sharp allocate gigabytes.
 */
const PIXEL_LIMIT = 50_000_000;
const MAX_PALETTE = 4;
/** A bucket holding less of the opaque pixels than this is detail (anti-aliasing), not a color. */
const MIN_SHARE = 0.04;

export interface LogoPicture {
  previewDataUrl: string;
  /** Dominant colors, fullest first, with their share of the opaque pixels. */
  palette: { rgb: Rgb; share: number }[];
}

/** The preview and palette of an image fetchImage accepted, or of a rebuilt inline SVG. */
export async function readLogoPicture(input: Buffer): Promise<LogoPicture> {
  const image = () => sharp(input, { limitInputPixels: PIXEL_LIMIT, failOn: 'truncated' });
  const [preview, pixels] = await Promise.all([
    image().resize(PREVIEW_SIDE, PREVIEW_SIDE, { fit: 'inside', withoutEnlargement: true }).png().toBuffer(),
    image()
      .resize(PALETTE_SIDE, PALETTE_SIDE, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true }),
  ]);
  return {
    previewDataUrl: `data:image/png;base64,${preview.toString('base64')}`,
    palette: quantise(pixels.data, pixels.info.channels),
  };
}

/**
 * The fullest 4-bit buckets of RGBA pixels, as their mean colors.
 * @internal for tests and benchmarks, not production code
 */
export function quantise(data: Buffer, channels: number): { rgb: Rgb; share: number }[] {
  const buckets = new Map<number, { count: number; r: number; g: number; b: number }>();
  let opaque = 0;
  for (let offset = 0; offset + channels - 1 < data.length; offset += channels) {
    const [r = 0, g = 0, b = 0] = [data[offset], data[offset + 1], data[offset + 2]];
    const alpha = channels === 4 ? (data[offset + 3] ?? 255) : 255;
    if (alpha < 128) continue;
    opaque += 1;
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const bucket = buckets.get(key) ?? { count: 0, r: 0, g: 0, b: 0 };
    bucket.count += 1;
    bucket.r += r;
    bucket.g += g;
    bucket.b += b;
    buckets.set(key, bucket);
  }
  if (opaque === 0) return [];
  return [...buckets.values()]
    .sort((one, other) => other.count - one.count)
    .filter((bucket) => bucket.count / opaque >= MIN_SHARE)
    .slice(0, MAX_PALETTE)
    .map((bucket) => ({
      rgb: {
        r: Math.round(bucket.r / bucket.count),
        g: Math.round(bucket.g / bucket.count),
        b: Math.round(bucket.b / bucket.count),
      },
      share: bucket.count / opaque,
    }));
}
