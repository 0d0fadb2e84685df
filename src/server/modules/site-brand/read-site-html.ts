// The brand signals of a site's home page, read in one streaming pass of htmlparser2 (ADR 0040):
// no DOM is built, the page is read only as deep as real pages nest (see shallowPart), and broken
// markup is read as a browser would read most of it. Addresses are made absolute against the page's.
import { Parser } from 'htmlparser2';
import { InlineSvgCollector } from './inline-svg';
import { googleFontFamilies } from './read-css';

export interface LogoCandidate {
  url: string;
  source: 'logo_image' | 'apple_touch_icon' | 'icon' | 'og_image';
  /** The declared size (sizes="180x180"), 0 when unknown. */
  size: number;
}

export interface SiteHtml {
  title: string;
  /** <meta name="theme-color">, msapplication-TileColor and mask-icon colors, as written. */
  themeColors: { value: string; detail: string }[];
  /** Text of the page's <style> elements, in order. */
  inlineCss: string[];
  /** Absolute addresses of <link rel="stylesheet"> for screens, in order. */
  stylesheets: string[];
  /** Families asked of Google Fonts by <link> elements. */
  googleFonts: string[];
  /** Image logos, best first (the header's logo image, then icons by size, then og:image). */
  logos: LogoCandidate[];
  /**
   * The first safe inline <svg> of a logo element (class or id says logo or brand, or the link
   * home), else of the header outside its buttons (menu and search icons); rebuilt; null if none.
   */
  inlineSvg: string | null;
}

/** <style> text read at most: past this a page's inline CSS is not a brand's. */
const MAX_INLINE_CSS = 1_000_000;
const MAX_TITLE_LENGTH = 200;
/**
 * How far back a closing tag looks for its element: a stray </span> among thousands of unclosed
 * <div>s must not scan them all, or a hostile page makes the pass quadratic.
 */
const CLOSE_LOOKBACK = 64;
/** Class, id or alt words that mark an element as the site's logo (or brand mark). */
const LOGO_WORDS = /(^|[\s_-])(logo|brand|site-?title|navbar-brand)/i;

interface OpenElement {
  name: string;
  /** Marked as the logo: class or id says logo or brand, or a link to the home page. */
  logo: boolean;
}

function absolute(href: string | undefined, base: string): string | null {
  if (!href?.trim()) return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function declaredSize(sizes: string | undefined): number {
  const match = /(\d+)\s*x\s*(\d+)/i.exec(sizes ?? '');
  return match ? Math.min(Number(match[1]), Number(match[2])) : 0;
}

/**
 * htmlparser2 keeps its open elements in an array it shifts, so its time grows with the square of
 * the nesting (200,000 nested <div>s take most of a minute). Real pages nest a few dozen levels and
 * a brand's signals sit in <head> and the header, so a page is read only up to where it first nests
 * deeper than this.
 */
const MAX_NESTING = 256;
/** Elements with no end tag, or whose end tag a parser adds itself: they never nest deeper. */
const NOT_NESTING = new Set(
  'area base br col embed hr img input link meta param source track wbr p li dt dd option tr td th'.split(
    ' ',
  ),
);

/**
 * The page up to where its tags first nest deeper than MAX_NESTING (all of it, usually).
 * @internal for tests and benchmarks, not production code
 */
export function shallowPart(html: string): string {
  let depth = 0;
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^<>]*?(\/?)>/g)) {
    const [, closing, name = '', selfClosing] = match;
    if (NOT_NESTING.has(name.toLowerCase()) || selfClosing) continue;
    depth = closing ? Math.max(0, depth - 1) : depth + 1;
    if (depth > MAX_NESTING) return html.slice(0, match.index);
  }
  return html;
}

const marksLogo = (attributes: Record<string, string>) =>
  LOGO_WORDS.test(`${attributes.class ?? ''} ${attributes.id ?? ''}`);

export function readSiteHtml(html: string, pageUrl: string): SiteHtml {
  const found: SiteHtml = {
    title: '',
    themeColors: [],
    inlineCss: [],
    stylesheets: [],
    googleFonts: [],
    logos: [],
    inlineSvg: null,
  };
  const stack: OpenElement[] = [];
  let base = pageUrl;
  let inTitle = false;
  let inStyle = false;
  let cssLength = 0;
  let svg: { collector: InlineSvgCollector; strong: boolean } | null = null;
  let strongSvg: string | null = null;
  let weakSvg: string | null = null;
  let ogImage: string | null = null;
  const icons: LogoCandidate[] = [];
  const logoImages: LogoCandidate[] = [];

  // How many open elements are each kind, kept as elements open and close, so asking costs
  // nothing however deep the page nests.
  const open = { logo: 0, header: 0, button: 0 };
  const count = (element: OpenElement, by: number) => {
    if (element.logo) open.logo += by;
    if (element.name === 'header') open.header += by;
    if (element.name === 'button') open.button += by;
  };
  const push = (element: OpenElement) => {
    stack.push(element);
    count(element, 1);
  };
  const closeElement = (name: string) => {
    for (let at = stack.length - 1; at >= Math.max(0, stack.length - CLOSE_LOOKBACK); at -= 1) {
      if (stack[at]?.name !== name) continue;
      for (const element of stack.splice(at)) count(element, -1);
      return;
    }
  };
  const inLogoContext = () => open.logo > 0 || open.header > 0;
  const isHomeLink = (name: string, attributes: Record<string, string>) => {
    if (name !== 'a') return false;
    const href = absolute(attributes.href, base);
    return (
      href !== null && new URL(href).pathname === '/' && new URL(href).origin === new URL(pageUrl).origin
    );
  };

  const onLink = (attributes: Record<string, string>) => {
    const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
    const href = absolute(attributes.href, base);
    if (!href) return;
    if (rel.includes('stylesheet') && !/^\s*print\s*$/i.test(attributes.media ?? '')) {
      const families = googleFontFamilies(href);
      if (families.length > 0) found.googleFonts.push(...families);
      else found.stylesheets.push(href);
    } else if (rel.includes('apple-touch-icon') || rel.includes('apple-touch-icon-precomposed')) {
      icons.push({ url: href, source: 'apple_touch_icon', size: declaredSize(attributes.sizes) || 180 });
    } else if (rel.includes('icon')) {
      icons.push({ url: href, source: 'icon', size: declaredSize(attributes.sizes) });
    }
    if (rel.includes('mask-icon') && attributes.color) {
      found.themeColors.push({ value: attributes.color, detail: '<link rel="mask-icon" color>' });
    }
  };

  const onMeta = (attributes: Record<string, string>) => {
    const name = (attributes.name ?? attributes.property ?? '').toLowerCase();
    const content = attributes.content ?? '';
    if (name === 'theme-color' && !/dark/i.test(attributes.media ?? '')) {
      found.themeColors.push({ value: content, detail: '<meta name="theme-color">' });
    } else if (name === 'msapplication-tilecolor') {
      found.themeColors.push({ value: content, detail: '<meta name="msapplication-TileColor">' });
    } else if ((name === 'og:image' || name === 'og:image:url') && !ogImage) {
      ogImage = absolute(content, base);
    }
  };

  const onImage = (attributes: Record<string, string>) => {
    const src = absolute(attributes.src, base);
    if (!src || src.startsWith('data:')) return;
    const ownWords = `${attributes.class ?? ''} ${attributes.id ?? ''} ${attributes.alt ?? ''}`;
    const pathSaysLogo = /logo/i.test(new URL(src).pathname);
    if (inLogoContext() || LOGO_WORDS.test(ownWords) || pathSaysLogo) {
      logoImages.push({ url: src, source: 'logo_image', size: Number(attributes.width) || 0 });
    }
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (svg && !svg.collector.done) {
          svg.collector.open(name, attributes);
          return;
        }
        const logo = marksLogo(attributes) || isHomeLink(name, attributes);
        if (name === 'svg' && strongSvg === null) {
          const strong = logo || open.logo > 0;
          const weak = open.header > 0 && weakSvg === null && open.button === 0;
          if (strong || weak) {
            svg = { collector: new InlineSvgCollector(), strong };
            svg.collector.open(name, attributes);
            return;
          }
        }
        if (name === 'title' && !found.title) inTitle = true;
        else if (name === 'style') inStyle = true;
        else if (name === 'base') base = absolute(attributes.href, pageUrl) ?? base;
        else if (name === 'link') onLink(attributes);
        else if (name === 'meta') onMeta(attributes);
        else if (name === 'img') onImage(attributes);
        push({ name, logo });
      },
      ontext(text) {
        if (svg && !svg.collector.done) svg.collector.text(text);
        else if (inTitle) found.title = (found.title + text).slice(0, MAX_TITLE_LENGTH);
        else if (inStyle && cssLength < MAX_INLINE_CSS) {
          found.inlineCss.push(text);
          cssLength += text.length;
        }
      },
      onclosetag(name) {
        if (svg && !svg.collector.done) {
          svg.collector.close(name);
          if (!svg.collector.done) return;
          const markup = svg.collector.result();
          if (svg.strong) strongSvg = markup;
          else weakSvg = markup;
          svg = null;
          return;
        }
        if (name === 'title') inTitle = false;
        if (name === 'style') inStyle = false;
        closeElement(name);
      },
    },
    { decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.write(shallowPart(html));
  parser.end();

  found.inlineSvg = strongSvg ?? weakSvg;
  found.title = found.title.replace(/\s+/g, ' ').trim();
  // Larger icons first: a 180 px apple-touch-icon draws a better preview than a 16 px favicon.
  icons.sort((one, other) => other.size - one.size);
  found.logos = dedupeByUrl([
    ...logoImages,
    ...icons.filter((icon) => icon.source === 'apple_touch_icon'),
    ...icons.filter((icon) => icon.source === 'icon'),
    ...(ogImage ? [{ url: ogImage, source: 'og_image' as const, size: 0 }] : []),
  ]);
  return found;
}

function dedupeByUrl(candidates: LogoCandidate[]): LogoCandidate[] {
  const seen = new Set<string>();
  return candidates.filter((candidate) => !seen.has(candidate.url) && seen.add(candidate.url));
}
