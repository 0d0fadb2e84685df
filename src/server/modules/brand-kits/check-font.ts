// An uploaded font file checked before it is stored (ADR 0044): TTF, OTF or WOFF by its own
// signature, at most 2 MB, its tables read as the renderer reads the bundled fonts, and a line
// set with it by satori. WOFF2 is refused (satori cannot read it); anything unreadable is 400
// naming `font`, never a 500.
import { type BrandFontFormat, MAX_FONT_BYTES } from '../../../shared/api/brand-fonts';
import { AppError } from '../../app-error';
import { readFontMetrics } from '../../render/font-metrics';
import { drawWithFont } from '../../render/uploaded-fonts';

const refuse = (message: string) => new AppError('validation_error', message);

const SIGNATURES: Record<string, BrandFontFormat> = {
  '\u0000\u0001\u0000\u0000': 'ttf',
  true: 'ttf',
  OTTO: 'otf',
  wOFF: 'woff',
};

export async function checkFont(body: unknown): Promise<{ data: Buffer; format: BrandFontFormat }> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw refuse('font must not be empty');
  if (body.length > MAX_FONT_BYTES) throw refuse('font must be at most 2 MB');
  const signature = body.toString('latin1', 0, 4);
  if (signature === 'wOF2') {
    throw refuse('font is a WOFF2 file, which the pin renderer cannot read: upload it as TTF, OTF or WOFF');
  }
  const format = SIGNATURES[signature];
  if (!format) throw refuse('font must be a TTF, OTF or WOFF file');
  try {
    const metrics = readFontMetrics([body]);
    if (metrics.advances.size === 0) throw new Error('no characters');
    await drawWithFont(body);
  } catch {
    throw refuse(`font could not be read as a ${format.toUpperCase()} file: it may be damaged`);
  }
  return { data: body, format };
}
