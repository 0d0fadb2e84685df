// An SVG drawn inline in a page (the header's logo), rebuilt from htmlparser2's events with only the
// elements a drawing needs. It is kept only if nothing in it can run or reach elsewhere: a
// <script>, an on… handler, <foreignObject>, <image>, an animation (which can rewrite an href), an
// href or url() that leaves the document. Anything else unknown (editor metadata) is dropped.

/** HTML parsing lowercases names; SVG's are case-sensitive, so the camelCase ones get their case back. */
const SVG_CASE = new Map(
  [
    'viewBox',
    'preserveAspectRatio',
    'linearGradient',
    'radialGradient',
    'clipPath',
    'clipPathUnits',
    'gradientUnits',
    'gradientTransform',
    'maskUnits',
    'maskContentUnits',
    'spreadMethod',
    'textLength',
    'lengthAdjust',
    'patternUnits',
    'patternTransform',
    'refX',
    'refY',
    'markerWidth',
    'markerHeight',
    'markerUnits',
    'pathLength',
  ].map((name) => [name.toLowerCase(), name]),
);

const DRAWING = new Set(
  'svg g path circle ellipse line polyline polygon rect text tspan defs lineargradient radialgradient stop clippath mask title desc symbol use style marker pattern'.split(
    ' ',
  ),
);
const DANGEROUS = new Set(
  'script foreignobject image iframe embed object animate animatetransform animatemotion set handler listener a feimage'.split(
    ' ',
  ),
);
const MAX_SVG_LENGTH = 100_000;
const MAX_ELEMENTS = 3_000;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** Whether a value points outside the document: an href not to #id, or a url() not to #id. */
function reachesOut(name: string, value: string): boolean {
  if ((name === 'href' || name.endsWith(':href')) && !value.trim().startsWith('#')) return true;
  for (const [, target = ''] of value.matchAll(/url\(\s*["']?([^"')]*)/gi)) {
    if (!target.trim().startsWith('#')) return true;
  }
  return /@import|javascript:/i.test(value);
}

/** Collects one <svg> element's events; `result()` is its markup, or null when it is refused. */
export class InlineSvgCollector {
  private parts: string[] = [];
  private depth = 0;
  /** Depth at which an unknown element began: its whole subtree is dropped. */
  private skippingFrom: number | null = null;
  private elements = 0;
  private length = 0;
  private refused = false;
  /** Open elements' names, to know when text is a <style>'s. */
  private openNames: string[] = [];
  done = false;

  open(name: string, attributes: Record<string, string>): void {
    this.depth += 1;
    const tag = name.toLowerCase();
    this.openNames.push(tag);
    if (this.refused || this.skippingFrom !== null) return;
    if (DANGEROUS.has(tag)) {
      this.refused = true;
      return;
    }
    if (!DRAWING.has(tag)) {
      this.skippingFrom = this.depth;
      return;
    }
    this.elements += 1;
    const written: string[] = [];
    for (const [attribute, value] of Object.entries(attributes)) {
      const key = attribute.toLowerCase();
      if (key.startsWith('on') || reachesOut(key, value)) {
        this.refused = true;
        return;
      }
      if (!/^[a-z][a-z0-9:_-]*$/.test(key)) continue;
      written.push(` ${SVG_CASE.get(key) ?? key}="${escapeAttribute(value)}"`);
    }
    if (tag === 'svg' && this.depth === 1 && !('xmlns' in attributes)) {
      written.push(' xmlns="http://www.w3.org/2000/svg"');
    }
    this.write(`<${SVG_CASE.get(tag) ?? tag}${written.join('')}>`);
  }

  text(text: string): void {
    if (this.refused || this.skippingFrom !== null) return;
    if (this.openNames.at(-1) === 'style' && reachesOut('style', text)) {
      this.refused = true;
      return;
    }
    this.write(escapeText(text));
  }

  close(name: string): void {
    const tag = name.toLowerCase();
    if (this.skippingFrom === this.depth) this.skippingFrom = null;
    else if (this.skippingFrom === null && !this.refused && DRAWING.has(tag)) {
      this.write(`</${SVG_CASE.get(tag) ?? tag}>`);
    }
    this.depth -= 1;
    this.openNames.pop();
    if (this.depth === 0) this.done = true;
  }

  result(): string | null {
    if (this.refused || !this.done || this.elements < 2 || this.elements > MAX_ELEMENTS) return null;
    if (this.length > MAX_SVG_LENGTH) return null;
    return this.parts.join('');
  }

  private write(text: string): void {
    this.length += text.length;
    if (this.length <= MAX_SVG_LENGTH) this.parts.push(text);
  }
}
