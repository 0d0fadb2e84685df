// Contracts of the brand kit calls (ADR 0039): a workspace's brand (colors, heading and body
// fonts, logo, footer) that its boards' pins are drawn with. Pro: one kit; Enterprise: several.
import { z } from 'zod';
import { FONT_IDS, TEMPLATE_FONTS, type TemplateFont } from '../templates';
import { HEX_COLOR, MAX_BRAND_COLORS } from './boards';
import { isUploadedFontId, UPLOADED_FONT_WEIGHTS } from './brand-fonts';

export const BRAND_KIT_NOT_FOUND_MESSAGE = 'Brand kit not found';
/** Most kits an Enterprise workspace keeps (one per client or board). */
export const MAX_BRAND_KITS = 50;
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
/** A logo's pixel bounds, each side. */
export const LOGO_MIN_SIDE = 32;
export const LOGO_MAX_SIDE = 4096;
/** The types PUT /api/brand-kits/{kitId}/logo takes, as the raw request body. */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export const FOOTER_POSITIONS = ['bottom-left', 'bottom-center', 'bottom-right'] as const;
const MAX_FOOTER_TEXT = 80;

const kitFont = (field: string) =>
  z
    .strictObject({
      font: z
        .string({ error: `${field}.font must be one of ${FONT_IDS.join(', ')} or an uploaded font's id` })
        .refine((font) => (FONT_IDS as readonly string[]).includes(font) || isUploadedFontId(font), {
          error: `${field}.font must be one of ${FONT_IDS.join(', ')} or an uploaded font's id`,
        }),
      weight: z.number({ error: `${field}.weight must be a number` }).int(),
    })
    .superRefine((value, ctx) => {
      const weights: readonly number[] = isUploadedFontId(value.font)
        ? UPLOADED_FONT_WEIGHTS
        : (TEMPLATE_FONTS[value.font as TemplateFont] ?? []);
      if (weights.length > 0 && !weights.includes(value.weight)) {
        ctx.addIssue({
          code: 'custom',
          path: ['weight'],
          message: `${field}.weight of ${value.font} must be one of ${weights.join(', ')}`,
        });
      }
    });

const kitFontOrNone = (field: string) =>
  kitFont(field)
    .nullable()
    .meta({ description: `The ${field.replace('_font', '')} font; null keeps each template's own` });

const footer = z
  .strictObject({
    enabled: z.boolean({ error: 'footer.enabled must be true or false' }),
    text: z
      .string({ error: 'footer.text must be text' })
      .trim()
      .max(MAX_FOOTER_TEXT, `footer.text must be at most ${MAX_FOOTER_TEXT} characters`),
    position: z.enum(FOOTER_POSITIONS, {
      error: `footer.position must be one of ${FOOTER_POSITIONS.join(', ')}`,
    }),
    opacity: z
      .number({ error: 'footer.opacity must be a number' })
      .min(0.2, 'footer.opacity must be at least 0.2')
      .max(1, 'footer.opacity must be at most 1'),
  })
  .refine((value) => !value.enabled || value.text.length > 0, {
    path: ['text'],
    message: 'footer.text must not be empty while the footer is on',
  });
export type BrandKitFooter = z.infer<typeof footer>;
export const DEFAULT_FOOTER: BrandKitFooter = {
  enabled: false,
  text: '',
  position: 'bottom-center',
  opacity: 0.8,
};

const kitName = z
  .string({ error: 'name must be text' })
  .trim()
  .min(1, 'name must not be empty')
  .max(60, 'name must be at most 60 characters');
const kitColors = z
  .array(z.string().regex(HEX_COLOR, 'colors must be hex colors like #E60023'), {
    error: 'colors must be a list of hex colors',
  })
  .min(1, 'colors must hold at least one color')
  .max(MAX_BRAND_COLORS, `colors must hold at most ${MAX_BRAND_COLORS} colors`);

export const createBrandKitBody = z.strictObject({
  name: kitName,
  colors: kitColors.optional(),
  heading_font: kitFontOrNone('heading_font').optional(),
  body_font: kitFontOrNone('body_font').optional(),
  footer: footer.optional(),
});
export type CreateBrandKitBody = z.infer<typeof createBrandKitBody>;

export const updateBrandKitBody = createBrandKitBody.partial();
export type UpdateBrandKitBody = z.infer<typeof updateBrandKitBody>;

export const brandKitIdParams = z.strictObject({ kitId: z.string() });

const fontDto = z.object({
  /** A bundled family (FONT_IDS) or an uploaded font's id (GET /api/brand-fonts). */
  font: z.string(),
  weight: z.number().int(),
});
const brandKitDto = z.object({
  id: z.string(),
  name: z.string(),
  /** As a board's brand colors: the palette roles primary, secondary, dark and light come from them. */
  colors: z.array(z.string()),
  heading_font: fontDto.nullable(),
  body_font: fontDto.nullable(),
  /** The stored logo (a PNG, JPEG or WebP; an SVG is kept rasterised as PNG); null: none. */
  logo_url: z.string().nullable(),
  footer: z.object({
    enabled: z.boolean(),
    text: z.string(),
    position: z.enum(FOOTER_POSITIONS),
    opacity: z.number(),
  }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BrandKit = z.infer<typeof brandKitDto>;

export const brandKitResponse = z.object({ brand_kit: brandKitDto });
export const brandKitsResponse = z.object({
  brand_kits: z.array(brandKitDto),
  /** Whether the workspace's plan lets its admins change kits (Pro and Enterprise). */
  can_edit: z.boolean(),
  /** Whether it may keep several (Enterprise). */
  can_have_several: z.boolean(),
});
export type BrandKitsList = z.infer<typeof brandKitsResponse>;
