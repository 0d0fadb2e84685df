// Built-in templates for the common pin formats (split panel, list, quote, step by step,
// before/after, collage), in the four styles' fonts and colors. Frames past the first take the
// source's other photos where it has them, else the artwork again (render/compose.ts).
import type { PinTemplate, TemplateColor, TemplateLayer } from './templates';

const FULL_FRAME = { type: 'frame', x: 0, y: 0, width: 1000, height: 1500, image: 0 } as const;
const paper: TemplateColor = { mix: ['#FAF9F6', 'primary'], amount: 0.035 };
const onPaper: TemplateColor = { readableOn: paper, prefer: ['#2B2B2B'] };
const onPrimary: TemplateColor = { readableOn: 'primary', prefer: ['#FFFFFF'] };
const onDark: TemplateColor = { readableOn: 'dark', prefer: ['light', '#FFFFFF'] };
const onLight: TemplateColor = { readableOn: 'light', prefer: ['dark'] };
const sepiaInk: TemplateColor = {
  readableOn: '#FBF4E4',
  prefer: [{ mix: [{ sepia: 'dark' }, '#3B2412'], amount: 0.5 }],
};

const boardLine = (font: 'inter' | 'playfair' | 'dmSans' | 'anton', weight: number, color: TemplateColor) =>
  ({
    kind: 'text',
    content: 'boardName',
    font: { font, weight, size: 22, spacing: 4 },
    color,
    uppercase: true,
    maxWidth: 700,
    marginTop: 28,
  }) as const;

const modernSplit: PinTemplate = {
  version: 1,
  name: 'Modern split',
  style: 'modern',
  format: 'split-panel',
  background: 'light',
  layers: [
    { type: 'frame', x: 0, y: 0, width: 1000, height: 880, image: 0 },
    {
      type: 'panel',
      x: 0,
      y: { top: 880 },
      width: 1000,
      fill: 'light',
      padding: [56, 80],
      items: [
        { kind: 'bar', width: 96, height: 12, radius: 6, color: 'primary', marginBottom: 30 },
        {
          kind: 'title',
          font: 'inter',
          weight: 800,
          color: onLight,
          align: 'start',
          fit: {
            maxWidth: 840,
            maxHeight: 340,
            maxFontSize: 84,
            minFontSize: 36,
            lineHeight: 1.12,
            letterSpacing: -0.02,
          },
        },
        boardLine('inter', 500, onLight),
      ],
    },
  ],
};

const modernList: PinTemplate = {
  version: 1,
  name: 'Modern list',
  style: 'modern',
  format: 'list',
  layers: [
    FULL_FRAME,
    {
      type: 'panel',
      x: 80,
      y: { top: 140 },
      width: 840,
      fill: '#FFFFFF',
      radius: 44,
      padding: [50, 60],
      align: 'center',
      items: [
        {
          kind: 'text',
          content: 'number',
          font: { font: 'anton', weight: 400, size: 190, spacing: 0 },
          color: 'primary',
          maxWidth: 700,
        },
        {
          kind: 'title',
          font: 'inter',
          weight: 800,
          color: { readableOn: '#FFFFFF', prefer: ['dark'] },
          align: 'center',
          fit: {
            maxWidth: 720,
            maxHeight: 420,
            maxFontSize: 80,
            minFontSize: 36,
            lineHeight: 1.12,
            letterSpacing: -0.02,
          },
        },
        boardLine('inter', 500, { readableOn: '#FFFFFF', prefer: ['primary', 'dark'] }),
      ],
    },
  ],
};

const modernDuo: PinTemplate = {
  version: 1,
  name: 'Modern duo',
  style: 'modern',
  format: 'collage',
  background: '#FFFFFF',
  layers: [
    { type: 'frame', x: 0, y: 0, width: 1000, height: 740, image: 0 },
    { type: 'frame', x: 0, y: 760, width: 1000, height: 740, image: 1 },
    {
      type: 'panel',
      x: 80,
      y: { center: 750, min: 200, max: 1300 },
      width: 840,
      height: { title: 120 },
      shadow: { dx: 0, dy: 16, color: { color: '#000000', alpha: 0.18 } },
      radius: 44,
      fill: '#FFFFFF',
      padding: [0, 60],
      justify: 'center',
      align: 'center',
      items: [
        {
          kind: 'title',
          font: 'inter',
          weight: 800,
          color: { readableOn: '#FFFFFF', prefer: ['dark'] },
          align: 'center',
          fit: {
            maxWidth: 720,
            maxHeight: 460,
            maxFontSize: 84,
            minFontSize: 36,
            lineHeight: 1.12,
            letterSpacing: -0.02,
          },
        },
      ],
    },
  ],
};

const vintageQuote: PinTemplate = {
  version: 1,
  name: 'Vintage quote',
  style: 'vintage',
  format: 'quote',
  layers: [
    FULL_FRAME,
    {
      type: 'shape',
      shape: 'rect',
      x: 0,
      y: 0,
      width: 1000,
      height: 1500,
      fill: { color: '#3B2412', alpha: 0.55 },
    },
    {
      type: 'panel',
      x: 120,
      y: { top: 330 },
      width: 760,
      align: 'center',
      items: [
        {
          kind: 'text',
          content: { literal: '“' },
          font: { font: 'playfair', weight: 700, size: 200, spacing: 0 },
          color: { sepia: 'light' },
          maxWidth: 300,
        },
        {
          kind: 'title',
          font: 'playfair',
          weight: 700,
          color: '#FBF4E4',
          align: 'center',
          fit: { maxWidth: 760, maxHeight: 560, maxFontSize: 84, minFontSize: 38, lineHeight: 1.2 },
        },
        { kind: 'bar', width: 120, height: 2, color: '#FBF4E4', marginTop: 40 },
        boardLine('playfair', 400, '#FBF4E4'),
      ],
    },
  ],
};

const vintageBeforeAfter: PinTemplate = {
  version: 1,
  name: 'Vintage before and after',
  style: 'vintage',
  format: 'before-after',
  background: '#FBF4E4',
  layers: [
    { type: 'frame', x: 30, y: 30, width: 940, height: 700, image: 0 },
    { type: 'frame', x: 30, y: 770, width: 940, height: 700, image: 1 },
    ...(['Before', 'After'] as const).map(
      (word, index): TemplateLayer => ({
        type: 'text',
        content: { literal: word.toUpperCase() },
        x: 60,
        y: index === 0 ? { top: 60 } : { bottom: 60 },
        width: 400,
        align: 'start',
        font: { font: 'playfair', weight: 700, size: 26, spacing: 4 },
        color: sepiaInk,
        maxWidth: 360,
        background: { fill: '#FBF4E4', padding: [8, 22], border: { width: 2, color: sepiaInk } },
      }),
    ),
    {
      type: 'panel',
      x: 140,
      y: { center: 750, min: 200, max: 1300 },
      width: 720,
      height: { title: 100 },
      shadow: { dx: 10, dy: 10, color: { color: '#3B2412', alpha: 0.3 } },
      fill: '#FBF4E4',
      padding: [10, 10],
      border: { width: 5, color: sepiaInk },
      innerBorder: { width: 1.5, color: sepiaInk },
      align: 'center',
      justify: 'center',
      items: [
        {
          kind: 'title',
          font: 'playfair',
          weight: 700,
          color: sepiaInk,
          align: 'center',
          fit: { maxWidth: 580, maxHeight: 420, maxFontSize: 70, minFontSize: 34, lineHeight: 1.16 },
        },
      ],
    },
  ],
};

const STEP_TOPS = [520, 840, 1160] as const;
const minimalistSteps: PinTemplate = {
  version: 1,
  name: 'Minimalist steps',
  style: 'minimalist',
  format: 'step-by-step',
  background: paper,
  layers: [
    ...STEP_TOPS.map(
      (top, index) => ({ type: 'frame', x: 60, y: top, width: 880, height: 290, image: index }) as const,
    ),
    ...STEP_TOPS.flatMap(
      (top, index) =>
        [
          { type: 'shape', shape: 'ellipse', x: 84, y: top + 24, width: 64, height: 64, fill: paper },
          {
            type: 'text',
            content: { literal: String(index + 1) },
            x: 84,
            y: { top: top + 36 },
            width: 64,
            align: 'center',
            font: { font: 'dmSans', weight: 500, size: 32, spacing: 0 },
            color: onPaper,
            maxWidth: 64,
          },
        ] as const,
    ),
    {
      type: 'panel',
      x: 60,
      y: { top: 70 },
      width: 880,
      padding: [20, 0],
      items: [
        { kind: 'bar', width: 56, height: 3, color: 'primary', marginBottom: 30 },
        {
          kind: 'title',
          font: 'dmSans',
          weight: 500,
          color: onPaper,
          align: 'start',
          fit: {
            maxWidth: 880,
            maxHeight: 300,
            maxFontSize: 60,
            minFontSize: 30,
            lineHeight: 1.22,
            letterSpacing: -0.01,
          },
        },
      ],
    },
  ],
};

const COLLAGE_CELLS = [
  [0, 0],
  [506, 0],
  [0, 756],
  [506, 756],
] as const;
const minimalistCollage: PinTemplate = {
  version: 1,
  name: 'Minimalist collage',
  style: 'minimalist',
  format: 'collage',
  background: paper,
  layers: [
    ...COLLAGE_CELLS.map(
      ([x, y], index) => ({ type: 'frame', x, y, width: 494, height: 744, image: index }) as const,
    ),
    {
      type: 'panel',
      x: 130,
      y: { center: 750, min: 200, max: 1300 },
      width: 740,
      height: { title: 150 },
      fill: paper,
      padding: [0, 50],
      justify: 'center',
      items: [
        { kind: 'bar', width: 56, height: 3, color: 'primary', marginBottom: 30 },
        {
          kind: 'title',
          font: 'dmSans',
          weight: 500,
          color: onPaper,
          align: 'start',
          fit: {
            maxWidth: 640,
            maxHeight: 330,
            maxFontSize: 58,
            minFontSize: 32,
            lineHeight: 1.26,
            letterSpacing: -0.01,
          },
        },
        { ...boardLine('dmSans', 400, { readableOn: paper, prefer: ['#6B6B6B'] }), marginTop: 30 },
      ],
    },
  ],
};

const boldList: PinTemplate = {
  version: 1,
  name: 'Bold list',
  style: 'bold',
  format: 'list',
  layers: [
    FULL_FRAME,
    {
      type: 'panel',
      x: 0,
      y: { top: 0 },
      width: 1000,
      fill: 'primary',
      padding: [50, 70],
      align: 'center',
      items: [
        {
          kind: 'text',
          content: 'number',
          font: { font: 'anton', weight: 400, size: 170, spacing: 0 },
          color: onPrimary,
          maxWidth: 860,
        },
        {
          kind: 'title',
          font: 'anton',
          weight: 400,
          color: onPrimary,
          align: 'center',
          uppercase: true,
          fit: {
            maxWidth: 860,
            maxHeight: 440,
            maxFontSize: 120,
            minFontSize: 52,
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
      color: onLight,
      uppercase: true,
      maxWidth: 700,
      background: { fill: 'light', padding: [8, 24] },
      rotate: -5,
    },
  ],
};

const boldSplit: PinTemplate = {
  version: 1,
  name: 'Bold split',
  style: 'bold',
  format: 'split-panel',
  background: 'dark',
  layers: [
    { type: 'frame', x: 0, y: 640, width: 1000, height: 860, image: 0 },
    {
      type: 'panel',
      x: 0,
      y: { top: 0 },
      width: 1000,
      fill: 'dark',
      padding: [80, 70],
      align: 'center',
      items: [
        {
          kind: 'title',
          font: 'anton',
          weight: 400,
          color: onDark,
          align: 'center',
          uppercase: true,
          fit: {
            maxWidth: 860,
            maxHeight: 400,
            maxFontSize: 130,
            minFontSize: 52,
            lineHeight: 1.04,
            letterSpacing: 0.01,
          },
        },
        { kind: 'bar', width: 140, height: 10, color: 'primary', marginTop: 30 },
      ],
    },
    {
      type: 'text',
      content: 'domain',
      x: 0,
      y: { bottom: 60 },
      width: 1000,
      align: 'center',
      font: { font: 'anton', weight: 400, size: 30, spacing: 2 },
      color: onLight,
      uppercase: true,
      maxWidth: 700,
      background: { fill: 'light', padding: [8, 24] },
    },
  ],
};

/** By id; ids are kept forever, since boards and pins name them. */
export const FORMAT_TEMPLATES = {
  'modern-split': modernSplit,
  'modern-list': modernList,
  'modern-duo': modernDuo,
  'vintage-quote': vintageQuote,
  'vintage-before-after': vintageBeforeAfter,
  'minimalist-steps': minimalistSteps,
  'minimalist-collage': minimalistCollage,
  'bold-list': boldList,
  'bold-split': boldSplit,
} as const satisfies Record<string, PinTemplate>;
