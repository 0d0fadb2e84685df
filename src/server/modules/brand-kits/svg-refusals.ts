// What an uploaded SVG logo may not hold (ADR 0039): it is rasterised by librsvg, never served as
// SVG, but a logo that scripts, pulls outside resources or expands entities is refused outright
// rather than cleaned, so what is stored is exactly what was checked.
const FORBIDDEN: Array<[RegExp, string]> = [
  [/<!DOCTYPE|<!ENTITY/i, 'a DOCTYPE or ENTITY declaration'],
  [/<\s*script/i, 'a <script> element'],
  [/<\s*foreignObject/i, 'a <foreignObject> element'],
  [/\son[a-z]+\s*=/i, 'an event-handler attribute (on…)'],
  [/@import/i, 'a CSS @import'],
];

/** A reference may name a part of the logo itself (#id) or an embedded raster image. */
const LOCAL_REFERENCE = /^(#|data:image\/(png|jpeg|gif|webp);base64,)/i;

function references(svg: string): string[] {
  const found: string[] = [];
  for (const match of svg.matchAll(/\b(?:xlink:)?href\s*=\s*(["'])(.*?)\1/gis)) found.push(match[2] ?? '');
  for (const match of svg.matchAll(/url\(\s*(["']?)(.*?)\1\s*\)/gis)) found.push(match[2] ?? '');
  // An href without quotes is not well-formed XML; refused as what it names cannot be read.
  if (/\b(?:xlink:)?href\s*=\s*[^"'\s]/i.test(svg)) found.push('unquoted');
  return found;
}

/** Why the SVG is refused, or null when it may be rasterised. */
export function svgRefusal(svg: string): string | null {
  for (const [pattern, what] of FORBIDDEN) if (pattern.test(svg)) return `logo must not contain ${what}`;
  const outside = references(svg).find((reference) => !LOCAL_REFERENCE.test(reference.trim()));
  if (outside !== undefined) {
    return 'logo must not reference anything outside itself (href and url() may only name a #fragment or a data:image)';
  }
  if (!/<svg[\s>]/i.test(svg)) return 'logo is not an SVG image';
  return null;
}
