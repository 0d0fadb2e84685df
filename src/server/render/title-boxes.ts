// Where and how big each board style sets its title (title-overlays.ts draws around it).
import type { BoardStyle } from '../../shared/api/boards';
import type { LoadedFonts, PinFont } from './fonts';
import type { TitleBox } from './title-layout';

/** Where and how big each style sets its title; tests check a 100-character title fits each. */
const TITLE_BOXES: Record<BoardStyle, Omit<TitleBox, 'metrics'> & { font: PinFont; weight: number }> = {
  modern: {
    font: 'inter',
    weight: 800,
    maxWidth: 720,
    maxHeight: 460,
    maxFontSize: 92,
    minFontSize: 40,
    lineHeight: 1.12,
    letterSpacing: -0.02,
  },
  vintage: {
    font: 'playfair',
    weight: 700,
    maxWidth: 580,
    maxHeight: 460,
    maxFontSize: 82,
    minFontSize: 38,
    lineHeight: 1.16,
  },
  minimalist: {
    font: 'dmSans',
    weight: 500,
    maxWidth: 600,
    maxHeight: 330,
    maxFontSize: 60,
    minFontSize: 34,
    lineHeight: 1.26,
    letterSpacing: -0.01,
  },
  bold: {
    font: 'anton',
    weight: 400,
    maxWidth: 840,
    maxHeight: 560,
    maxFontSize: 168,
    minFontSize: 64,
    lineHeight: 1.04,
    letterSpacing: 0.01,
  },
};

export function titleBox(style: BoardStyle, fonts: LoadedFonts): TitleBox {
  const { font, weight, ...box } = TITLE_BOXES[style];
  return { ...box, metrics: fonts.metrics(font, weight) };
}
