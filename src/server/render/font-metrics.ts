// Glyph advance widths read straight from a WOFF font, so titles can be wrapped and sized to
// fit before satori lays them out (satori wraps on its own and would overflow a fixed box).
import { inflateSync } from 'node:zlib';

export interface FontMetrics {
  unitsPerEm: number;
  /** Advance width in font units by code point. */
  advances: Map<number, number>;
  /** Width of a character the font lacks (satori falls back to another font for it). */
  fallbackAdvance: number;
}

/** The signatures of a bare sfnt font: TrueType outlines, CFF outlines (OTF), Apple's 'true'. */
const SFNT_SIGNATURES = ['\u0000\u0001\u0000\u0000', 'OTTO', 'true'];

/** Reads the tables of a TrueType/OpenType file (TTF, OTF) or a WOFF 1.0 file (fontsource's .woff). */
function fontTables(font: Buffer): Map<string, Buffer> {
  const signature = font.toString('latin1', 0, 4);
  if (SFNT_SIGNATURES.includes(signature)) return sfntTables(font);
  return woffTables(font);
}

function sfntTables(font: Buffer): Map<string, Buffer> {
  const tables = new Map<string, Buffer>();
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const entry = 12 + i * 16;
    const tag = font.toString('latin1', entry, entry + 4);
    const offset = font.readUInt32BE(entry + 8);
    const length = font.readUInt32BE(entry + 12);
    if (offset + length > font.length) throw new Error(`font table ${tag} runs past the file`);
    tables.set(tag, font.subarray(offset, offset + length));
  }
  return tables;
}

function woffTables(woff: Buffer): Map<string, Buffer> {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font');
  const tables = new Map<string, Buffer>();
  const count = woff.readUInt16BE(12);
  for (let i = 0; i < count; i++) {
    const entry = 44 + i * 20;
    const tag = woff.toString('latin1', entry, entry + 4);
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    if (offset + compressed > woff.length) throw new Error(`font table ${tag} runs past the file`);
    const data = woff.subarray(offset, offset + compressed);
    tables.set(tag, compressed < original ? inflateSync(data) : data);
  }
  return tables;
}

/** Code point → glyph id from the Unicode cmap (format 4 for the BMP, or format 12). */
function glyphIds(cmap: Buffer): Map<number, number> {
  const glyphs = new Map<number, number>();
  const count = cmap.readUInt16BE(2);
  let best = -1;
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const offset = cmap.readUInt32BE(8 + i * 8);
    const format = cmap.readUInt16BE(offset);
    if ((platform === 3 && (encoding === 1 || encoding === 10)) || platform === 0) {
      if (format === 12 || (format === 4 && best === -1)) best = offset;
    }
  }
  if (best === -1) return glyphs;
  if (cmap.readUInt16BE(best) === 12) {
    const groups = cmap.readUInt32BE(best + 12);
    for (let g = 0; g < groups; g++) {
      const at = best + 16 + g * 12;
      const [start, end, first] = [
        cmap.readUInt32BE(at),
        cmap.readUInt32BE(at + 4),
        cmap.readUInt32BE(at + 8),
      ];
      for (let c = start; c <= end && c <= 0x2ffff; c++) glyphs.set(c, first + c - start);
    }
    return glyphs;
  }
  const segments = cmap.readUInt16BE(best + 6) / 2;
  const ends = best + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const end = cmap.readUInt16BE(ends + s * 2);
    const start = cmap.readUInt16BE(starts + s * 2);
    const delta = cmap.readInt16BE(deltas + s * 2);
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        const at = rangeOffsets + s * 2 + rangeOffset + 2 * (c - start);
        glyph = at + 2 <= cmap.length ? cmap.readUInt16BE(at) : 0;
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) glyphs.set(c, glyph);
    }
  }
  return glyphs;
}

export function readFontMetrics(fontFiles: Buffer[]): FontMetrics {
  const advances = new Map<number, number>();
  let unitsPerEm = 1000;
  fontFiles.forEach((file, index) => {
    const tables = fontTables(file);
    const head = tables.get('head');
    const hhea = tables.get('hhea');
    const hmtx = tables.get('hmtx');
    const cmap = tables.get('cmap');
    if (!head || !hhea || !hmtx || !cmap) throw new Error('font lacks head, hhea, hmtx or cmap');
    const units = head.readUInt16BE(18);
    if (units < 16) throw new Error('font head gives no units per em');
    if (index === 0) unitsPerEm = units;
    const metricsCount = hhea.readUInt16BE(34);
    const advanceOf = (glyph: number) => hmtx.readUInt16BE(Math.min(glyph, metricsCount - 1) * 4);
    for (const [codePoint, glyph] of glyphIds(cmap)) {
      // Later files (latin-ext) only fill gaps; scale in case their em differs.
      if (!advances.has(codePoint)) advances.set(codePoint, (advanceOf(glyph) * unitsPerEm) / units);
    }
  });
  return { unitsPerEm, advances, fallbackAdvance: unitsPerEm * 0.6 };
}

/** Width in pixels of a single line of text at a font size, with optional letter spacing. */
export function textWidth(metrics: FontMetrics, text: string, fontSize: number, letterSpacing = 0): number {
  let units = 0;
  let count = 0;
  for (const char of text) {
    units += metrics.advances.get(char.codePointAt(0) ?? 0) ?? metrics.fallbackAdvance;
    count++;
  }
  return (units * fontSize) / metrics.unitsPerEm + letterSpacing * Math.max(0, count - 1);
}
