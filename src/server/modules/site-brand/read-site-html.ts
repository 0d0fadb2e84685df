// The brand signals of a site's home page, read in one streaming pass of htmlparser2 (ADR 0040):
// no DOM is built, so time stays linear in the page however deeply it nests, and broken markup
// is read as a browser would read most of it. Addresses are made absolute against the page's.
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

  const within = (test: (element: OpenElement) => boolean) => stack.some(test);
  const inLogoContext = () => within((element) => element.logo || element.name === 'header');
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
          const strong = logo || within((element) => element.logo);
          const inHeader = within((element) => element.name === 'header');
          const weak = inHeader && weakSvg === null && !within((element) => element.name === 'button');
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
        stack.push({ name, logo });
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
        const at = stack.findLastIndex((element) => element.name === name);
        if (at >= 0) stack.length = at;
      },
    },
    { decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.write(html);
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
