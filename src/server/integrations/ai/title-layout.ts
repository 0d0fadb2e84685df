// Sizes and wraps a pin title to fill its box: the largest font size at which the title fits,
// then lines balanced so the last one is not a lonely word.
import { type FontMetrics, textWidth } from './font-metrics';

export interface TitleBox {
  metrics: FontMetrics;
  maxWidth: number;
  maxHeight: number;
  maxFontSize: number;
  minFontSize: number;
  /** Line height as a multiple of the font size. */
  lineHeight: number;
  /** Letter spacing as a multiple of the font size (CSS em). */
  letterSpacing?: number;
  maxLines?: number;
}

export interface FittedTitle {
  fontSize: number;
  lines: string[];
  /** False only when even the smallest size overflows the box's height. */
  fits: boolean;
}

/** Greedy wrap at `width`; a word longer than the line is split between characters. */
function wrap(words: string[], width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (measure(line) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && measure(line.slice(0, cut)) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function fitTitle(title: string, box: TitleBox): FittedTitle {
  const words = title.trim().split(/\s+/).filter(Boolean);
  const maxLines = box.maxLines ?? Number.POSITIVE_INFINITY;
  let size = box.maxFontSize;
  for (; size >= box.minFontSize; size -= 2) {
    const measure = (text: string) => textWidth(box.metrics, text, size, (box.letterSpacing ?? 0) * size);
    const lines = wrap(words, box.maxWidth, measure);
    if (lines.length <= maxLines && lines.length * size * box.lineHeight <= box.maxHeight) {
      return { fontSize: size, lines: balance(words, lines.length, box.maxWidth, measure), fits: true };
    }
  }
  // Unreachable for titles of at most 100 characters with the boxes compose uses; still never overflow sideways.
  size = box.minFontSize;
  const measure = (text: string) => textWidth(box.metrics, text, size, (box.letterSpacing ?? 0) * size);
  return { fontSize: size, lines: wrap(words, box.maxWidth, measure), fits: false };
}

/** The narrowest width that still wraps into the same number of lines: evens out line lengths. */
function balance(
  words: string[],
  lineCount: number,
  maxWidth: number,
  measure: (t: string) => number,
): string[] {
  if (lineCount <= 1) return wrap(words, maxWidth, measure);
  let low = maxWidth * 0.4;
  let high = maxWidth;
  for (let i = 0; i < 12; i++) {
    const mid = (low + high) / 2;
    if (wrap(words, mid, measure).length <= lineCount) high = mid;
    else low = mid;
  }
  return wrap(words, high, measure);
}
