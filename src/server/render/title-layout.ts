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

/** A piece of the title a line may end after: a word, or the part of a hyphenated word up to its hyphen. */
interface Piece {
  text: string;
  /** Continues the previous piece without a space (the rest of a hyphenated word). */
  joined: boolean;
}

/** 'Beginner-Friendly Ideas' → 'Beginner-', 'Friendly' (joined), 'Ideas'. */
function toPieces(title: string): Piece[] {
  return title
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => word.split(/(?<=[^-]-)(?=[^-])/).map((text, index) => ({ text, joined: index > 0 })));
}

/**
 * Greedy wrap at `width`, breaking lines between words or after a hyphen. A piece longer than
 * the line is split between characters when `splitPieces`; otherwise the wrap fails (null), so
 * the caller can try a smaller size rather than cut a word in two.
 */
function wrap(
  pieces: Piece[],
  width: number,
  measure: (text: string) => number,
  splitPieces: boolean,
): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces) {
    const candidate = line ? `${line}${piece.joined ? '' : ' '}${piece.text}` : piece.text;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = piece.text;
    if (measure(line) > width && !splitPieces) return null;
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

/**
 * The largest size at which the title fits the box with every word whole (lines break between
 * words or after hyphens); only when no size down to the smallest allows that are words split.
 */
export function fitTitle(title: string, box: TitleBox): FittedTitle {
  const pieces = toPieces(title);
  const maxLines = box.maxLines ?? Number.POSITIVE_INFINITY;
  const measureAt = (size: number) => (text: string) =>
    textWidth(box.metrics, text, size, (box.letterSpacing ?? 0) * size);
  for (const splitPieces of [false, true]) {
    for (let size = box.maxFontSize; size >= box.minFontSize; size -= 2) {
      const measure = measureAt(size);
      const lines = wrap(pieces, box.maxWidth, measure, splitPieces);
      if (lines && lines.length <= maxLines && lines.length * size * box.lineHeight <= box.maxHeight) {
        const balanced = balance(pieces, lines.length, box.maxWidth, measure, splitPieces) ?? lines;
        return { fontSize: size, lines: balanced, fits: true };
      }
    }
  }
  // Unreachable for titles of at most 100 characters with the boxes compose uses; still never overflow sideways.
  const measure = measureAt(box.minFontSize);
  return { fontSize: box.minFontSize, lines: wrap(pieces, box.maxWidth, measure, true) ?? [], fits: false };
}

/** The narrowest width that still wraps into the same number of lines: evens out line lengths. */
function balance(
  pieces: Piece[],
  lineCount: number,
  maxWidth: number,
  measure: (t: string) => number,
  splitPieces: boolean,
): string[] | null {
  if (lineCount <= 1) return wrap(pieces, maxWidth, measure, splitPieces);
  let low = maxWidth * 0.4;
  let high = maxWidth;
  for (let i = 0; i < 12; i++) {
    const mid = (low + high) / 2;
    const lines = wrap(pieces, mid, measure, splitPieces);
    if (lines && lines.length <= lineCount) high = mid;
    else low = mid;
  }
  return wrap(pieces, high, measure, splitPieces);
}
