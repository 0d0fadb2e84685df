// The bundled pin fonts (shared/templates.ts) for the Brand page's samples: fontsource's stylesheet
// of one family and weight (its @font-face rules, each subset's woff2 fetched only for the text that
// needs it), imported when a sample first shows it. Each is a chunk of its own: the app carries none
// of them until the Brand page asks, and the public pages never do.
import type { TemplateFont } from '../../../../shared/templates';

type Loader = () => Promise<unknown>;

/** @internal for tests and benchmarks, not production code */
export const FONT_STYLESHEETS: Record<TemplateFont, Partial<Record<number, Loader>>> = {
  inter: { 500: () => import('@fontsource/inter/500.css'), 800: () => import('@fontsource/inter/800.css') },
  playfair: {
    400: () => import('@fontsource/playfair-display/400.css'),
    700: () => import('@fontsource/playfair-display/700.css'),
  },
  dmSans: {
    400: () => import('@fontsource/dm-sans/400.css'),
    500: () => import('@fontsource/dm-sans/500.css'),
  },
  anton: { 400: () => import('@fontsource/anton/400.css') },
  montserrat: {
    400: () => import('@fontsource/montserrat/400.css'),
    700: () => import('@fontsource/montserrat/700.css'),
  },
  lora: { 400: () => import('@fontsource/lora/400.css'), 700: () => import('@fontsource/lora/700.css') },
  merriweather: {
    400: () => import('@fontsource/merriweather/400.css'),
    700: () => import('@fontsource/merriweather/700.css'),
  },
  oswald: {
    400: () => import('@fontsource/oswald/400.css'),
    700: () => import('@fontsource/oswald/700.css'),
  },
  raleway: {
    400: () => import('@fontsource/raleway/400.css'),
    700: () => import('@fontsource/raleway/700.css'),
  },
  robotoSlab: {
    400: () => import('@fontsource/roboto-slab/400.css'),
    700: () => import('@fontsource/roboto-slab/700.css'),
  },
  sourceSerif: {
    400: () => import('@fontsource/source-serif-4/400.css'),
    700: () => import('@fontsource/source-serif-4/700.css'),
  },
  nunito: {
    400: () => import('@fontsource/nunito/400.css'),
    800: () => import('@fontsource/nunito/800.css'),
  },
  workSans: {
    400: () => import('@fontsource/work-sans/400.css'),
    600: () => import('@fontsource/work-sans/600.css'),
  },
  bebasNeue: { 400: () => import('@fontsource/bebas-neue/400.css') },
  caveat: {
    400: () => import('@fontsource/caveat/400.css'),
    700: () => import('@fontsource/caveat/700.css'),
  },
  libreBaskerville: {
    400: () => import('@fontsource/libre-baskerville/400.css'),
    700: () => import('@fontsource/libre-baskerville/700.css'),
  },
};

const loaded = new Map<string, Promise<void>>();

/**
 * Loads the family's face in that weight: its stylesheet, then the face itself (document.fonts), so a
 * sample is drawn in it rather than in the fallback. Resolves once, whatever happens: a font that
 * cannot load leaves the sample in the fallback font, which still names the choice.
 */
export function loadFontFace(font: TemplateFont, weight: number, family: string): Promise<void> {
  const key = `${font}:${weight}`;
  const known = loaded.get(key);
  if (known) return known;
  const load = FONT_STYLESHEETS[font][weight];
  const promise = (async () => {
    if (!load) return;
    await load();
    if (typeof document !== 'undefined' && document.fonts)
      await document.fonts.load(`${weight} 1em '${family}'`);
  })().catch(() => undefined);
  loaded.set(key, promise);
  return promise;
}
