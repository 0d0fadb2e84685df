// Contracts of the template calls (ADR 0035, 0038): the templates a board may choose, with
// thumbnails drawn by the pin renderer, and a workspace's own templates (Pro and Enterprise).
import { z } from 'zod';
import { BOARD_STYLES } from '../board-styles';
import { BUILTIN_TEMPLATE_IDS } from '../builtin-templates';
import { TEMPLATE_FORMATS } from '../templates';

/** A custom template's id: a UUID, so it never meets a built-in's (which are words). */
const CUSTOM_TEMPLATE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isCustomTemplateId = (id: string) => CUSTOM_TEMPLATE_ID.test(id);

/** Most templates a board's rotation names: every built-in and some of the workspace's own. */
export const MAX_BOARD_TEMPLATES = 30;

/**
 * A template a board or pin names: a built-in id, or a custom template's (whose workspace the
 * server checks, answering 404 for any other's).
 */
export const templateReference = (message: string) =>
  z.union(
    [
      z.enum(BUILTIN_TEMPLATE_IDS, { error: message }),
      z.string({ error: message }).regex(CUSTOM_TEMPLATE_ID, message),
    ],
    {
      error: message,
    },
  );

const templateSummary = z.object({
  /** What style_config.templates and a pin's template_id name. */
  id: z.string(),
  name: z.string(),
  /** The board style the template belongs to. */
  style: z.enum(BOARD_STYLES),
  format: z.enum(TEMPLATE_FORMATS),
  /** How many pictures it shows: more than one is a collage, steps or before/after. */
  frames: z.number().int(),
  /**
   * A 300×450 PNG drawn by the pin renderer with sample words; an <img> loads it without a session
   * (a custom template's address carries a signature and its version).
   */
  thumbnail_url: z.string(),
  built_in: z.boolean(),
  /** The workspace's own (ADR 0038): editors on Pro and Enterprise change it. */
  custom: z.boolean(),
  /** The built-in a custom template was duplicated from; null for built-ins and fresh ones. */
  based_on: z.string().nullable(),
  /** Locked (ADR 0044): only owners and admins change or delete it; everyone may use it. */
  locked: z.boolean().optional(),
});
export type TemplateSummary = z.infer<typeof templateSummary>;

export const templatesResponse = z.object({
  templates: z.array(templateSummary),
  /** Whether the workspace's plan lets editors create, change and delete templates. */
  can_customize: z.boolean(),
  /** Whether the workspace's plan lets owners and admins lock templates (ADR 0044); unlocking is always allowed. */
  can_lock: z.boolean(),
});
export type TemplatesResponse = z.infer<typeof templatesResponse>;

/** One template with its document, for the editor. */
export const templateResponse = z.object({
  template: templateSummary.extend({
    /** The template document (src/shared/templates.ts). */
    document: z.record(z.string(), z.unknown()),
  }),
});
export type TemplateWithDocument = z.infer<typeof templateResponse>['template'];

const templateName = z
  .string({ error: 'name must be text' })
  .trim()
  .min(1, 'name must not be empty')
  .max(60, 'name must be at most 60 characters');

/**
 * A new custom template: its own document, or a copy of a built-in or of one of the workspace's
 * (duplicate_of). Exactly one of the two.
 */
export const createTemplateBody = z
  .strictObject({
    name: templateName,
    /** Checked by the server, naming the field (checkTemplateDocument). */
    document: z.unknown().optional(),
    duplicate_of: z.string().optional(),
  })
  .refine((body) => (body.document === undefined) !== (body.duplicate_of === undefined), {
    path: ['document'],
    message: 'send either document or duplicate_of',
  });
export type CreateTemplateBody = z.infer<typeof createTemplateBody>;

export const updateTemplateBody = z
  .strictObject({
    name: templateName.optional(),
    document: z.unknown().optional(),
    locked: z
      .boolean({ error: 'locked must be true or false' })
      .optional()
      .meta({ description: 'Lock (Enterprise) or unlock the template; owners and admins only (ADR 0044)' }),
  })
  .refine((body) => body.name !== undefined || body.document !== undefined || body.locked !== undefined, {
    path: ['document'],
    message: 'send a name, a document or locked to change',
  });
export type UpdateTemplateBody = z.infer<typeof updateTemplateBody>;

/** A preview of a document as the editor holds it, drawn by the pin renderer at 400×600. */
export const previewTemplateBody = z.strictObject({
  document: z.unknown(),
  sample: z
    .strictObject({
      title: z.string().trim().min(1).max(200).optional(),
      board_name: z.string().trim().min(1).max(100).optional(),
      brand_colors: z
        .array(z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'sample.brand_colors must be hex colors like #E60023'))
        .min(1)
        .max(5)
        .optional(),
    })
    .optional(),
});
export type PreviewTemplateBody = z.infer<typeof previewTemplateBody>;

/** Checked by the server: an unknown id is answered 404, as every id the caller cannot see. */
export const templateIdParams = z.strictObject({ id: z.string() });

/** A custom template's thumbnail address carries its version and the server's signature. */
export const templateThumbnailQuery = z.strictObject({
  v: z.string().max(20).optional(),
  sig: z.string().max(128).optional(),
});

export const TEMPLATE_NOT_FOUND_MESSAGE = 'Template not found';
/** The refusal of a change to a locked template below admin (ADR 0044). */
export const TEMPLATE_LOCKED_MESSAGE =
  'This template is locked: only an owner or admin can change or delete it. Ask an owner or admin.';
