// The bundled pin fonts (fontsource .woff files: satori reads WOFF, not WOFF2), loaded once
// per process (licences: README.md). satori turns every glyph into a path with them, so the SVG holds no text to rasterise.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'satori';
import { FONT_IDS, TEMPLATE_FONT_NAMES, TEMPLATE_FONTS, type TemplateFont } from '../../shared/templates';
import { type FontMetrics, readFontMetrics } from './font-metrics';

const require = createRequire(import.meta.url);

/** The fontsource package of each bundled font (shared/templates.ts names them and their weights). */
const PACKAGES: Record<TemplateFont, string> = {
  inter: 'inter',
  playfair: 'playfair-display',
  dmSans: 'dm-sans',
  anton: 'anton',
  montserrat: 'montserrat',
  lora: 'lora',
  merriweather: 'merriweather',
  oswald: 'oswald',
  raleway: 'raleway',
  robotoSlab: 'roboto-slab',
  sourceSerif: 'source-serif-4',
  nunito: 'nunito',
  workSans: 'work-sans',
  bebasNeue: 'bebas-neue',
  caveat: 'caveat',
  libreBaskerville: 'libre-baskerville',
};
const PIN_FONTS = Object.fromEntries(
  FONT_IDS.map((key) => [
    key,
    {
      name: TEMPLATE_FONT_NAMES[key],
      package: `@fontsource/${PACKAGES[key]}`,
      file: PACKAGES[key],
      weights: TEMPLATE_FONTS[key] as readonly number[],
    },
  ]),
) as Record<TemplateFont, { name: string; package: string; file: string; weights: readonly number[] }>;
/**
 * The fonts every pin's satori call gets: the four the built-in templates were drawn with, in the
 * order they always were, so today's pins stay byte for byte what they were (templates.test.ts).
 * Another family is added only for a pin that uses it: satori reads every font it is given on each
 * call, so all sixteen would slow every pin down.
 */
const ALWAYS_LOADED: readonly TemplateFont[] = ['inter', 'playfair', 'dmSans', 'anton'];
/** A bundled family, or an uploaded font's id (uploaded-fonts.ts, ADR 0044). */
export type PinFont = TemplateFont | (string & {});
const isBundled = (font: PinFont): font is TemplateFont => font in PIN_FONTS;

export interface LoadedFonts {
  /** What satori needs to draw `used` (and the always-loaded four): every script and weight of each. */
  satoriFonts(used: Iterable<PinFont>): Font[];
  /** The CSS font-family list that draws `font` in every bundled script, e.g. family('dmSans'). */
  family(font: PinFont): string;
  /** Advance widths by family and weight, e.g. metrics('inter', 800), as family() draws them. */
  metrics(font: PinFont, weight: number): FontMetrics;
  /** Whether some bundled font has a glyph for this character. */
  covers(char: string): boolean;
}

let loading: Promise<LoadedFonts> | undefined;

export function loadPinFonts(): Promise<LoadedFonts> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined; // let the next pin try again rather than caching the failure
    throw error;
  });
  return loading;
}

/**
 * The scripts bundled, where a family has them: latin, the accented letters of names like "Łódź
 * Café", Cyrillic, Greek and Vietnamese. Satori uses one font file per family name and weight, so
 * each script is a font of its own ('Inter cyrillic'), and a title's font-family lists the
 * family's scripts and then Inter's for those it lacks: a Russian title on a DM Sans pin is set in
 * Inter rather than as empty boxes.
 */
const SUBSETS = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
] as const;
type Subset = (typeof SUBSETS)[number];
const REQUIRED_SUBSETS: readonly Subset[] = ['latin', 'latin-ext'];

type BundledFont = (typeof PIN_FONTS)[TemplateFont];

interface ScriptFile {
  subset: Subset;
  /** The font's name for satori: the family's own for latin, 'Inter cyrillic' for the others. */
  name: string;
  data: Buffer;
}

const scriptFontName = (font: BundledFont, subset: Subset) =>
  subset === 'latin' ? font.name : `${font.name} ${subset}`;

async function readScripts(font: BundledFont, weight: number): Promise<ScriptFile[]> {
  const files = await Promise.all(
    SUBSETS.map(async (subset): Promise<ScriptFile[]> => {
      const file = `${font.package}/files/${font.file}-${subset}-${weight}-normal.woff`;
      try {
        return [{ subset, name: scriptFontName(font, subset), data: await readFile(require.resolve(file)) }];
      } catch (error) {
        if (REQUIRED_SUBSETS.includes(subset)) throw error;
        return []; // this family does not cover the script
      }
    }),
  );
  return files.flat();
}

/** The weight of `font` satori picks for `weight`: the nearest one. */
function nearestWeight(font: BundledFont, weight: number): number {
  return font.weights.reduce((best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best));
}

async function load(): Promise<LoadedFonts> {
  const keys = Object.keys(PIN_FONTS) as TemplateFont[];
  const loaded = await Promise.all(
    keys.flatMap((key) =>
      PIN_FONTS[key].weights.map(async (weight) => ({
        key,
        weight,
        scripts: await readScripts(PIN_FONTS[key], weight),
      })),
    ),
  );
  const scriptsOf = (key: TemplateFont, weight: number) =>
    loaded.find((entry) => entry.key === key && entry.weight === weight)?.scripts ?? [];
  /** The family's scripts, then Inter's (nearest weight) for the scripts the family lacks. */
  const stack = (key: TemplateFont, weight: number): ScriptFile[] => {
    const own = scriptsOf(key, weight);
    const lacking = scriptsOf('inter', nearestWeight(PIN_FONTS.inter, weight)).filter(
      (stand) => !own.some((script) => script.subset === stand.subset),
    );
    return [...own, ...lacking];
  };

  const satoriFontsOf = (key: TemplateFont): Font[] =>
    loaded
      .filter((entry) => entry.key === key)
      .flatMap(({ weight, scripts }) =>
        scripts.map(({ name, data }) => ({
          name,
          data,
          weight: weight as Font['weight'],
          style: 'normal' as const,
        })),
      );
  // One array per set of families, kept: satori caches what it parsed by the array it was given.
  const fontSets = new Map<string, Font[]>();
  const satoriFonts = (used: Iterable<PinFont>): Font[] => {
    const extra = [...new Set(used)]
      .filter(isBundled)
      .filter((key) => !ALWAYS_LOADED.includes(key))
      .sort();
    const id = extra.join(',');
    let set = fontSets.get(id);
    if (!set) {
      set = [...ALWAYS_LOADED, ...extra].flatMap(satoriFontsOf);
      fontSets.set(id, set);
    }
    return set;
  };
  const families = new Map(
    keys.map((key) => [
      key,
      stack(key, PIN_FONTS[key].weights[0] ?? 400)
        .map((script) => `'${script.name}'`)
        .join(', '),
    ]),
  );
  const metricsByKey = new Map<string, FontMetrics>();
  for (const { key, weight } of loaded) {
    metricsByKey.set(`${key}:${weight}`, readFontMetrics(stack(key, weight).map((script) => script.data)));
  }
  const covered = new Set<number>();
  // What the always-loaded fonts draw: satori falls back to any font it was given for a letter
  // the family lacks, and those four are given for every pin.
  for (const [id, metrics] of metricsByKey)
    if (ALWAYS_LOADED.some((key) => id.startsWith(`${key}:`)))
      for (const codePoint of metrics.advances.keys()) covered.add(codePoint);
  return {
    satoriFonts,
    covers: (char) => covered.has(char.codePointAt(0) ?? -1),
    family: (font) =>
      families.get(font as TemplateFont) ??
      (isBundled(font) ? `'${PIN_FONTS[font].name}'` : (families.get('inter') ?? '')),
    metrics(font, weight) {
      const found = metricsByKey.get(`${font}:${weight}`);
      if (!found) throw new Error(`font ${font} ${weight} is not bundled`);
      return found;
    },
  };
}
