// A workspace's uploaded fonts on a pin (ADR 0044): a kit names one by its id; the pin's fonts
// are the bundled ones plus that file, set under a name of its own with the bundled Inter stack
// behind it for the scripts it lacks. Its metrics are read from the file as the bundled ones are.
import type { ReactNode } from 'react';
import satori, { type Font } from 'satori';
import { isUploadedFontId } from '../../shared/api/brand-fonts';
import { type FontMetrics, readFontMetrics } from './font-metrics';
import type { LoadedFonts, PinFont } from './fonts';

/** An uploaded font as a pin gets it: its id and its bytes (a pool thread gets a Uint8Array). */
export interface UploadedPinFont {
  id: string;
  data: Uint8Array;
}

const uploadedName = (id: string) => `Uploaded ${id.toLowerCase()}`;

/** Kept per process, by id: an uploaded font's bytes never change (a new upload is a new id). */
const KEPT = 64;
const metricsById = new Map<string, FontMetrics>();
const satoriFontById = new Map<string, Font>();
const setsByBase = new WeakMap<Font[], Map<string, Font[]>>();

function remember<T>(map: Map<string, T>, key: string, make: () => T): T {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    if (map.size >= KEPT) map.delete(map.keys().next().value as string);
    map.set(key, value);
  }
  return value;
}

const asBuffer = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

/** The bundled fonts, plus the uploaded ones a pin's kit names. */
export function withUploadedFonts(
  fonts: LoadedFonts,
  uploaded: readonly UploadedPinFont[] = [],
): LoadedFonts {
  if (uploaded.length === 0) return fonts;
  const byId = new Map(uploaded.map((font) => [font.id.toLowerCase(), font]));
  const find = (font: PinFont) => (isUploadedFontId(font) ? byId.get(font.toLowerCase()) : undefined);
  return {
    covers: fonts.covers,
    family(font) {
      const own = find(font);
      return own ? `'${uploadedName(own.id)}', ${fonts.family('inter')}` : fonts.family(font);
    },
    metrics(font, weight) {
      const own = find(font);
      if (!own) return fonts.metrics(font, weight);
      return remember(metricsById, own.id, () => readFontMetrics([asBuffer(own.data)]));
    },
    satoriFonts(used) {
      const all = [...used];
      const base = fonts.satoriFonts(all.filter((font) => !isUploadedFontId(font)));
      const mine = [...new Set(all.map(find).filter((font) => font !== undefined))];
      if (mine.length === 0) return base;
      const key = mine
        .map((font) => font.id)
        .sort()
        .join(',');
      let sets = setsByBase.get(base);
      if (!sets) {
        sets = new Map();
        setsByBase.set(base, sets);
      }
      // One array per set, kept: satori caches what it parsed by the array it was given.
      return remember(sets, key, () => [
        ...base,
        ...mine.map((font) =>
          remember(satoriFontById, font.id, () => ({
            name: uploadedName(font.id),
            data: asBuffer(font.data),
            weight: 400 as const,
            style: 'normal' as const,
          })),
        ),
      ]);
    },
  };
}

/** Whether satori sets text with the file: throws what it could not read. */
export async function drawWithFont(data: Buffer): Promise<void> {
  await satori(
    {
      type: 'div',
      props: { style: { fontFamily: 'Probe', fontSize: 32 }, children: 'Ag 09' },
    } as unknown as ReactNode,
    {
      width: 200,
      height: 60,
      fonts: [{ name: 'Probe', data, weight: 400, style: 'normal' }],
    },
  );
}
