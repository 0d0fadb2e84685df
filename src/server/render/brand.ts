// A brand kit on a pin (ADR 0039): its fonts take the place of the template's (heading for the
// title, body for the one-line texts), its logo fills the template's logo layers, and its footer
// (the site's address, say) runs along the bottom of every pin. A pin without a kit draws exactly
// as before kits.
import type { BrandKitFooter } from '../../shared/api/brand-kits';
import type { PinTemplate, TemplateFont, TemplateLayer, TemplatePanelItem } from '../../shared/templates';
import type { LoadedFonts, PinFont } from './fonts';
import { div, footerText, type SatoriElement } from './overlay-parts';
import { hexToRgb, type Palette } from './palette';
import type { UploadedPinFont } from './uploaded-fonts';

interface KitFont {
  /** A bundled family or an uploaded font's id (ADR 0044). */
  font: PinFont;
  weight: number;
}

export interface PinBrand {
  /** Replace the board's brand colors: the palette's roles come from them. */
  colors: string[];
  headingFont: KitFont | null;
  bodyFont: KitFont | null;
  /** A PNG, at most 1024 px a side (modules/brand-kits/check-logo.ts); a pool thread gets a Uint8Array. */
  logo: { png: Uint8Array; width: number; height: number } | null;
  /** Only when switched on with some text. */
  footer: BrandKitFooter | null;
  /** The uploaded fonts its heading and body name (ADR 0044), with their bytes. */
  uploadedFonts?: UploadedPinFont[];
}

// A kit's font may be an uploaded font's id, which the template schema does not name: the
// document is only drawn from here on, and LoadedFonts takes either (uploaded-fonts.ts).
const asTemplateFont = (font: KitFont) => font as { font: TemplateFont; weight: number };

function withItemFonts(item: TemplatePanelItem, brand: PinBrand): TemplatePanelItem {
  if (item.kind === 'title' && brand.headingFont) return { ...item, ...asTemplateFont(brand.headingFont) };
  if (item.kind === 'text' && brand.bodyFont)
    return { ...item, font: { ...item.font, ...asTemplateFont(brand.bodyFont) } };
  return item;
}

function withLayerFonts(layer: TemplateLayer, brand: PinBrand): TemplateLayer {
  if (layer.type === 'panel')
    return { ...layer, items: layer.items.map((item) => withItemFonts(item, brand)) };
  if (layer.type === 'text' && brand.bodyFont)
    return { ...layer, font: { ...layer.font, ...asTemplateFont(brand.bodyFont) } };
  return layer;
}

/** The template with the kit's fonts in place of its own, where the kit names them. */
export function withBrandFonts(template: PinTemplate, brand: PinBrand | undefined): PinTemplate {
  if (!brand || (!brand.headingFont && !brand.bodyFont)) return template;
  return { ...template, layers: template.layers.map((layer) => withLayerFonts(layer, brand)) };
}

/** Every font the template (as drawn, kit fonts in) and the kit's footer set words in. */
export function fontsUsed(template: PinTemplate, brand: PinBrand | undefined): PinFont[] {
  const used = new Set<PinFont>();
  for (const layer of template.layers) {
    if (layer.type === 'text') used.add(layer.font.font);
    if (layer.type !== 'panel') continue;
    for (const item of layer.items) {
      if (item.kind === 'title') used.add(item.font);
      if (item.kind === 'text') used.add(item.font.font);
    }
  }
  if (brand?.footer) used.add(footerFont(brand).font);
  return [...used];
}

/** The logo contained in the layer's box, centered. */
export function logoElement(
  layer: Extract<TemplateLayer, { type: 'logo' }>,
  logo: NonNullable<PinBrand['logo']>,
): SatoriElement {
  const scale = Math.min(layer.width / logo.width, layer.height / logo.height);
  const width = Math.round(logo.width * scale);
  const height = Math.round(logo.height * scale);
  const image = {
    type: 'img',
    props: {
      src: `data:image/png;base64,${Buffer.from(logo.png).toString('base64')}`,
      width,
      height,
      style: { width, height },
    },
  } as SatoriElement;
  return div(
    {
      position: 'absolute',
      left: layer.x,
      top: layer.y,
      width: layer.width,
      height: layer.height,
      alignItems: 'center',
      justifyContent: 'center',
    },
    image,
  );
}

const FOOTER_SIZE = 28;
const FOOTER_MARGIN = 36;
const footerFont = (brand: PinBrand): KitFont => brand.bodyFont ?? { font: 'inter', weight: 500 };
const JUSTIFY = {
  'bottom-left': 'flex-start',
  'bottom-center': 'center',
  'bottom-right': 'flex-end',
} as const;

/** The footer: its text on a dark pill along the bottom, at the kit's opacity. */
export function footerElement(brand: PinBrand, palette: Palette, fonts: LoadedFonts): SatoriElement[] {
  const footer = brand.footer;
  if (!footer) return [];
  const { font, weight } = footerFont(brand);
  const text = footerText(fonts, { family: font, weight, size: FOOTER_SIZE, spacing: 1 }, footer.text, 840);
  const [r, g, b] = hexToRgb(palette.dark);
  return [
    div(
      {
        position: 'absolute',
        left: FOOTER_MARGIN,
        bottom: FOOTER_MARGIN,
        width: 1000 - 2 * FOOTER_MARGIN,
        justifyContent: JUSTIFY[footer.position],
        opacity: footer.opacity,
      },
      div(
        {
          padding: '10px 24px',
          borderRadius: 999,
          backgroundColor: `rgba(${r},${g},${b},0.72)`,
          color: palette.light,
          fontFamily: fonts.family(font),
          fontWeight: weight,
          fontSize: FOOTER_SIZE,
          letterSpacing: '1px',
        },
        text,
      ),
    ),
  ];
}
