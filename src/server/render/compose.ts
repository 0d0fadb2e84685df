// Sets the pin title and board name on the artwork in the board's style: satori lays the text
// out as SVG paths with the bundled fonts; sharp rasterises it (librsvg), composites and encodes.
import type { ReactNode } from 'react';
import satori from 'satori';
import sharp from 'sharp';
import type { StyleConfig } from '../../shared/api/boards';
import { PIN_IMAGE_HEIGHT, PIN_IMAGE_WIDTH, stripQuotes } from '../../shared/api/pins';
import { BUILTIN_TEMPLATES, STYLE_TEMPLATES } from '../../shared/builtin-templates';
import type { PinTemplate } from '../../shared/templates';
import { templateOverlay } from './draw-template';
import { type LoadedFonts, loadPinFonts } from './fonts';
import { paletteOf } from './palette';
import { TITLE_OVERLAYS } from './title-overlays';

export interface ComposePinInput {
  /** Any image; it is cover-cropped to 1000×1500 first. */
  artwork: Buffer;
  title: string;
  styleConfig: StyleConfig;
  boardName: string;
}

/**
 * The title overlay alone, as SVG: exported for tests and the sample renderer.
 * @internal for tests and benchmarks, not production code
 */
export async function titleOverlaySvg(input: Omit<ComposePinInput, 'artwork'>): Promise<string> {
  const fonts = await loadPinFonts();
  const overlay = TITLE_OVERLAYS[input.styleConfig.style] ?? TITLE_OVERLAYS.modern;
  const boardName = drawable(input.boardName, fonts);
  const tree = overlay({
    title: drawable(stripQuotes(input.title), fonts) || boardName,
    boardName,
    palette: paletteOf(input.styleConfig.brandColors),
    fonts,
  });
  return satori(tree as unknown as ReactNode, {
    width: PIN_IMAGE_WIDTH,
    height: PIN_IMAGE_HEIGHT,
    fonts: fonts.satoriFonts,
  });
}

/**
 * The overlay of a template (the style's own when none is given), as SVG.
 * @internal for tests and benchmarks, not production code
 */
export async function templateOverlaySvg(
  input: Omit<ComposePinInput, 'artwork'> & { template?: PinTemplate; domain?: string },
): Promise<string> {
  const fonts = await loadPinFonts();
  const template = input.template ?? BUILTIN_TEMPLATES[STYLE_TEMPLATES[input.styleConfig.style]];
  const boardName = drawable(input.boardName, fonts);
  const tree = templateOverlay(
    template,
    {
      title: drawable(stripQuotes(input.title), fonts) || boardName,
      boardName,
      domain: drawable(input.domain ?? '', fonts),
    },
    paletteOf(input.styleConfig.brandColors),
    fonts,
  );
  return satori(tree as unknown as ReactNode, {
    width: PIN_IMAGE_WIDTH,
    height: PIN_IMAGE_HEIGHT,
    fonts: fonts.satoriFonts,
  });
}

/**
 * The text without what no bundled font can draw (emoji, CJK), which would show as empty boxes:
 * '🍂 Fall Soups' is set as 'Fall Soups'. The pin's title itself keeps every character.
 * @internal for tests and benchmarks, not production code
 */
export function drawable(text: string, fonts: LoadedFonts): string {
  return [...text]
    .filter((char) => /\s/.test(char) || fonts.covers(char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The final pin: a 1000×1500 PNG. */
export async function composePin(input: ComposePinInput): Promise<Buffer> {
  const svg = await titleOverlaySvg(input);
  // The overlay is drawn inside libvips (ADR 0024): no pin-sized pixel buffer on the JS heap.
  return (
    sharp(input.artwork)
      .resize(PIN_IMAGE_WIDTH, PIN_IMAGE_HEIGHT, { fit: 'cover' })
      // A transparent artwork (some models return one) sits on white rather than black.
      .flatten({ background: '#FFFFFF' })
      .composite([{ input: Buffer.from(svg) }])
      // Level 4: about 10 ms faster than the default 6 for about 20% more bytes.
      .png({ compressionLevel: 4 })
      .toBuffer()
  );
}
