// A tiny SVG writer for the artwork painters: every attribute value is escaped, so nothing
// from a board (colours are validated, but still) can break out of the markup.

function escapeXml(value: string | number): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

type Attributes = Record<string, string | number | undefined>;

/** One element; numbers are rounded to 2 decimals to keep the markup small. */
export function el(tag: string, attributes: Attributes, ...children: string[]): string {
  const attrs = Object.entries(attributes)
    .filter(([, v]) => v !== undefined)
    .map(
      ([k, v]) => ` ${k}="${escapeXml(typeof v === 'number' ? Math.round(v * 100) / 100 : (v as string))}"`,
    )
    .join('');
  return children.length > 0 ? `<${tag}${attrs}>${children.join('')}</${tag}>` : `<${tag}${attrs}/>`;
}

export function svgDocument(width: number, height: number, ...children: string[]): string {
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', width, height, viewBox: `0 0 ${width} ${height}` },
    ...children,
  );
}

/** A linear gradient definition; angle in degrees, 0 = left to right. */
export function linearGradient(id: string, angle: number, stops: Array<[number, string, number?]>): string {
  const rad = (angle * Math.PI) / 180;
  const [dx, dy] = [Math.cos(rad) / 2, Math.sin(rad) / 2];
  return el(
    'linearGradient',
    { id, x1: 0.5 - dx, y1: 0.5 - dy, x2: 0.5 + dx, y2: 0.5 + dy },
    ...stops.map(([offset, color, opacity]) =>
      el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }),
    ),
  );
}

/** Points of a polygon as the `points` attribute wants them. */
export function points(coords: Array<[number, number]>): string {
  return coords.map(([x, y]) => `${Math.round(x)},${Math.round(y)}`).join(' ');
}
