// What a site's CSS says about its brand, read with regular expressions rather than a CSS parser
// (ADR 0040): custom properties (the brand's colors, named --primary, --brand, --color-*) and the
// font families it names. A stylesheet's rules are not needed, only these declarations, and a
// regex pass is linear in the text, never throws on broken CSS and needs no dependency.
import { parseCssColor, type Rgb } from './css-color';

export interface CssProperty {
  name: string;
  value: string;
}

export interface CssReading {
  /** Custom properties in the order written; the first of a name is its :root value. */
  properties: CssProperty[];
  /** Each font-family declaration's value, as written (var() unresolved). */
  fontFamilyValues: string[];
  /** Families @font-face rules declare: the fonts the site ships. */
  fontFaceFamilies: string[];
  /** @import addresses, as written (Google Fonts' are read for families). */
  imports: string[];
}

export interface ColorCandidate {
  rgb: Rgb;
  score: number;
  detail: string;
}

const COMMENT = /\/\*[\s\S]*?(?:\*\/|$)/g;
const CUSTOM_PROPERTY = /(--[\w-]+)\s*:\s*([^;{}]+)/g;
const FONT_FAMILY = /(?<![\w-])font-family\s*:\s*([^;{}]+)/gi;
const FONT_FACE = /@font-face\s*\{([^}]*)\}/gi;
const IMPORT = /@import\s+(?:url\(\s*)?["']?([^"')\s;]+)/gi;
/** Values longer than this are not colors or font lists (an inlined SVG, a data: URL). */
const MAX_VALUE_LENGTH = 300;

export function readCss(css: string): CssReading {
  const text = css.replace(COMMENT, '');
  const properties: CssProperty[] = [];
  for (const [, name = '', value = ''] of text.matchAll(CUSTOM_PROPERTY)) {
    if (value.length <= MAX_VALUE_LENGTH) properties.push({ name: name.toLowerCase(), value: value.trim() });
  }
  const fontFamilyValues = [...text.matchAll(FONT_FAMILY)]
    .map(([, value = '']) => value.trim())
    .filter((value) => value.length <= MAX_VALUE_LENGTH);
  const fontFaceFamilies = [...text.matchAll(FONT_FACE)].flatMap(([, block = '']) => {
    const value = /font-family\s*:\s*([^;]+)/i.exec(block)?.[1];
    return value ? familyNames(value) : [];
  });
  const imports = [...text.matchAll(IMPORT)].map(([, url = '']) => url);
  return { properties, fontFamilyValues, fontFaceFamilies, imports };
}

/** The value with var(--x) replaced by --x's first value, a few levels deep (no loops). */
export function resolveVars(value: string, properties: readonly CssProperty[], depth = 0): string {
  if (depth > 4 || !value.includes('var(')) return value;
  const resolved = value.replace(
    /var\(\s*(--[\w-]+)\s*(?:,\s*([^()]*))?\)/gi,
    (_match, name: string, fallback) => {
      const found = properties.find((property) => property.name === name.toLowerCase());
      return found ? found.value : (fallback ?? '');
    },
  );
  return resolveVars(resolved, properties, depth + 1);
}

/**
 * How much a custom property's name says it is a brand color: --primary and --brand most,
 * --accent and the like next, any other --color-* a little. Text, borders, backgrounds, states and
 * numbered palette steps (--color-red-500) are a theme's scaffolding, not its brand.
 * @internal for tests and benchmarks, not production code
 */
export function brandColorScore(name: string): number {
  if (
    /foreground|(^|-)(fg|bg|text|border|ring|shadow|muted|error|danger|warning|success|info)(-|$)/.test(name)
  ) {
    return 0;
  }
  if (/primary|brand/.test(name)) return 80;
  if (/accent|secondary|highlight|(^|-)(main|theme|cta)(-|$)/.test(name)) return 60;
  if (/^--(colou?r|clr)-/.test(name) && !/-\d+$/.test(name) && !/(gr[ae]y|neutral|white|black)/.test(name)) {
    return 30;
  }
  return 0;
}

/** The colors a stylesheet's custom properties propose, each once (its first, :root value). */
export function customPropertyColors(properties: readonly CssProperty[], where: string): ColorCandidate[] {
  const seen = new Set<string>();
  const candidates: ColorCandidate[] = [];
  for (const { name, value } of properties) {
    if (seen.has(name)) continue;
    seen.add(name);
    const score = brandColorScore(name);
    if (score === 0) continue;
    const rgb = parseCssColor(resolveVars(value, properties));
    if (rgb) candidates.push({ rgb, score, detail: `${name} in ${where}` });
  }
  return candidates;
}

/** CSS's generic families and the operating systems' UI fonts: every site's fallbacks, no brand's. */
const NOT_A_BRAND_FONT = new Set(
  [
    'serif',
    'sans-serif',
    'monospace',
    'cursive',
    'fantasy',
    'system-ui',
    'ui-serif',
    'ui-sans-serif',
    'ui-monospace',
    'ui-rounded',
    'math',
    'emoji',
    'fangsong',
    'inherit',
    'initial',
    'unset',
    'revert',
    'revert-layer',
    'none',
    '-apple-system',
    'blinkmacsystemfont',
    'segoe ui',
    'segoe ui emoji',
    'segoe ui symbol',
    'apple color emoji',
    'noto color emoji',
    'helvetica neue',
    'helvetica',
    'arial',
  ].map((name) => name.toLowerCase()),
);

/** The families a font-family value lists, quotes removed, generic and system ones left out. */
export function familyNames(value: string): string[] {
  const names: string[] = [];
  for (const match of value.matchAll(/\s*(?:"([^"]*)"|'([^']*)'|([^,]+))/g)) {
    const name = (match[1] ?? match[2] ?? match[3] ?? '').trim().replace(/\s+/g, ' ');
    // Numbers and units (a --font-size that reached here) are not families.
    if (!name || name.length > 60 || /[(){}<>;:]/.test(name) || /^[\d.]/.test(name)) continue;
    if (NOT_A_BRAND_FONT.has(name.toLowerCase().replace(/\s*!important$/, ''))) continue;
    names.push(name);
  }
  return names;
}

/** The families a Google Fonts stylesheet address asks for (css and css2), else none. */
export function googleFontFamilies(address: string): string[] {
  let url: URL;
  try {
    url = new URL(address, 'https://fonts.googleapis.com/');
  } catch {
    return [];
  }
  if (url.hostname !== 'fonts.googleapis.com') return [];
  return url.searchParams
    .getAll('family')
    .flatMap((value) => value.split('|'))
    .map((family) => (family.split(':')[0] ?? '').trim().replace(/\s+/g, ' '))
    .filter((family) => family.length > 0 && family.length <= 60);
}
