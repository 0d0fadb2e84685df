// Draws any pin template (shared/templates.ts) as the satori tree of its overlay: panels sized
// from the fitted title, one-line texts, shapes. The frames (artwork, photos) are not in it:
// compose.ts lays them out with sharp under the overlay.
import type {
  PinTemplate,
  TemplateBar,
  TemplateColor,
  TemplateLayer,
  TemplatePanelItem,
} from '../../shared/templates';
import { PIN_CANVAS } from '../../shared/templates';
import { footerElement, logoElement, type PinBrand } from './brand';
import type { LoadedFonts } from './fonts';
import { div, footerText, panelWithShadow, type SatoriElement, titleBlock } from './overlay-parts';
import { hexToRgb, mix, type Palette, readableOn, sepiaTone } from './palette';

/** The words a template sets, already drawable with the bundled fonts. */
export interface TemplateWords {
  title: string;
  boardName: string;
  /** The destination link's domain; empty when the pin has none. */
  domain: string;
  /** The first number in the title, for list pins; empty when it has none. */
  number: string;
}

/** The first number in a title: '15 Cozy Fall Soups' → '15'. */
export function numberIn(title: string): string {
  return /\d+/.exec(title)?.[0] ?? '';
}

interface Context {
  words: TemplateWords;
  palette: Palette;
  fonts: LoadedFonts;
  brand: PinBrand | undefined;
}

type Style = Record<string, string | number>;

/** A template color as CSS, with the board's palette for the roles. */
export function resolveColor(color: TemplateColor, palette: Palette): string {
  if (typeof color === 'string') return color in palette ? palette[color as keyof Palette] : color;
  if ('mix' in color)
    return mix(resolveColor(color.mix[0], palette), resolveColor(color.mix[1], palette), color.amount);
  if ('sepia' in color) return sepiaTone(resolveColor(color.sepia, palette));
  if ('readableOn' in color) {
    return readableOn(
      resolveColor(color.readableOn, palette),
      color.prefer.map((each) => resolveColor(each, palette)),
    );
  }
  const [r, g, b] = hexToRgb(resolveColor(color.color, palette));
  return `rgba(${r},${g},${b},${color.alpha})`;
}

/** Top of a block of `height` centered on `center`, kept between `min` and `max`. */
function centeredTop(center: number, height: number, min: number, max: number): number {
  return Math.round(Math.min(max - height, Math.max(min, center - height / 2)));
}

const FLEX = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch' } as const;
const rotation = (degrees: number | undefined): Style =>
  degrees === undefined ? {} : { transform: `rotate(${degrees}deg)` };

function textOf(
  content: Extract<TemplatePanelItem, { kind: 'text' }>['content'],
  words: TemplateWords,
): string {
  return typeof content === 'string' ? words[content] : content.literal;
}

function drawBar(bar: TemplateBar, palette: Palette): SatoriElement {
  return div({
    width: bar.width,
    height: bar.height,
    ...(bar.radius === undefined ? {} : { borderRadius: bar.radius }),
    backgroundColor: resolveColor(bar.color, palette),
    ...rotation(bar.rotate),
    ...(bar.marginTop === undefined ? {} : { marginTop: bar.marginTop }),
    ...(bar.marginBottom === undefined ? {} : { marginBottom: bar.marginBottom }),
    ...(bar.marginX === undefined ? {} : { marginLeft: bar.marginX, marginRight: bar.marginX }),
  });
}

/** A line's font as CSS; the text shortened to its width. */
function lineText(
  item: {
    content: Extract<TemplatePanelItem, { kind: 'text' }>['content'];
    font: Extract<TemplatePanelItem, { kind: 'text' }>['font'];
    uppercase?: boolean;
    maxWidth: number;
  },
  { words, fonts }: Context,
): { style: Style; text: string } {
  const raw = textOf(item.content, words);
  const text = footerText(
    fonts,
    { family: item.font.font, weight: item.font.weight, size: item.font.size, spacing: item.font.spacing },
    item.uppercase ? raw.toUpperCase() : raw,
    item.maxWidth,
  );
  return {
    text,
    style: {
      fontFamily: fonts.family(item.font.font),
      fontWeight: item.font.weight,
      fontSize: item.font.size,
      letterSpacing: `${item.font.spacing}px`,
    },
  };
}

/** One thing a panel holds; the title says how tall it was set, as the panel's height follows it. */
function drawItem(
  item: TemplatePanelItem,
  context: Context,
): { element: SatoriElement; titleHeight?: number } {
  const { palette, fonts, words } = context;
  switch (item.kind) {
    case 'title': {
      const block = titleBlock(
        item.uppercase ? words.title.toUpperCase() : words.title,
        { ...item.fit, metrics: fonts.metrics(item.font, item.weight) },
        {
          fontFamily: fonts.family(item.font),
          fontWeight: item.weight,
          color: resolveColor(item.color, palette),
          ...(item.align === 'center' ? { textAlign: 'center' } : {}),
        },
        FLEX[item.align] as 'flex-start' | 'center',
      );
      return { element: block.element, titleHeight: block.height };
    }
    case 'text': {
      const line = lineText(item, context);
      const element = div(
        {
          ...(item.marginTop === undefined ? {} : { marginTop: item.marginTop }),
          ...line.style,
          color: resolveColor(item.color, palette),
        },
        line.text,
      );
      return { element };
    }
    case 'bar':
      return { element: drawBar(item, palette) };
    case 'row': {
      const margin: Style = item.marginTop === undefined ? {} : { marginTop: item.marginTop };
      return {
        element: div(
          { alignItems: 'center', ...margin },
          ...item.items.map((each) => drawBar(each, palette)),
        ),
      };
    }
  }
}

function drawPanel(layer: Extract<TemplateLayer, { type: 'panel' }>, context: Context): SatoriElement {
  const { palette } = context;
  const said = layer.items.filter((item) => item.kind !== 'text' || textOf(item.content, context.words));
  const drawnItems = said.map((item) => drawItem(item, context));
  const items = drawnItems.map((drawn) => drawn.element);
  const titleHeight = drawnItems.find((drawn) => drawn.titleHeight !== undefined)?.titleHeight ?? 0;
  const arrange: Style = {
    flexDirection: 'column',
    ...(layer.align && layer.align !== 'stretch' ? { alignItems: FLEX[layer.align] } : {}),
    ...(layer.justify ? { justifyContent: FLEX[layer.justify] } : {}),
  };
  const content = layer.innerBorder
    ? [
        div(
          {
            flexGrow: 1,
            ...arrange,
            border: `${layer.innerBorder.width}px solid ${resolveColor(layer.innerBorder.color, palette)}`,
          },
          ...items,
        ),
      ]
    : items;
  const look: Style = {
    ...(layer.innerBorder ? { flexDirection: 'column' } : arrange),
    ...(layer.padding ? { padding: `${layer.padding[0]}px ${layer.padding[1]}px` } : {}),
    ...(layer.fill ? { backgroundColor: resolveColor(layer.fill, palette) } : {}),
    ...(layer.border
      ? { border: `${layer.border.width}px solid ${resolveColor(layer.border.color, palette)}` }
      : {}),
    ...(layer.radius === undefined ? {} : { borderRadius: layer.radius }),
  };
  const height = layer.height ? titleHeight + layer.height.title : undefined;
  const place: Style =
    'top' in layer.y
      ? { top: layer.y.top }
      : 'bottom' in layer.y
        ? { bottom: layer.y.bottom }
        : { top: centeredTop(layer.y.center, height ?? 0, layer.y.min, layer.y.max) };
  if (layer.shadow && height !== undefined) {
    return div(
      { position: 'absolute', left: layer.x, ...place, ...rotation(layer.rotate) },
      panelWithShadow(
        { width: layer.width, height },
        {
          dx: layer.shadow.dx,
          dy: layer.shadow.dy,
          color: resolveColor(layer.shadow.color, palette),
          ...(layer.radius === undefined ? {} : { borderRadius: layer.radius }),
        },
        look,
        ...content,
      ),
    );
  }
  return div(
    {
      position: 'absolute',
      left: layer.x,
      width: layer.width,
      ...(height === undefined ? {} : { height }),
      ...place,
      ...rotation(layer.rotate),
      ...look,
    },
    ...content,
  );
}

function drawText(layer: Extract<TemplateLayer, { type: 'text' }>, context: Context): SatoriElement {
  const { palette } = context;
  const line = lineText(layer, context);
  const background = layer.background;
  return div(
    {
      position: 'absolute',
      left: layer.x,
      width: layer.width,
      ...('top' in layer.y ? { top: layer.y.top } : { bottom: layer.y.bottom }),
      justifyContent: FLEX[layer.align],
    },
    div(
      {
        ...(background
          ? {
              padding: `${background.padding[0]}px ${background.padding[1]}px`,
              ...(background.radius === undefined ? {} : { borderRadius: background.radius }),
              backgroundColor: resolveColor(background.fill, palette),
              ...(background.border
                ? {
                    border: `${background.border.width}px solid ${resolveColor(background.border.color, palette)}`,
                  }
                : {}),
            }
          : {}),
        color: resolveColor(layer.color, palette),
        ...line.style,
        ...rotation(layer.rotate),
      },
      line.text,
    ),
  );
}

function drawShape(layer: Extract<TemplateLayer, { type: 'shape' }>, { palette }: Context): SatoriElement {
  return div({
    position: 'absolute',
    left: layer.x,
    top: layer.y,
    width: layer.width,
    height: layer.height,
    backgroundColor: resolveColor(layer.fill, palette),
    ...(layer.shape === 'ellipse'
      ? { borderRadius: '50%' }
      : layer.radius
        ? { borderRadius: layer.radius }
        : {}),
    ...rotation(layer.rotate),
  });
}

/** The overlay of every layer but the frames, in the template's order, as one satori tree. */
export function templateOverlay(
  template: PinTemplate,
  words: TemplateWords,
  palette: Palette,
  fonts: LoadedFonts,
  brand?: PinBrand,
) {
  const context: Context = { words, palette, fonts, brand };
  const drawn = template.layers.flatMap((layer) => drawLayer(layer, context));
  const footer = brand ? footerElement(brand, palette, fonts) : [];
  return div({ ...PIN_CANVAS, position: 'relative' }, ...drawn, ...footer);
}

function drawLayer(layer: TemplateLayer, context: Context): SatoriElement[] {
  const { words } = context;
  switch (layer.type) {
    case 'panel':
      return [drawPanel(layer, context)];
    case 'text':
      return textOf(layer.content, words) ? [drawText(layer, context)] : [];
    case 'shape':
      return [drawShape(layer, context)];
    // Frames are composited by sharp under the overlay.
    case 'frame':
      return [];
    case 'logo':
      return context.brand?.logo ? [logoElement(layer, context.brand.logo)] : [];
  }
}
