// Colors as a site's CSS writes them, read into RGB: hex, rgb(), hsl(), a few names, and the bare
// "H S% L%" triplet that Tailwind/shadcn themes keep in custom properties. Compared in CIELAB, so
// "near-identical" means what the eye sees, not what the numbers say.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Named colors a brand may write; the long tail of CSS names is not worth a table. */
const NAMED: Record<string, string> = {
  black: '#000000',
  white: '#FFFFFF',
  red: '#FF0000',
  green: '#008000',
  blue: '#0000FF',
  navy: '#000080',
  teal: '#008080',
  purple: '#800080',
  orange: '#FFA500',
  gold: '#FFD700',
  crimson: '#DC143C',
  tomato: '#FF6347',
  coral: '#FF7F50',
  rebeccapurple: '#663399',
};

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)`;
const FUNCTION = /^(rgba?|hsla?)\(\s*(.*?)\s*\)$/i;
const BARE_HSL = new RegExp(String.raw`^(${NUMBER})(?:deg)?\s+(${NUMBER})%\s+(${NUMBER})%$`);

/** The color a CSS value names, or null (transparent and half-transparent colors count as none). */
export function parseCssColor(value: string): Rgb | null {
  const text = value
    .trim()
    .toLowerCase()
    .replace(/\s*!important$/, '');
  if (text.startsWith('#')) return parseHex(text);
  const named = NAMED[text];
  if (named) return parseHex(named);
  const bare = BARE_HSL.exec(text);
  if (bare) return hslToRgb(Number(bare[1]), Number(bare[2]), Number(bare[3]));
  const call = FUNCTION.exec(text);
  if (!call) return null;
  const [, name = '', inside = ''] = call;
  const parts = inside.split(/\s*[,/]\s*|\s+/).filter(Boolean);
  if (parts.length < 3 || parts.length > 4) return null;
  if (parts[3] !== undefined && alpha(parts[3]) < 0.5) return null;
  return name.startsWith('rgb') ? rgbFrom(parts) : hslFrom(parts);
}

function parseHex(text: string): Rgb | null {
  const digits = text.slice(1).toLowerCase();
  if (!/^[0-9a-f]+$/.test(digits) || ![3, 4, 6, 8].includes(digits.length)) return null;
  const long = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  if (long.length === 8 && Number.parseInt(long.slice(6, 8), 16) < 128) return null;
  return {
    r: Number.parseInt(long.slice(0, 2), 16),
    g: Number.parseInt(long.slice(2, 4), 16),
    b: Number.parseInt(long.slice(4, 6), 16),
  };
}

function alpha(part: string): number {
  const value = Number.parseFloat(part);
  if (Number.isNaN(value)) return 0;
  return part.endsWith('%') ? value / 100 : value;
}

function channel(part: string): number | null {
  const value = Number.parseFloat(part);
  if (Number.isNaN(value)) return null;
  const scaled = part.endsWith('%') ? (value / 100) * 255 : value;
  return Math.round(Math.min(255, Math.max(0, scaled)));
}

function rgbFrom(parts: string[]): Rgb | null {
  const [r, g, b] = parts.slice(0, 3).map(channel);
  if (r == null || g == null || b == null) return null;
  return { r, g, b };
}

function hslFrom(parts: string[]): Rgb | null {
  const [h, s, l] = parts.slice(0, 3).map((part) => Number.parseFloat(part));
  if (h === undefined || s === undefined || l === undefined || [h, s, l].some(Number.isNaN)) return null;
  return hslToRgb(h, s, l);
}

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = Math.min(100, Math.max(0, saturation)) / 100;
  const l = Math.min(100, Math.max(0, lightness)) / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hueToChannel = (t0: number) => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  const to255 = (value: number) => Math.round(value * 255);
  return { r: to255(hueToChannel(h + 1 / 3)), g: to255(hueToChannel(h)), b: to255(hueToChannel(h - 1 / 3)) };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

interface Lab {
  l: number;
  a: number;
  b: number;
}

/** sRGB (D65) to CIELAB. */
function toLab({ r, g, b }: Rgb): Lab {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [lr, lg, lb] = [linear(r), linear(g), linear(b)];
  const x = (lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047;
  const y = lr * 0.2126 + lg * 0.7152 + lb * 0.0722;
  const z = (lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return { l: 116 * f(y) - 16, a: 500 * (f(x) - f(y)), b: 200 * (f(y) - f(z)) };
}

/** CIE76 ΔE: under about 10, two colors read as the same brand color. */
export function colorDistance(one: Rgb, other: Rgb): number {
  const [p, q] = [toLab(one), toLab(other)];
  return Math.hypot(p.l - q.l, p.a - q.a, p.b - q.b);
}

/** Page backgrounds and body text: true of near-white and near-black, whatever the hue. */
export function isNearWhiteOrBlack(color: Rgb): boolean {
  const { l } = toLab(color);
  return l > 96 || l < 8;
}
