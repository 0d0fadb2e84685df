// Reads an RSS 2.0 / RSS 1.0 / Atom feed or an XML sitemap (a urlset, or a sitemap index that
// lists urlsets) into its articles, newest first. Pure: fetching is read-feed.ts's.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { normaliseLink } from '../../../shared/api/destination-link';

export type FeedKind = 'rss' | 'atom' | 'sitemap';

export interface FeedEntry {
  /** The article's link, normalised (destination-link rule). */
  url: string;
  title: string | null;
  publishedAt: Date | null;
}

export type ParsedFeed =
  | { kind: FeedKind; entries: FeedEntry[] }
  /** A sitemap index: the sitemaps it lists, newest first; read-feed.ts reads a few of them. */
  | { kind: 'sitemap-index'; sitemaps: string[] };

/** A feed is read whole, but only this many of its newest articles are looked at. */
export const MAX_FEED_ENTRIES = 200;

/** Why a body is not a feed Pinloom can read; the message reads after "The feed ". */
export class FeedProblem extends Error {
  override name = 'FeedProblem';
}

const ARRAYS = new Set(['item', 'entry', 'url', 'sitemap', 'link']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // atom:link, dc:date, content:encoded … are read by their local names.
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ARRAYS.has(name),
  // Bounded: an entity expansion bomb stops here rather than filling memory.
  processEntities: { enabled: true, maxEntitySize: 10_000, maxEntityCount: 100 },
  htmlEntities: false,
});

type Node = Record<string, unknown>;

export function parseFeed(body: Buffer): ParsedFeed {
  if (body[0] === 0x1f && body[1] === 0x8b) throw new FeedProblem(GZIP_MESSAGE);
  const text = body.toString('utf8').replace(/^\uFEFF/, '');
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new FeedProblem(`is not valid XML (line ${valid.err.line}: ${valid.err.msg})`);
  }
  let document: Node;
  try {
    document = parser.parse(text) as Node;
  } catch (error) {
    throw new FeedProblem(`is not valid XML (${(error as Error).message})`);
  }
  if (isNode(document.rss)) return { kind: 'rss', entries: newest(rssEntries(document.rss.channel)) };
  // RSS 1.0 (RDF): items sit beside the channel.
  if (isNode(document.RDF)) return { kind: 'rss', entries: newest(rssEntries(document.RDF)) };
  if (isNode(document.feed)) return { kind: 'atom', entries: newest(atomEntries(document.feed)) };
  if (isNode(document.urlset)) return { kind: 'sitemap', entries: newest(sitemapEntries(document.urlset)) };
  if (isNode(document.sitemapindex))
    return { kind: 'sitemap-index', sitemaps: sitemapList(document.sitemapindex) };
  const root = Object.keys(document).find((key) => !key.startsWith('?'));
  throw new FeedProblem(
    `is not an RSS or Atom feed or an XML sitemap${root ? ` (it is an XML document of <${root}>)` : ''}`,
  );
}

export const GZIP_MESSAGE =
  'is a gzipped sitemap (.xml.gz), which Pinloom does not read; give the address of the plain .xml sitemap';

function rssEntries(channel: unknown): FeedEntry[] {
  return asNodes(isNode(channel) ? channel.item : undefined).flatMap((item) => {
    // A guid that is a permalink stands in for a missing <link>.
    const guid = item.guid;
    const permalink =
      isNode(guid) && guid['@_isPermaLink'] !== 'false'
        ? textOf(guid)
        : typeof guid === 'string'
          ? guid
          : null;
    const link = asArray(item.link)
      .map(textOf)
      .find((value) => value);
    return entry(link ?? permalink, textOf(item.title), textOf(item.pubDate) ?? textOf(item.date));
  });
}

function atomEntries(feed: Node): FeedEntry[] {
  return asNodes(feed.entry).flatMap((item) => {
    const links = asNodes(item.link);
    const alternate =
      links.find((link) => (link['@_rel'] ?? 'alternate') === 'alternate') ?? links.find((l) => l['@_href']);
    const href = typeof alternate?.['@_href'] === 'string' ? alternate['@_href'] : null;
    return entry(href, textOf(item.title), textOf(item.published) ?? textOf(item.updated));
  });
}

function sitemapEntries(urlset: Node): FeedEntry[] {
  return asNodes(urlset.url).flatMap((item) => entry(textOf(item.loc), null, textOf(item.lastmod)));
}

function sitemapList(index: Node): string[] {
  return newest(
    asNodes(index.sitemap).flatMap((item) => entry(textOf(item.loc), null, textOf(item.lastmod))),
  ).map((item) => item.url);
}

/** The entry, or none when its link is not an http(s) address. */
function entry(link: string | null, title: string | null, date: string | null): FeedEntry[] {
  if (!link) return [];
  const normalised = normaliseLink(link);
  if ('problem' in normalised || normalised.link === null) return [];
  const time = date ? Date.parse(date) : Number.NaN;
  return [
    {
      url: normalised.link,
      title: title ? title.slice(0, 500) : null,
      publishedAt: Number.isNaN(time) ? null : new Date(time),
    },
  ];
}

/**
 * Newest first, then the first MAX_FEED_ENTRIES. Dated entries by date; undated ones keep the
 * document's order after them (feeds list newest first; a sitemap without dates has no order).
 * One link listed twice counts once.
 */
function newest(entries: FeedEntry[]): FeedEntry[] {
  const seen = new Set<string>();
  const unique = entries.filter((item) => !seen.has(item.url) && seen.add(item.url));
  const ordered = unique
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const ta = a.item.publishedAt?.getTime();
      const tb = b.item.publishedAt?.getTime();
      if (ta !== undefined && tb !== undefined && ta !== tb) return tb - ta;
      if (ta !== undefined && tb === undefined) return -1;
      if (ta === undefined && tb !== undefined) return 1;
      return a.index - b.index;
    });
  return ordered.slice(0, MAX_FEED_ENTRIES).map(({ item }) => item);
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function asNodes(value: unknown): Node[] {
  return asArray(value).filter(isNode);
}

/** An element's text, whether it came as a string or as a node with attributes. */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  if (isNode(value) && (typeof value['#text'] === 'string' || typeof value['#text'] === 'number')) {
    return String(value['#text']).trim() || null;
  }
  return null;
}
