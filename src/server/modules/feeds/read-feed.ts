// Fetches a feed or sitemap through the outbound module (conditional GET with the stored
// validators) and reads its articles. A sitemap index is followed one level, to a few sitemaps.
import type { Outbound } from '../../integrations/outbound/outbound';
import { OutboundRefusal } from '../../integrations/outbound/outbound-refusal';
import {
  type FeedEntry,
  type FeedKind,
  FeedProblem,
  GZIP_MESSAGE,
  MAX_FEED_ENTRIES,
  parseFeed,
} from './parse-feed';

/** Of a sitemap index, only the newest few sitemaps are read: each is a fetch. */
const MAX_SITEMAPS_FROM_INDEX = 3;

export interface FeedValidators {
  etag: string | null;
  lastModified: string | null;
}

export type FeedRead =
  /** 304: nothing new since the validators were given. */
  { changed: false } | ({ changed: true; kind: FeedKind; entries: FeedEntry[] } & FeedValidators);

type FeedFetcher = Pick<Outbound, 'fetchFeed'>;

/** Throws a FeedProblem (message after "The feed ") for anything that is the address's doing. */
export async function readFeed(
  outbound: FeedFetcher,
  url: string,
  validators: FeedValidators = { etag: null, lastModified: null },
): Promise<FeedRead> {
  const headers: Record<string, string> = {};
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  const fetched = await fetchXml(outbound, url, headers);
  if (fetched.status === 304) return { changed: false };
  const next = { etag: fetched.headers.get('etag'), lastModified: fetched.headers.get('last-modified') };
  const parsed = parseFeed(fetched.body);
  if (parsed.kind !== 'sitemap-index') return { changed: true, ...parsed, ...next };
  return {
    changed: true,
    kind: 'sitemap',
    entries: await readSitemaps(outbound, parsed.sitemaps, url),
    ...next,
  };
}

/** The newest sitemaps an index lists (not gzipped ones, not itself, not further indexes), merged. */
async function readSitemaps(
  outbound: FeedFetcher,
  sitemaps: string[],
  indexUrl: string,
): Promise<FeedEntry[]> {
  const readable = sitemaps
    .filter((url) => !isGzipped(url) && url !== indexUrl)
    .slice(0, MAX_SITEMAPS_FROM_INDEX);
  const entries: FeedEntry[] = [];
  let firstProblem: string | null = null;
  for (const url of readable) {
    try {
      const parsed = parseFeed((await fetchXml(outbound, url, {})).body);
      if (parsed.kind === 'sitemap-index') throw new FeedProblem('is a sitemap index inside a sitemap index');
      entries.push(...parsed.entries);
    } catch (error) {
      firstProblem ??= `${url} ${feedProblemMessage(error)}`;
    }
  }
  if (entries.length === 0 && firstProblem) {
    throw new FeedProblem(`is a sitemap index whose sitemaps could not be read (${firstProblem})`);
  }
  if (readable.length === 0) {
    throw new FeedProblem('is a sitemap index that lists no plain .xml sitemap Pinloom can read');
  }
  const byDate = entries.sort(
    (a, b) =>
      (b.publishedAt?.getTime() ?? Number.NEGATIVE_INFINITY) -
      (a.publishedAt?.getTime() ?? Number.NEGATIVE_INFINITY),
  );
  return byDate.slice(0, MAX_FEED_ENTRIES);
}

async function fetchXml(outbound: FeedFetcher, url: string, headers: Record<string, string>) {
  // Refused before fetching: the outbound module would only say it is not XML.
  if (isGzipped(url)) throw new FeedProblem(GZIP_MESSAGE);
  try {
    return await outbound.fetchFeed(url, { headers });
  } catch (error) {
    if (error instanceof OutboundRefusal) throw new FeedProblem(refusalMessage(error));
    throw error;
  }
}

function refusalMessage(refusal: OutboundRefusal): string {
  if (refusal.status === 404 || refusal.status === 410) {
    return `is gone: the site answered with HTTP ${refusal.status}`;
  }
  if (/application\/(x-)?gzip/.test(refusal.message)) return GZIP_MESSAGE;
  return refusal.message;
}

function isGzipped(url: string): boolean {
  try {
    return new URL(url).pathname.toLowerCase().endsWith('.gz');
  } catch {
    return false;
  }
}

/** What went wrong reading a feed, after "The feed "; other errors are bugs and are thrown on. */
export function feedProblemMessage(error: unknown): string {
  if (error instanceof FeedProblem) return error.message;
  if (error instanceof OutboundRefusal) return refusalMessage(error);
  throw error;
}
