// Pin templates as data (ADR 0035): a document that places layers on the 1000×1500 pin: the
// artwork or photo frames, panels holding the title, one-line texts (board name, domain), shapes
// and the logo. The server draws any template that passes this schema (render/draw-template.ts);
// the four board styles are built-in templates (builtin-templates.ts).
import { z } from 'zod';
import { BOARD_STYLES } from './board-styles';

export const PIN_CANVAS = { width: 1000, height: 1500 } as const;
/** How far a layer may reach past the pin's edge: a band that runs off the side (bold) is a design. */
const TEMPLATE_BLEED = 100;
export const MAX_TEMPLATE_LAYERS = 30;
/** Bytes of the template as JSON. */
const MAX_TEMPLATE_BYTES = 64 * 1024;
/** Photos a collage may hold: frames name one by its index. */
const MAX_TEMPLATE_IMAGES = 4;

/** The bundled fonts (render/fonts.ts) and the weights each is bundled in. */
export const TEMPLATE_FONTS = {
  inter: [500, 800],
  playfair: [400, 700],
  dmSans: [400, 500],
  anton: [400],
  montserrat: [400, 700],
  lora: [400, 700],
  merriweather: [400, 700],
  oswald: [400, 700],
  raleway: [400, 700],
  robotoSlab: [400, 700],
  sourceSerif: [400, 700],
  nunito: [400, 800],
  workSans: [400, 600],
  bebasNeue: [400],
  caveat: [400, 700],
  libreBaskerville: [400, 700],
} as const;
export type TemplateFont = keyof typeof TEMPLATE_FONTS;
/** Each bundled font's family name, as the font pickers show it. */
export const TEMPLATE_FONT_NAMES: Record<TemplateFont, string> = {
  inter: 'Inter',
  playfair: 'Playfair Display',
  dmSans: 'DM Sans',
  anton: 'Anton',
  montserrat: 'Montserrat',
  lora: 'Lora',
  merriweather: 'Merriweather',
  oswald: 'Oswald',
  raleway: 'Raleway',
  robotoSlab: 'Roboto Slab',
  sourceSerif: 'Source Serif 4',
  nunito: 'Nunito',
  workSans: 'Work Sans',
  bebasNeue: 'Bebas Neue',
  caveat: 'Caveat',
  libreBaskerville: 'Libre Baskerville',
};
export const FONT_IDS = Object.keys(TEMPLATE_FONTS) as [TemplateFont, ...TemplateFont[]];

/** The brand-kit roles a color may name: render/palette.ts builds them from the board's colors. */
const COLOR_ROLES = ['primary', 'secondary', 'dark', 'light'] as const;

export const TEMPLATE_FORMATS = [
  'title-over-photo',
  'split-panel',
  'list',
  'quote',
  'step-by-step',
  'before-after',
  'collage',
] as const;

/**
 * A color: a literal #RRGGBB, a brand role, or one derived from others, so a template follows the
 * board's colors as the built-in styles always have (a title ink readable on its panel, say).
 */
export type TemplateColor =
  | string
  | { mix: [TemplateColor, TemplateColor]; amount: number }
  | { sepia: TemplateColor }
  | { readableOn: TemplateColor; prefer: TemplateColor[] }
  | { color: TemplateColor; alpha: number };

const COLOR_MESSAGE = `must be a hex color like #E60023 or one of the roles ${COLOR_ROLES.join(', ')}`;

const templateColor: z.ZodType<TemplateColor> = z.lazy(() =>
  z.union(
    [
      z
        .string()
        .refine(
          (value) => /^#[0-9A-Fa-f]{6}$/.test(value) || (COLOR_ROLES as readonly string[]).includes(value),
          {
            message: COLOR_MESSAGE,
          },
        ),
      z.strictObject({ mix: z.tuple([templateColor, templateColor]), amount: z.number().min(0).max(1) }),
      z.strictObject({ sepia: templateColor }),
      z.strictObject({ readableOn: templateColor, prefer: z.array(templateColor).max(4) }),
      z.strictObject({ color: templateColor, alpha: z.number().min(0).max(1) }),
    ],
    { error: `color ${COLOR_MESSAGE}, or a mix, sepia, readableOn or alpha of colors` },
  ),
);

const coordinate = (axis: 'x' | 'y') => {
  const size = axis === 'x' ? PIN_CANVAS.width : PIN_CANVAS.height;
  return z
    .number({ error: `${axis} must be a number of pixels` })
    .min(-TEMPLATE_BLEED, `${axis} must be at least ${-TEMPLATE_BLEED} (the pin is ${size} px)`)
    .max(size + TEMPLATE_BLEED, `${axis} must be at most ${size + TEMPLATE_BLEED} (the pin is ${size} px)`);
};
const length = (name: string, max: number) =>
  z
    .number({ error: `${name} must be a number of pixels` })
    .positive(`${name} must be above 0`)
    .max(max);
const rotate = z.number().min(-45, 'rotate must be between -45 and 45 degrees').max(45).optional();

const fontChoice = {
  font: z.enum(FONT_IDS, { error: `font must be one of ${FONT_IDS.join(', ')}` }),
  weight: z.number().int(),
};
function checkWeight(value: { font: TemplateFont; weight: number }, ctx: z.RefinementCtx) {
  const weights: readonly number[] = TEMPLATE_FONTS[value.font];
  if (!weights.includes(value.weight)) {
    ctx.addIssue({
      code: 'custom',
      path: ['weight'],
      message: `weight of ${value.font} must be one of ${weights.join(', ')}`,
    });
  }
}

/**
 * Where the pin's words come from: the board's name, the link's domain, the first number in the
 * title ('15 Cozy Soups' → 15, for list pins), or the template's own words. A text with nothing to
 * say (no link, no number) is left out.
 */
const textSource = z.union([
  z.enum(['boardName', 'domain', 'number']),
  z.strictObject({ literal: z.string().min(1).max(200) }),
]);

const bar = z.strictObject({
  kind: z.literal('bar'),
  width: length('width', PIN_CANVAS.width),
  height: length('height', PIN_CANVAS.height),
  color: templateColor,
  radius: z.number().min(0).max(999).optional(),
  rotate,
  marginTop: z.number().min(0).max(400).optional(),
  marginBottom: z.number().min(0).max(400).optional(),
  marginX: z.number().min(0).max(400).optional(),
});

/**
 * The title, fitted: the largest size from maxFontSize down to minFontSize at which it fits
 * maxWidth × maxHeight with whole words (render/title-layout.ts), so a 100-character title fits.
 */
const titleItem = z
  .strictObject({
    kind: z.literal('title'),
    ...fontChoice,
    color: templateColor,
    align: z.enum(['start', 'center']),
    uppercase: z.boolean().optional(),
    fit: z
      .strictObject({
        maxWidth: length('fit.maxWidth', PIN_CANVAS.width),
        maxHeight: length('fit.maxHeight', PIN_CANVAS.height),
        maxFontSize: z.number().int().min(8).max(300),
        minFontSize: z.number().int().min(8).max(300),
        lineHeight: z.number().min(0.8).max(3),
        /** Letter spacing as a multiple of the font size (CSS em). */
        letterSpacing: z.number().min(-0.2).max(0.5).optional(),
        maxLines: z.number().int().min(1).max(12).optional(),
      })
      .refine((fit) => fit.minFontSize <= fit.maxFontSize, {
        path: ['minFontSize'],
        message: 'fit.minFontSize must not be above fit.maxFontSize',
      }),
  })
  .superRefine(checkWeight);

/** One line of text (board name, domain), shortened with an ellipsis past maxWidth. */
const lineFont = z
  .strictObject({ ...fontChoice, size: z.number().min(8).max(300), spacing: z.number().min(-20).max(50) })
  .superRefine(checkWeight);
const lineItem = z.strictObject({
  kind: z.literal('text'),
  content: textSource,
  font: lineFont,
  color: templateColor,
  uppercase: z.boolean().optional(),
  maxWidth: length('maxWidth', PIN_CANVAS.width),
  marginTop: z.number().min(0).max(400).optional(),
});
const row = z.strictObject({
  kind: z.literal('row'),
  marginTop: z.number().min(0).max(400).optional(),
  items: z.array(bar).min(1).max(8),
});
const panelItem = z.discriminatedUnion('kind', [titleItem, lineItem, bar, row]);

const border = z.strictObject({ width: z.number().min(0).max(60), color: templateColor });

/**
 * Vertical place: a fixed top or bottom, or centered on `center` once its height is known and kept
 * between `min` (top) and `max` (bottom), which is how a long title's taller panel stays clear.
 */
const verticalPlace = z.union([
  z.strictObject({ top: coordinate('y') }),
  z.strictObject({ bottom: coordinate('y') }),
  z
    .strictObject({ center: coordinate('y'), min: coordinate('y'), max: coordinate('y') })
    .refine((y) => y.min < y.max, { path: ['min'], message: 'y.min must be below y.max' }),
]);

const panel = z
  .strictObject({
    type: z.literal('panel'),
    x: coordinate('x'),
    y: verticalPlace,
    width: length('width', PIN_CANVAS.width + 2 * TEMPLATE_BLEED),
    /** The title's fitted height plus `title` pixels; without it the panel is as tall as what it holds. */
    height: z.strictObject({ title: z.number().min(0).max(PIN_CANVAS.height) }).optional(),
    rotate,
    /** A hard offset shadow (a blurred one takes far longer to rasterise at pin size). */
    shadow: z
      .strictObject({
        dx: z.number().min(-60).max(60),
        dy: z.number().min(-60).max(60),
        color: templateColor,
      })
      .optional(),
    /** Without it the panel is see-through: its words sit straight on the pictures. */
    fill: templateColor.optional(),
    radius: z.number().min(0).max(999).optional(),
    border: border.optional(),
    padding: z.tuple([z.number().min(0).max(400), z.number().min(0).max(400)]).optional(),
    /** A second border inside the padding (a label's double frame). */
    innerBorder: border.optional(),
    align: z.enum(['start', 'center', 'stretch']).optional(),
    justify: z.enum(['start', 'center']).optional(),
    items: z.array(panelItem).min(1).max(12),
  })
  .superRefine((value, ctx) => {
    if (value.x + value.width > PIN_CANVAS.width + TEMPLATE_BLEED) {
      ctx.addIssue({
        code: 'custom',
        path: ['width'],
        message: `x + width must be at most ${PIN_CANVAS.width + TEMPLATE_BLEED}`,
      });
    }
    if ('center' in value.y && !value.height) {
      ctx.addIssue({ code: 'custom', path: ['y'], message: 'y.center needs a height (the title plus some)' });
    }
    if (value.shadow && !value.height) {
      ctx.addIssue({
        code: 'custom',
        path: ['shadow'],
        message: 'shadow needs a height (the title plus some)',
      });
    }
    if (value.height && !value.items.some((item) => item.kind === 'title')) {
      ctx.addIssue({
        code: 'custom',
        path: ['height'],
        message: 'height follows the title: the panel needs a title',
      });
    }
    for (const [index, item] of value.items.entries()) {
      if (item.kind === 'title' && item.fit.maxWidth > value.width) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'fit', 'maxWidth'],
          message: 'fit.maxWidth must not be above the panel width',
        });
      }
    }
  });

/** A box on the canvas, inside it give or take the bleed. */
const box = {
  x: coordinate('x'),
  y: coordinate('y'),
  width: length('width', PIN_CANVAS.width + 2 * TEMPLATE_BLEED),
  height: length('height', PIN_CANVAS.height + 2 * TEMPLATE_BLEED),
};
function checkBox(value: { x: number; y: number; width: number; height: number }, ctx: z.RefinementCtx) {
  if (value.x + value.width > PIN_CANVAS.width + TEMPLATE_BLEED) {
    ctx.addIssue({
      code: 'custom',
      path: ['width'],
      message: `x + width must be at most ${PIN_CANVAS.width + TEMPLATE_BLEED}`,
    });
  }
  if (value.y + value.height > PIN_CANVAS.height + TEMPLATE_BLEED) {
    ctx.addIssue({
      code: 'custom',
      path: ['height'],
      message: `y + height must be at most ${PIN_CANVAS.height + TEMPLATE_BLEED}`,
    });
  }
}

/** The artwork or a photo of the source, cover-cropped into its box, under every other layer. */
const frame = z
  .strictObject({
    type: z.literal('frame'),
    ...box,
    image: z
      .number()
      .int()
      .min(0)
      .max(MAX_TEMPLATE_IMAGES - 1),
  })
  .superRefine(checkBox);

const shape = z
  .strictObject({
    type: z.literal('shape'),
    ...box,
    shape: z.enum(['rect', 'ellipse']),
    fill: templateColor,
    radius: z.number().min(0).max(999).optional(),
    rotate,
  })
  .superRefine(checkBox);

/** The brand kit's logo, contained in its box; nothing is drawn while the kit has none. */
const logo = z.strictObject({ type: z.literal('logo'), ...box }).superRefine(checkBox);

/** One line of text on the canvas, in a box `width` wide from `x`, optionally on a pill or label. */
const text = z
  .strictObject({
    type: z.literal('text'),
    content: textSource,
    x: coordinate('x'),
    y: z.union([z.strictObject({ top: coordinate('y') }), z.strictObject({ bottom: coordinate('y') })]),
    width: length('width', PIN_CANVAS.width + 2 * TEMPLATE_BLEED),
    align: z.enum(['start', 'center', 'end']),
    font: lineFont,
    color: templateColor,
    uppercase: z.boolean().optional(),
    maxWidth: length('maxWidth', PIN_CANVAS.width),
    background: z
      .strictObject({
        fill: templateColor,
        padding: z.tuple([z.number().min(0).max(200), z.number().min(0).max(200)]),
        radius: z.number().min(0).max(999).optional(),
        border: border.optional(),
      })
      .optional(),
    rotate,
  })
  .superRefine((value, ctx) => {
    if (value.x + value.width > PIN_CANVAS.width + TEMPLATE_BLEED) {
      ctx.addIssue({
        code: 'custom',
        path: ['width'],
        message: `x + width must be at most ${PIN_CANVAS.width + TEMPLATE_BLEED}`,
      });
    }
  });

const layer = z.discriminatedUnion('type', [frame, panel, text, shape, logo]);
export type TemplateLayer = z.infer<typeof layer>;
export type TemplatePanelItem = z.infer<typeof panelItem>;
export type TemplateBar = z.infer<typeof bar>;

/**
 * The template schema: the built-ins are typed by it, and a workspace's own templates (ADR 0038)
 * are refused with it, naming the field (checkTemplateDocument).
 * @internal for tests and benchmarks, not production code
 */
export const pinTemplate = z
  .strictObject({
    version: z.literal(1, { error: 'version must be 1' }),
    name: z.string().trim().min(1, 'name must not be empty').max(60, 'name must be at most 60 characters'),
    /** The board style the template belongs to: its artwork is painted in that style. */
    style: z.enum(BOARD_STYLES, { error: `style must be one of ${BOARD_STYLES.join(', ')}` }),
    format: z.enum(TEMPLATE_FORMATS, { error: `format must be one of ${TEMPLATE_FORMATS.join(', ')}` }),
    /** Under the frames, where they leave the canvas bare. */
    background: templateColor.optional(),
    layers: z
      .array(layer)
      .min(1, 'layers must hold at least one layer')
      .max(MAX_TEMPLATE_LAYERS, `layers must hold at most ${MAX_TEMPLATE_LAYERS} layers`),
  })
  .superRefine((value, ctx) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value)).length;
    if (bytes > MAX_TEMPLATE_BYTES) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `the template must be at most 64 kB as JSON (it is ${bytes} bytes)`,
      });
    }
    if (
      !value.layers.some(
        (entry) => entry.type === 'panel' && entry.items.some((item) => item.kind === 'title'),
      )
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['layers'],
        message: 'layers must include a panel with the title',
      });
    }
  });
export type PinTemplate = z.infer<typeof pinTemplate>;

/** How many of the source's photos a template shows: one more than its highest frame's image (1 at least, the artwork). */
export function photosShown(template: Pick<PinTemplate, 'layers'>): number {
  return Math.max(1, ...template.layers.map((layer) => (layer.type === 'frame' ? layer.image + 1 : 0)));
}

/** Whether the template shows the link's domain (an edited link then redraws the image). */
export function showsDomain(template: PinTemplate): boolean {
  return template.layers.some(
    (layer) =>
      (layer.type === 'text' && layer.content === 'domain') ||
      (layer.type === 'panel' &&
        layer.items.some((item) => item.kind === 'text' && item.content === 'domain')),
  );
}

/**
 * Each problem as "field: message", the field a dotted path ("layers.2.x").
 * @internal for tests and benchmarks, not production code
 */
export function templateProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return field ? `${field}: ${issue.message}` : issue.message;
  });
}

/** A zod issue's path as a person reads it: `layers[3].x`, `layers[0].items[1].fit.maxWidth`. */
function templateFieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

/**
 * Checks a custom template's document (ADR 0038) as the server does before storing or drawing
 * it, so the editor shows the same words: the schema (bounds on the canvas give or take the
 * bleed, known fonts and weights, #RRGGBB or brand-role colors, at most 30 layers, at most 64 kB
 * as JSON). Problems read "layers[3].x: x must be at most 1100 (the pin is 1000 px)".
 */
export function checkTemplateDocument(
  value: unknown,
): { ok: true; template: PinTemplate } | { ok: false; problems: TemplateProblem[] } {
  const parsed = pinTemplate.safeParse(value);
  if (parsed.success) return { ok: true, template: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => ({
      field: templateFieldPath(issue.path),
      message: issue.message,
    })),
  };
}

/** One thing wrong with a template: the field ('' for the whole document) and what is wrong. */
export interface TemplateProblem {
  field: string;
  message: string;
}

/** "layers[3].x: x must be …", the field under `prefix` (the API names it document.…). */
export function describeTemplateProblem(problem: TemplateProblem, prefix = ''): string {
  const field = problem.field ? `${prefix}${problem.field}` : prefix.replace(/\.$/, '');
  return field ? `${field}: ${problem.message}` : problem.message;
}
