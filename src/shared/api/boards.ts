// Contracts of the board calls (docs/product.md §3 Board, §7 Boards) and the board style rules.
import { z } from 'zod';
import { BOARD_STYLES } from '../board-styles';
import { destinationLink } from './destination-link';
import { MAX_BOARD_TEMPLATES, templateReference } from './templates';

export { BOARD_STYLES, type BoardStyle } from '../board-styles';

export const DEFAULT_BRAND_COLORS = ['#E60023', '#FFFFFF', '#000000'] as const;
/** A color added in the board modal starts black (docs/product.md §5). */
export const NEW_BRAND_COLOR = '#000000';
export const MAX_BRAND_COLORS = 8;
export const MAX_BOARD_NAME_LENGTH = 100;
export const MAX_BOARD_DESCRIPTION_LENGTH = 500;
/** The most pins one Generate of a board makes (its batch size, pins_per_day in the API). */
const MAX_BATCH_SIZE = 30;
export const BOARD_PREVIEW_PINS = 4;

export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

export const styleConfig = z.strictObject({
  style: z.enum(BOARD_STYLES, { error: 'Style must be one of modern, vintage, minimalist or bold' }),
  brandColors: z
    .array(z.string().regex(HEX_COLOR, 'Brand colors must be hex colors like #E60023'), {
      error: 'Brand colors must be a list of hex colors',
    })
    .min(1, 'Add at least one brand color')
    .max(MAX_BRAND_COLORS, `A board has at most ${MAX_BRAND_COLORS} brand colors`),
  /**
   * The templates (GET /api/templates ids) the board's new pins take in turn; without it, the
   * style's own (ADR 0035). One is a fixed look, several a rotation.
   */
  templates: z
    .array(templateReference('templates must be template ids from GET /api/templates'), {
      error: 'templates must be a list of template ids',
    })
    .min(1, "templates must name at least one template; leave it out for the style's own")
    .max(MAX_BOARD_TEMPLATES, `templates must name at most ${MAX_BOARD_TEMPLATES} templates`)
    .refine((ids) => new Set(ids).size === ids.length, 'templates must name each template once')
    .optional(),
});
export type StyleConfig = z.infer<typeof styleConfig>;

export function defaultStyleConfig(): StyleConfig {
  return { style: 'modern', brandColors: [...DEFAULT_BRAND_COLORS] };
}

/**
 * Reads a stored or submitted style_config: JSON text or an object. Anything that does not
 * parse or does not fit falls back to modern with the default colors (docs/product.md §5).
 */
export function parseStyleConfig(value: unknown): StyleConfig {
  let candidate = value;
  if (typeof value === 'string') {
    try {
      candidate = JSON.parse(value);
    } catch {
      return defaultStyleConfig();
    }
  }
  const parsed = styleConfig.safeParse(candidate);
  if (!parsed.success) return defaultStyleConfig();
  const read: StyleConfig = {
    style: parsed.data.style,
    brandColors: parsed.data.brandColors.map((c) => c.toUpperCase()),
  };
  return parsed.data.templates ? { ...read, templates: parsed.data.templates } : read;
}

/** The first brand color that appears more than once (hex compared case-insensitively), upper-cased; else null. */
export function duplicateBrandColor(colors: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const color of colors) {
    const key = color.trim().toUpperCase();
    if (seen.has(key)) return key;
    seen.add(key);
  }
  return null;
}

export function duplicateBrandColorMessage(color: string): string {
  return `Brand color ${color.toUpperCase()} is listed twice. Remove one or choose another color.`;
}

/**
 * On input a style_config is JSON text or an object; text is parsed, then validated strictly.
 * A color listed twice is refused here, on input only: a stored board that has one still
 * reads (parseStyleConfig), and nothing already saved is thrown away.
 */
const styleConfigInput = z.preprocess(
  (value, ctx) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'style_config is not valid JSON' });
      return z.NEVER;
    }
  },
  styleConfig.superRefine((value, ctx) => {
    const twice = duplicateBrandColor(value.brandColors);
    if (twice)
      ctx.addIssue({ code: 'custom', path: ['brandColors'], message: duplicateBrandColorMessage(twice) });
  }),
);

export const boardDto = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  style_config: styleConfig,
  pins_per_day: z.number().int(),
  sort_order: z.number().int(),
  pinterest_board_id: z.string().nullable(),
  /** The Pinterest account (GET /api/pinterest/status `accounts[].id`) it publishes with; null: the default. */
  pinterest_account_id: z.string().nullable(),
  /** Where the board's new pins link to (normalised); null for none. */
  default_link: z.string().nullable(),
  /** The brand kit (GET /api/brand-kits) its pins are drawn with; null: the workspace's first, if any. */
  brand_kit_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Board = z.infer<typeof boardDto>;

const boardName = z
  .string({ error: 'Board name is required' })
  .trim()
  .min(1, 'Board name is required')
  .max(MAX_BOARD_NAME_LENGTH, `Board name must be at most ${MAX_BOARD_NAME_LENGTH} characters`);
const boardDescription = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(
    MAX_BOARD_DESCRIPTION_LENGTH,
    `Description must be at most ${MAX_BOARD_DESCRIPTION_LENGTH} characters`,
  );
/** Enterprise: the kit a board's pins are drawn with (ADR 0039); null: the workspace's first. */
const brandKitId = z
  .string({ error: 'brand_kit_id must be a brand kit id or null' })
  // Not checked as a uuid here: an id that is no kit of the workspace is a 404 (as another
  // workspace's), found after the board itself, so a foreign board is a 404 whatever the body says.
  .max(100, 'brand_kit_id must be a brand kit id from GET /api/brand-kits')
  .nullable()
  .meta({ description: "A brand kit id, or null for the workspace's first kit" });
const batchSize = z
  .number({ error: 'pins_per_day must be a whole number' })
  .int('pins_per_day must be a whole number')
  .min(1, 'pins_per_day must be at least 1')
  .max(MAX_BATCH_SIZE, `pins_per_day must be at most ${MAX_BATCH_SIZE}`);

export const createBoardBody = z.strictObject({
  name: boardName,
  description: boardDescription.optional(),
  style_config: styleConfigInput.optional(),
  pins_per_day: batchSize.optional(),
  /** '' or null: none. */
  default_link: destinationLink.optional(),
  brand_kit_id: brandKitId.optional(),
});
export type CreateBoardBody = z.input<typeof createBoardBody>;

/** PUT /boards/{id}: any of the fields, or sort_order alone. */
export const updateBoardBody = z.strictObject({
  name: boardName.optional(),
  description: boardDescription.optional(),
  style_config: styleConfigInput.optional(),
  pins_per_day: batchSize.optional(),
  default_link: destinationLink.optional(),
  brand_kit_id: brandKitId.optional(),
  sort_order: z
    .number({ error: 'sort_order must be a whole number' })
    .int('sort_order must be a whole number')
    .min(0, 'sort_order must be 0 or more')
    .optional(),
});
export type UpdateBoardBody = z.input<typeof updateBoardBody>;

/** PUT /boards/order: the user's whole board order, saved in one transaction. */
export const reorderBoardsBody = z.strictObject({
  board_ids: z
    .array(z.string().uuid('board_ids must be board ids'), { error: 'board_ids must be a list of board ids' })
    .max(1000, 'board_ids must list each of your boards exactly once'),
});

/**
 * The id is checked by the server, not here: a malformed id is answered like any unknown or
 * foreign id, 404 'Board not found', so the answer never hints at what exists.
 */
export const boardIdParams = z.strictObject({ id: z.string() });
const MAX_BOARD_PINS_LIMIT = 100;
const boardPinsLimitMessage = `limit must be a whole number from 1 to ${MAX_BOARD_PINS_LIMIT}`;
export const boardPinsQuery = z.strictObject({
  limit: z.coerce
    .number({ error: boardPinsLimitMessage })
    .int(boardPinsLimitMessage)
    .min(1, boardPinsLimitMessage)
    .max(MAX_BOARD_PINS_LIMIT, boardPinsLimitMessage)
    .default(BOARD_PREVIEW_PINS),
});
export const boardsResponse = z.object({ boards: z.array(boardDto) });
export const boardResponse = z.object({ board: boardDto });
