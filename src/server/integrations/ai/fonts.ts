// The bundled pin fonts (fontsource .woff files: satori reads WOFF, not WOFF2), loaded once
// per process. resvg draws no text without fonts and says nothing, so satori turns text into paths.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'satori';
import { type FontMetrics, readFontMetrics } from './font-metrics';

const require = createRequire(import.meta.url);

export const PIN_FONTS = {
  inter: { name: 'Inter', package: '@fontsource/inter', file: 'inter', weights: [500, 800] },
  playfair: {
    name: 'Playfair Display',
    package: '@fontsource/playfair-display',
    file: 'playfair-display',
    weights: [400, 700],
  },
  dmSans: { name: 'DM Sans', package: '@fontsource/dm-sans', file: 'dm-sans', weights: [400, 500] },
  anton: { name: 'Anton', package: '@fontsource/anton', file: 'anton', weights: [400] },
} as const;
export type PinFont = keyof typeof PIN_FONTS;

export interface LoadedFonts {
  /** Everything satori needs, all families and weights. */
  satoriFonts: Font[];
  /** Advance widths by family and weight, e.g. metrics('inter', 800). */
  metrics(font: PinFont, weight: number): FontMetrics;
}

let loading: Promise<LoadedFonts> | undefined;

export function loadPinFonts(): Promise<LoadedFonts> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined; // let the next pin try again rather than caching the failure
    throw error;
  });
  return loading;
}

async function load(): Promise<LoadedFonts> {
  const satoriFonts: Font[] = [];
  const metricsByKey = new Map<string, FontMetrics>();
  const jobs = Object.entries(PIN_FONTS).flatMap(([key, font]) =>
    font.weights.map(async (weight) => {
      // latin first; latin-ext fills in the accented letters of names like "Łódź Café".
      const files = await Promise.all(
        ['latin', 'latin-ext'].map((subset) =>
          readFile(require.resolve(`${font.package}/files/${font.file}-${subset}-${weight}-normal.woff`)),
        ),
      );
      for (const data of files) {
        satoriFonts.push({ name: font.name, data, weight: weight as Font['weight'], style: 'normal' });
      }
      metricsByKey.set(`${key}:${weight}`, readFontMetrics(files));
    }),
  );
  await Promise.all(jobs);
  return {
    satoriFonts,
    metrics(font, weight) {
      const found = metricsByKey.get(`${font}:${weight}`);
      if (!found) throw new Error(`font ${font} ${weight} is not bundled`);
      return found;
    },
  };
}
