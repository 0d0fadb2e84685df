// Color arithmetic for pins: the board's brand colors turned into a usable palette, and
// text colors chosen by WCAG contrast so titles stay readable on any brand color.

export type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex.trim())?.[1] ?? '000000';
  const n = Number.parseInt(value, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`.toUpperCase();
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Mixes `a` towards `b`; amount 0 is a, 1 is b. */
export function mix(a: string, b: string, amount: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([0, 1, 2].map((i) => (x[i] ?? 0) + ((y[i] ?? 0) - (x[i] ?? 0)) * amount) as Rgb);
}

function saturation(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  return max === 0 ? 0 : (max - min) / max;
}

/** Rotates the hue, for a gradient partner that still belongs to the brand color. */
function shiftHue(hex: string, degrees: number): string {
  const [r, g, b] = hexToRgb(hex).map((v) => v / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return hex.toUpperCase();
  const s = d / (1 - Math.abs(2 * l - 1));
  let h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h = (h * 60 + degrees + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r1, g1, b1] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return rgbToHex([(r1 + m) * 255, (g1 + m) * 255, (b1 + m) * 255]);
}

/** Old-print look: pulled towards sepia and slightly faded, as vintage boards want. */
export function sepiaTone(hex: string): string {
  return mix(mix(hex, '#8A5A2B', 0.35), '#F3E6CC', 0.12);
}

/** The text color with the best contrast among the candidates, falling back to black or white. */
export function readableOn(background: string, preferred: string[] = [], minimum = 4.5): string {
  const good = preferred.find((c) => contrastRatio(c, background) >= minimum);
  if (good) return good;
  return contrastRatio('#111111', background) >= contrastRatio('#FFFFFF', background) ? '#111111' : '#FFFFFF';
}

export interface Palette {
  /** The most colorful brand color: the board's signature. */
  primary: string;
  /** A second brand color, or a hue-shifted primary when the board has only one. */
  secondary: string;
  /** Darkest and lightest brand colors (or near-black / near-white). */
  dark: string;
  light: string;
}

export function paletteOf(brandColors: string[]): Palette {
  const colors = brandColors.length > 0 ? brandColors.map((c) => c.toUpperCase()) : ['#E60023'];
  const byColor = [...colors].sort((a, b) => saturation(b) - saturation(a));
  const primary = saturation(byColor[0] ?? '') > 0.15 ? (byColor[0] as string) : '#E60023';
  const others = byColor.filter((c) => c !== primary && saturation(c) > 0.15);
  const secondary = others[0] ?? shiftHue(primary, 35);
  const byLight = [...colors].sort((a, b) => luminance(a) - luminance(b));
  const darkest = byLight[0] as string;
  const lightest = byLight[byLight.length - 1] as string;
  return {
    primary,
    secondary,
    dark: luminance(darkest) < 0.05 ? darkest : mix(primary, '#000000', 0.8),
    light: luminance(lightest) > 0.8 ? lightest : mix(primary, '#FFFFFF', 0.92),
  };
}

const NAMED: Array<[string, string]> = [
  ['red', '#D7263D'],
  ['coral', '#FF6F61'],
  ['orange', '#F28C28'],
  ['mustard yellow', '#E1AD01'],
  ['yellow', '#F7D633'],
  ['olive', '#808000'],
  ['green', '#2E8B57'],
  ['teal', '#1A9E9E'],
  ['sky blue', '#5BB4E5'],
  ['blue', '#1F5FBF'],
  ['navy', '#1B2A4A'],
  ['purple', '#7B3FA0'],
  ['lavender', '#B8A6D9'],
  ['pink', '#F08CB0'],
  ['magenta', '#C2185B'],
  ['brown', '#7A4B2A'],
  ['beige', '#E8D9BC'],
  ['cream', '#FAF3E0'],
  ['gray', '#8A8A8A'],
  ['black', '#111111'],
  ['white', '#FFFFFF'],
];

/** A plain-language name for a color, for alt text ("coral", "navy"). */
export function colorName(hex: string): string {
  const [r, g, b] = hexToRgb(hex);
  let best = NAMED[0] as [string, string];
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const entry of NAMED) {
    const [r2, g2, b2] = hexToRgb(entry[1]);
    const distance = 2 * (r - r2) ** 2 + 4 * (g - g2) ** 2 + 3 * (b - b2) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [entry, distance];
  }
  return best[0];
}
