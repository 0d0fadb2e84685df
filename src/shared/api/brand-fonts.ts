// Contracts of the uploaded font calls (Enterprise, ADR 0044): a workspace's own TTF, OTF or WOFF
// files, named by id wherever a brand kit names its heading or body font.
import { z } from 'zod';

export const BRAND_FONT_NOT_FOUND_MESSAGE = 'Brand font not found';
export const MAX_FONT_BYTES = 2 * 1024 * 1024;
/** Most fonts a workspace keeps. */
export const MAX_BRAND_FONTS = 20;
/** The formats kept, as their file extensions. */
const BRAND_FONT_FORMATS = ['ttf', 'otf', 'woff'] as const;
export type BrandFontFormat = (typeof BRAND_FONT_FORMATS)[number];
/**
 * The types POST /api/brand-fonts takes as the raw request body; the file's own signature decides
 * what it is (browsers send fonts under several names, often application/octet-stream).
 */
export const FONT_CONTENT_TYPES = [
  'font/ttf',
  'font/otf',
  'font/woff',
  'font/woff2',
  'font/sfnt',
  'application/font-woff',
  'application/x-font-ttf',
  'application/x-font-otf',
  'application/vnd.ms-opentype',
  'application/octet-stream',
] as const;
/** The weights a kit may give an uploaded font: satori draws the file as it is, at any of them. */
export const UPLOADED_FONT_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

/** Whether a kit's font names an uploaded font (its id) rather than a bundled family. */
export const isUploadedFontId = (font: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(font);

export const brandFontIdParams = z.strictObject({ fontId: z.string() });

export const uploadBrandFontQuery = z.strictObject({
  name: z
    .string({ error: 'name must be text' })
    .trim()
    .min(1, 'name must not be empty')
    .max(60, 'name must be at most 60 characters')
    .meta({ description: 'The name the pickers show, e.g. "Acme Sans"' }),
});

const brandFontDto = z.object({
  /** What a kit's heading_font.font or body_font.font names to use it. */
  id: z.string(),
  name: z.string(),
  format: z.enum(BRAND_FONT_FORMATS),
  byte_size: z.number().int(),
  created_at: z.string(),
});
export type BrandFont = z.infer<typeof brandFontDto>;

export const brandFontResponse = z.object({ brand_font: brandFontDto });
export const brandFontsResponse = z.object({
  brand_fonts: z.array(brandFontDto),
  /** Whether the plan lets admins upload more (Enterprise); fonts already kept stay usable. */
  can_upload: z.boolean(),
  max_fonts: z.number().int(),
  max_bytes: z.number().int(),
});
export type BrandFontsList = z.infer<typeof brandFontsResponse>;
