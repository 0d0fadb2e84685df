// Draws a pin from its template (shared/templates.ts): sharp lays the artwork and photos into the
// template's frames; satori lays the title and the other texts out as SVG paths with the bundled
// fonts (draw-template.ts); sharp rasterises that over the frames (librsvg) and encodes.
import type { ReactNode } from 'react';
import satori from 'satori';
import sharp, { type Sharp } from 'sharp';
import type { StyleConfig } from '../../shared/api/boards';
import { PIN_IMAGE_HEIGHT, PIN_IMAGE_WIDTH, stripQuotes } from '../../shared/api/pins';
import { BUILTIN_TEMPLATES, STYLE_TEMPLATES } from '../../shared/builtin-templates';
import type { PinTemplate, TemplateLayer } from '../../shared/templates';
import { fontsUsed, type PinBrand, withBrandFonts } from './brand';
import { numberIn, resolveColor, templateOverlay } from './draw-template';
import { type LoadedFonts, loadPinFonts } from './fonts';
import { paletteOf } from './palette';
import { withUploadedFonts } from './uploaded-fonts';

export interface ComposePinInput {
  /** Any image, the template's first frame (image 0); it is cover-cropped to its frame. */
  artwork: Buffer;
  /** More pictures of the source for templates with several frames (a collage); frames take them in turn. */
  photos?: Buffer[];
  title: string;
  styleConfig: StyleConfig;
  boardName: string;
  /** The template to draw; without one, the board style's own built-in. */
  template?: PinTemplate;
  /** The destination link's domain, for templates that show it. */
  domain?: string;
  /** The board's brand kit (ADR 0039): its colors, fonts, logo and footer; none draws as before kits. */
  brand?: PinBrand;
  /** Pixels across when smaller than the pin (previews, thumbnails); the height keeps the 2:3. */
  width?: number;
}

/** The brand colors the pin's palette comes from: the kit's, else the board's. */
const brandColorsOf = (input: Pick<ComposePinInput, 'brand' | 'styleConfig'>) =>
  input.brand?.colors ?? input.styleConfig.brandColors;

/** The template a pin is drawn with: the one given, else its board style's own. */
function templateOf(input: Pick<ComposePinInput, 'template' | 'styleConfig'>): PinTemplate {
  return input.template ?? BUILTIN_TEMPLATES[STYLE_TEMPLATES[input.styleConfig.style]];
}

/**
 * The template's overlay alone (every layer but the frames), as SVG.
 * @internal for tests and benchmarks, not production code
 */
export async function titleOverlaySvg(input: Omit<ComposePinInput, 'artwork'>): Promise<string> {
  const fonts = withUploadedFonts(await loadPinFonts(), input.brand?.uploadedFonts);
  const boardName = drawable(input.boardName, fonts);
  const title = drawable(stripQuotes(input.title), fonts) || boardName;
  const template = withBrandFonts(templateOf(input), input.brand);
  const tree = templateOverlay(
    template,
    { title, boardName, domain: drawable(input.domain ?? '', fonts), number: numberIn(title) },
    paletteOf(brandColorsOf(input)),
    fonts,
    input.brand,
  );
  return satori(tree as unknown as ReactNode, {
    width: PIN_IMAGE_WIDTH,
    height: PIN_IMAGE_HEIGHT,
    fonts: fonts.satoriFonts(fontsUsed(template, input.brand)),
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

type Frame = Extract<TemplateLayer, { type: 'frame' }>;

const coversThePin = (frame: Frame) =>
  frame.x <= 0 &&
  frame.y <= 0 &&
  frame.x + frame.width >= PIN_IMAGE_WIDTH &&
  frame.y + frame.height >= PIN_IMAGE_HEIGHT;

/** The frames' pictures on the template's background: the canvas the overlay is drawn on. */
async function framedCanvas(input: ComposePinInput, template: PinTemplate): Promise<Sharp> {
  const frames = template.layers.filter((layer): layer is Frame => layer.type === 'frame');
  const pictures = [input.artwork, ...(input.photos ?? [])];
  const pictureOf = (frame: Frame) => pictures[frame.image % pictures.length] as Buffer;
  const only = frames[0];
  if (frames.length === 1 && only && coversThePin(only)) {
    return (
      sharp(pictureOf(only))
        .resize(PIN_IMAGE_WIDTH, PIN_IMAGE_HEIGHT, { fit: 'cover' })
        // A transparent artwork (some models return one) sits on white rather than black.
        .flatten({ background: '#FFFFFF' })
    );
  }
  const background = resolveColor(template.background ?? '#FFFFFF', paletteOf(brandColorsOf(input)));
  const placed = await Promise.all(
    frames.map(async (frame) => {
      // Frames stay inside the pin (the schema), so each is placed whole.
      const width = Math.round(frame.width);
      const height = Math.round(frame.height);
      const picture = await sharp(pictureOf(frame))
        .resize(width, height, { fit: 'cover' })
        .flatten({ background: '#FFFFFF' })
        .png({ compressionLevel: 0 })
        .toBuffer();
      return { input: picture, left: Math.round(frame.x), top: Math.round(frame.y) };
    }),
  );
  const canvas = await sharp({
    create: { width: PIN_IMAGE_WIDTH, height: PIN_IMAGE_HEIGHT, channels: 3, background },
  })
    .composite(placed)
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(canvas);
}

/** The final pin: a 1000×1500 PNG, or `width` across for a preview. */
export async function composePin(input: ComposePinInput): Promise<Buffer> {
  const template = templateOf(input);
  const [canvas, svg] = await Promise.all([
    framedCanvas(input, template),
    titleOverlaySvg({ ...input, template }),
  ]);
  const width = input.width ?? PIN_IMAGE_WIDTH;
  if (width < PIN_IMAGE_WIDTH) {
    // A preview: the canvas shrunk and the overlay rasterised at that size (SVG density), rather
    // than a full pin encoded, decoded and shrunk: librsvg and the PNG encoder were most of it.
    const scale = width / PIN_IMAGE_WIDTH;
    return canvas
      .resize(width, Math.round(PIN_IMAGE_HEIGHT * scale))
      .composite([{ input: Buffer.from(svg), density: 72 * scale }])
      .png({ compressionLevel: 6 })
      .toBuffer();
  }
  // The overlay is drawn inside libvips (ADR 0024): no pin-sized pixel buffer on the JS heap.
  return (
    canvas
      .composite([{ input: Buffer.from(svg) }])
      // Level 4: about 10 ms faster than the default 6 for about 20% more bytes.
      .png({ compressionLevel: 4 })
      .toBuffer()
  );
}
