// Contracts of the template calls (ADR 0035): the templates a board may choose, with thumbnails
// drawn by the pin renderer.
import { z } from 'zod';
import { BOARD_STYLES } from '../board-styles';
import { TEMPLATE_FORMATS } from '../templates';

const templateSummary = z.object({
  /** What style_config.templates and a pin's template_id name. */
  id: z.string(),
  name: z.string(),
  /** The board style the template belongs to. */
  style: z.enum(BOARD_STYLES),
  format: z.enum(TEMPLATE_FORMATS),
  /** How many pictures it shows: more than one is a collage, steps or before/after. */
  frames: z.number().int(),
  /** A 300×450 PNG drawn by the pin renderer with sample words; an <img> loads it without a session. */
  thumbnail_url: z.string(),
  built_in: z.literal(true),
});
export type TemplateSummary = z.infer<typeof templateSummary>;

export const templatesResponse = z.object({ templates: z.array(templateSummary) });

/** Checked by the server: an unknown id is answered 404, as every id the caller cannot see. */
export const templateIdParams = z.strictObject({ id: z.string() });

export const TEMPLATE_NOT_FOUND_MESSAGE = 'Template not found';
