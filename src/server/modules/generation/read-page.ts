// Reads a page a pin is made from: fetched through the outbound module (the only safe way to a
// user-given address), decoded in its own charset, parsed by linkedom (no scripts run, fast on
// 5 MB) and read by Readability for its title, description and main text, plus the images worth
// trying as the pin's artwork. Both are loaded with the first page read, not with the server:
// together about 230 modules that a start would otherwise load for nothing.
import type { Readability as ReadabilityClass } from '@mozilla/readability';
import type { parseHTML as ParseHtml } from 'linkedom';
import { AppError } from '../../app-error';
import type { Outbound } from '../../integrations/outbound/outbound';
import { OutboundRefusal } from '../../integrations/outbound/outbound-refusal';

/** What copy is written from: enough for any summary, bounded for any prompt. */
const MAX_PAGE_TEXT_LENGTH = 20_000;
/** Images tried, best first; each is a fetch of up to 15 MB. */
const MAX_IMAGE_CANDIDATES = 3;
/** Readability walks the whole tree many times: past this many elements the body's text is used. */
const MAX_ELEMENTS_TO_READ = 20_000;
/** An <img> declared smaller than this on a side is an icon, a logo or a tracking pixel. */
const MIN_IMAGE_SIDE = 200;
const MAX_TITLE_LENGTH = 300;
const MAX_NESTING = 256;
/** Elements with no end tag, or whose end tag a parser adds itself: they never nest deeper. */
const NOT_NESTING = new Set(
  'area base br col embed hr img input link meta param source track wbr p li dt dd option tr td th'.split(
    ' ',
  ),
);
const MAX_DESCRIPTION_LENGTH = 1_000;

export interface PageReading {
  /** The address the person gave (normalised): the pin's link and source. */
  url: string;
  title: string;
  description: string;
  /** The main text, a line per paragraph, at most MAX_PAGE_TEXT_LENGTH characters. */
  text: string;
  siteName?: string;
  /** Absolute http(s) addresses of images to try, best first (og:image, twitter:image, the largest). */
  imageUrls: string[];
}

/** The message a person reads when a page cannot be used ("The link answered with HTTP 404"). */
function pageProblem(message: string): AppError {
  return new AppError('validation_error', `The link ${message}`);
}

export async function readPage(
  outbound: Pick<Outbound, 'fetchPage'>,
  url: string,
  options: { signal?: AbortSignal } = {},
): Promise<PageReading> {
  let fetched: Awaited<ReturnType<Outbound['fetchPage']>>;
  try {
    fetched = await outbound.fetchPage(url, { signal: options.signal });
  } catch (error) {
    if (error instanceof OutboundRefusal) throw pageProblem(error.message);
    throw error;
  }
  const html = decodePage(fetched.body, fetched.charset);
  // linkedom takes time that grows with the square of the nesting: 200,000 nested <div>s (1 MB)
  // would hold a request for most of a minute. Real pages nest a few dozen levels.
  if (nestingDepth(html) > MAX_NESTING)
    throw pageProblem(`is nested too deeply to read (over ${MAX_NESTING} levels)`);
  const [{ parseHTML }, { Readability }] = await Promise.all([
    import('linkedom'),
    import('@mozilla/readability'),
  ]);
  const { document } = parseHTML(html);
  const meta = (...names: string[]) => {
    for (const name of names) {
      const element = document.querySelector(`meta[property="${name}"], meta[name="${name}"]`);
      const content = clean(element?.getAttribute('content') ?? '');
      if (content) return content;
    }
    return '';
  };
  // Read before Readability, which rewrites the document as it goes.
  const imageUrls = imageCandidates(document, fetched.url, meta);
  const documentTitle = clean(document.querySelector('title')?.textContent ?? '');
  const article = readArticle(document, { parseHTML, Readability });
  const text = (article?.text || bodyText(document)).slice(0, MAX_PAGE_TEXT_LENGTH);
  const title = (meta('og:title', 'twitter:title') || article?.title || documentTitle).slice(
    0,
    MAX_TITLE_LENGTH,
  );
  const description = (
    meta('og:description', 'description', 'twitter:description') ||
    article?.excerpt ||
    ''
  ).slice(0, MAX_DESCRIPTION_LENGTH);
  if (!title && text.length < 20) throw pageProblem('has no text to write a pin from');
  const siteName = meta('og:site_name') || article?.siteName || undefined;
  return { url, title: title || firstWords(text), description, text, siteName, imageUrls };
}

/** The header's charset, else the page's own <meta charset>, else UTF-8 (a BOM wins over both). */
function decodePage(body: Buffer, headerCharset: string | undefined): string {
  const head = body.subarray(0, 4096).toString('latin1');
  const declared = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1] ?? /^\uFEFF/.exec(head)?.[0];
  for (const label of [headerCharset, declared, 'utf-8']) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(body);
    } catch {
      // An unknown label ("x-user-defined-whatever"): try the next.
    }
  }
  return body.toString('utf8');
}

/** How deep the page's elements nest, counted from its tags (a cheap pass before parsing). */
function nestingDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^<>]*?(\/?)>/g)) {
    const [, closing, name = '', selfClosing] = match;
    if (NOT_NESTING.has(name.toLowerCase()) || selfClosing) continue;
    depth = closing ? Math.max(0, depth - 1) : depth + 1;
    if (depth > deepest) deepest = depth;
  }
  return deepest;
}

type Doc = ReturnType<typeof ParseHtml>['document'];

function readArticle(
  document: Doc,
  { parseHTML, Readability }: { parseHTML: typeof ParseHtml; Readability: typeof ReadabilityClass },
): { title: string; excerpt: string; text: string; siteName: string } | null {
  if (document.querySelectorAll('*').length > MAX_ELEMENTS_TO_READ) return null;
  try {
    // linkedom's document is what Readability walks; its types are the browser's.
    const parsed = new Readability(document as unknown as Document, { charThreshold: 200 }).parse();
    if (!parsed) return null;
    return {
      title: clean(parsed.title ?? ''),
      excerpt: clean(parsed.excerpt ?? ''),
      text: blocksText(parseHTML(`<body>${parsed.content ?? ''}</body>`).document),
      siteName: clean(parsed.siteName ?? ''),
    };
  } catch {
    return null;
  }
}

/** A page Readability cannot read (too big, no article): the body's words, without scripts and menus. */
function bodyText(document: Doc): string {
  for (const element of document.querySelectorAll('script, style, noscript, template, nav, header, footer')) {
    element.remove();
  }
  return blocksText(document);
}

const BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, blockquote, pre, td, th, dt, dd, figcaption';

/**
 * The text of each paragraph, heading and list item on its own line, so "Ingredients" and
 * "225 g butter" do not run together into one sentence; loose text when there are no blocks.
 */
function blocksText(document: Doc): string {
  const lines: string[] = [];
  let length = 0;
  for (const block of document.querySelectorAll(BLOCKS)) {
    // A block inside another (a <p> in an <li>) is already in its parent's text.
    if (block.parentElement?.closest(BLOCKS)) continue;
    const line = clean(block.textContent ?? '');
    if (!line) continue;
    lines.push(line);
    length += line.length + 1;
    if (length >= MAX_PAGE_TEXT_LENGTH) break;
  }
  const text = lines.length > 0 ? lines.join('\n') : clean(document.body?.textContent ?? '');
  return text.slice(0, MAX_PAGE_TEXT_LENGTH);
}

function imageCandidates(document: Doc, pageUrl: string, meta: (...names: string[]) => string): string[] {
  const found: string[] = [
    meta('og:image:secure_url', 'og:image', 'og:image:url'),
    meta('twitter:image', 'twitter:image:src'),
  ];
  const scope = document.querySelector('article') ?? document.querySelector('main') ?? document.body;
  const images = [...(scope?.querySelectorAll('img') ?? [])]
    .map((img) => {
      const width = Number(img.getAttribute('width'));
      const height = Number(img.getAttribute('height'));
      const src =
        img.getAttribute('src') ||
        img.getAttribute('data-src') ||
        (img.getAttribute('srcset') ?? '').trim().split(/\s+/)[0] ||
        '';
      return { src, width: width || 0, height: height || 0 };
    })
    .filter(
      (img) =>
        img.src && !(img.width && img.width < MIN_IMAGE_SIDE) && !(img.height && img.height < MIN_IMAGE_SIDE),
    )
    // Declared sizes first, largest first; undeclared ones after, in page order.
    .sort((a, b) => b.width * b.height - a.width * a.height);
  found.push(...images.map((img) => img.src));
  const unique: string[] = [];
  for (const candidate of found) {
    const absolute = absoluteWebUrl(candidate, pageUrl);
    if (absolute && !unique.includes(absolute)) unique.push(absolute);
    if (unique.length === MAX_IMAGE_CANDIDATES) break;
  }
  return unique;
}

function absoluteWebUrl(candidate: string, base: string): string | null {
  if (!candidate) return null;
  try {
    const url = new URL(candidate, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function firstWords(text: string): string {
  return text.split(' ').slice(0, 10).join(' ');
}
