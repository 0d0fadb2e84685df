// The built-in pin templates, every plan's (ADR 0035). The first four are the board styles'
// own looks, drawn exactly as before templates were data; a board without a choice uses its
// style's (STYLE_TEMPLATES).
import type { BoardStyle } from './board-styles';
import { FORMAT_TEMPLATES } from './format-templates';
import type { PinTemplate, TemplateColor } from './templates';

/** The whole pin, behind every layer: the artwork, or the source's photo. */
const FULL_FRAME = { type: 'frame', x: 0, y: 0, width: 1000, height: 1500, image: 0 } as const;

const modernInk: TemplateColor = { readableOn: '#FFFFFF', prefer: ['dark'] };
const vintageLabel = '#FBF4E4';
const vintageInk: TemplateColor = {
  readableOn: vintageLabel,
  prefer: [{ mix: [{ sepia: 'dark' }, '#3B2412'], amount: 0.5 }],
};
const minimalistPaper: TemplateColor = { mix: ['#FAF9F6', 'primary'], amount: 0.035 };

const modernCard: PinTemplate = {
  version: 1,
  name: 'Modern card',
  style: 'modern',
  format: 'title-over-photo',
  layers: [
    FULL_FRAME,
    {
      type: 'panel',
      x: 80,
      y: { center: 1000, min: 560, max: 1340 },
      width: 840,
      height: { title: 154 },
      shadow: { dx: 0, dy: 16, color: { color: '#000000', alpha: 0.18 } },
      radius: 44,
      fill: '#FFFFFF',
      padding: [0, 60],
      justify: 'center',
      items: [
        { kind: 'bar', width: 96, height: 12, radius: 6, color: 'primary', marginBottom: 30 },
        {
          kind: 'title',
          font: 'inter',
          weight: 800,
          color: modernInk,
          align: 'start',
          fit: {
            maxWidth: 720,
            maxHeight: 460,
            maxFontSize: 92,
            minFontSize: 40,
            lineHeight: 1.12,
            letterSpacing: -0.02,
          },
        },
      ],
    },
    {
      type: 'text',
      content: 'boardName',
      x: 0,
      y: { bottom: 64 },
      width: 1000,
      align: 'center',
      font: { font: 'inter', weight: 500, size: 24, spacing: 4 },
      color: modernInk,
      uppercase: true,
      maxWidth: 700,
      background: { fill: { color: '#FFFFFF', alpha: 0.92 }, padding: [14, 30], radius: 999 },
    },
  ],
};

const vintageRule = { kind: 'bar', width: 70, height: 2, color: vintageInk } as const;
const vintageFrame: PinTemplate = {
  version: 1,
  name: 'Vintage label',
  style: 'vintage',
  format: 'title-over-photo',
  layers: [
    FULL_FRAME,
    {
      type: 'panel',
      x: 140,
      y: { center: 740, min: 200, max: 1300 },
      width: 720,
      // Borders (5 + 1.5), padding (10 + 40/36) and the ornament under the title (28 + 14).
      height: { title: 152 },
      shadow: { dx: 10, dy: 10, color: { color: '#3B2412', alpha: 0.3 } },
      fill: vintageLabel,
      padding: [10, 10],
      border: { width: 5, color: vintageInk },
      innerBorder: { width: 1.5, color: vintageInk },
      align: 'center',
      justify: 'center',
      items: [
        {
          kind: 'title',
          font: 'playfair',
          weight: 700,
          color: vintageInk,
          align: 'center',
          fit: { maxWidth: 580, maxHeight: 460, maxFontSize: 82, minFontSize: 38, lineHeight: 1.16 },
        },
        {
          kind: 'row',
          marginTop: 28,
          items: [
            vintageRule,
            { kind: 'bar', width: 14, height: 14, color: { sepia: 'primary' }, rotate: 45, marginX: 16 },
            vintageRule,
          ],
        },
      ],
    },
    {
      type: 'text',
      content: 'boardName',
      x: 0,
      y: { bottom: 86 },
      width: 1000,
      align: 'center',
      font: { font: 'playfair', weight: 400, size: 22, spacing: 4 },
      color: vintageInk,
      uppercase: true,
      maxWidth: 640,
      background: { fill: vintageLabel, padding: [10, 28], border: { width: 2, color: vintageInk } },
    },
  ],
};

const minimalistNote: PinTemplate = {
  version: 1,
  name: 'Minimalist note',
  style: 'minimalist',
  format: 'title-over-photo',
  layers: [
    FULL_FRAME,
    {
      type: 'panel',
      x: 90,
      y: { bottom: 130 },
      width: 820,
      fill: minimalistPaper,
      padding: [48, 50],
      items: [
        { kind: 'bar', width: 56, height: 3, color: 'primary', marginBottom: 34 },
        {
          kind: 'title',
          font: 'dmSans',
          weight: 500,
          color: { readableOn: minimalistPaper, prefer: ['#2B2B2B'] },
          align: 'start',
          fit: {
            maxWidth: 600,
            maxHeight: 330,
            maxFontSize: 60,
            minFontSize: 34,
            lineHeight: 1.26,
            letterSpacing: -0.01,
          },
        },
        {
          kind: 'text',
          content: 'boardName',
          font: { font: 'dmSans', weight: 400, size: 19, spacing: 5 },
          color: { readableOn: minimalistPaper, prefer: ['#6B6B6B'] },
          uppercase: true,
          maxWidth: 600,
          marginTop: 40,
        },
      ],
    },
  ],
};

const boldBand: PinTemplate = {
  version: 1,
  name: 'Bold band',
  style: 'bold',
  format: 'title-over-photo',
  layers: [
    FULL_FRAME,
    {
      type: 'panel',
      x: -70,
      y: { center: 960, min: 500, max: 1320 },
      width: 1120,
      height: { title: 96 },
      rotate: -5,
      shadow: { dx: 0, dy: 20, color: 'secondary' },
      fill: 'dark',
      align: 'center',
      justify: 'center',
      items: [
        {
          kind: 'title',
          font: 'anton',
          weight: 400,
          color: { readableOn: 'dark', prefer: ['light', '#FFFFFF'] },
          align: 'center',
          uppercase: true,
          fit: {
            maxWidth: 840,
            maxHeight: 560,
            maxFontSize: 168,
            minFontSize: 64,
            lineHeight: 1.04,
            letterSpacing: 0.01,
          },
        },
      ],
    },
    {
      type: 'text',
      content: 'boardName',
      x: 0,
      y: { bottom: 70 },
      width: 1000,
      align: 'center',
      font: { font: 'anton', weight: 400, size: 30, spacing: 2 },
      color: { readableOn: 'light', prefer: ['dark'] },
      uppercase: true,
      maxWidth: 700,
      background: { fill: 'light', padding: [8, 24] },
      rotate: -5,
    },
  ],
};

/** Built-in templates by id; ids are kept forever, since boards and pins name them. */
export const BUILTIN_TEMPLATES = {
  'modern-card': modernCard,
  'vintage-label': vintageFrame,
  'minimalist-note': minimalistNote,
  'bold-band': boldBand,
  ...FORMAT_TEMPLATES,
} as const satisfies Record<string, PinTemplate>;
export type BuiltinTemplateId = keyof typeof BUILTIN_TEMPLATES;
export const BUILTIN_TEMPLATE_IDS = Object.keys(BUILTIN_TEMPLATES) as [
  BuiltinTemplateId,
  ...BuiltinTemplateId[],
];

export function isBuiltinTemplateId(id: string): id is BuiltinTemplateId {
  return Object.hasOwn(BUILTIN_TEMPLATES, id);
}

/** Each style's own template: what a board that chose none uses, as every pin did before templates. */
export const STYLE_TEMPLATES: Record<BoardStyle, BuiltinTemplateId> = {
  modern: 'modern-card',
  vintage: 'vintage-label',
  minimalist: 'minimalist-note',
  bold: 'bold-band',
};

/** What a pin's domain text shows: the link's host without www ('blog.example'); '' without a link. */
export function linkDomain(link: string | null): string {
  if (!link) return '';
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}
