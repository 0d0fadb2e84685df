// An uploaded logo checked and made safe to store (ADR 0039): PNG, JPEG, WebP or SVG, at most
// 2 MB and 32–4096 px a side; an SVG is refused if it scripts or reaches outside itself, then
// rasterised. Every logo is stored as a PNG at most 1024 px a side: the pin is 1000 px wide, and
// a smaller image is quicker to draw on every pin.
import sharp from 'sharp';
import {
  LOGO_CONTENT_TYPES,
  LOGO_MAX_SIDE,
  LOGO_MIN_SIDE,
  MAX_LOGO_BYTES,
} from '../../../shared/api/brand-kits';
import { AppError } from '../../app-error';
import { svgRefusal } from './svg-refusals';

const STORED_SIDE = 1024;
const FORMATS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

export interface CheckedLogo {
  png: Buffer;
  width: number;
  height: number;
}

const refuse = (message: string) => new AppError('validation_error', message);

export async function checkLogo(body: unknown, contentType: string | undefined): Promise<CheckedLogo> {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const format = FORMATS[type];
  if (!format) throw refuse(`logo must be sent as one of ${LOGO_CONTENT_TYPES.join(', ')}`);
  if (!Buffer.isBuffer(body) || body.length === 0) throw refuse('logo must not be empty');
  if (body.length > MAX_LOGO_BYTES) throw refuse('logo must be at most 2 MB');
  if (format === 'svg') {
    const problem = svgRefusal(body.toString('utf8'));
    if (problem) throw refuse(problem);
  }
  const metadata = await sharp(body)
    .metadata()
    .catch(() => {
      throw refuse('logo could not be read as an image');
    });
  if (metadata.format !== format) throw refuse(`logo is not the ${type} image it was sent as`);
  const { width = 0, height = 0 } = metadata;
  if (width > LOGO_MAX_SIDE || height > LOGO_MAX_SIDE) {
    throw refuse(`logo must be at most ${LOGO_MAX_SIDE}×${LOGO_MAX_SIDE} pixels (it is ${width}×${height})`);
  }
  if (width < LOGO_MIN_SIDE || height < LOGO_MIN_SIDE) {
    throw refuse(`logo must be at least ${LOGO_MIN_SIDE}×${LOGO_MIN_SIDE} pixels (it is ${width}×${height})`);
  }
  return rasterise(body, format, Math.max(width, height));
}

async function rasterise(body: Buffer, format: string, longest: number): Promise<CheckedLogo> {
  // A vector logo is drawn at the size it is stored at, not scaled up from 72 dpi.
  const density = format === 'svg' ? Math.min(2400, Math.max(72, (72 * STORED_SIDE) / longest)) : undefined;
  try {
    const { data, info } = await sharp(body, {
      limitInputPixels: LOGO_MAX_SIDE * LOGO_MAX_SIDE,
      ...(density ? { density } : {}),
    })
      .rotate()
      .resize(STORED_SIDE, STORED_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    throw refuse('logo could not be read as an image');
  }
}
