// Reading feeds and sitemaps: RSS, Atom, urlsets and sitemap indexes into newest-first articles
// with normalised http(s) links; invalid XML, other documents and gzip refused in words.
import { describe, expect, it } from 'vitest';
import { bigRss, fixture } from '../../../../tests/fixtures/feeds/feed-server';
import { FeedProblem, MAX_FEED_ENTRIES, parseFeed } from './parse-feed';

const origin = 'http://blog.example';
const parse = (name: string) => parseFeed(Buffer.from(fixture(name, origin)));
const problem = (body: string | Buffer) => {
  try {
    parseFeed(Buffer.isBuffer(body) ? body : Buffer.from(body));
  } catch (error) {
    if (error instanceof FeedProblem) return error.message;
    throw error;
  }
  throw new Error('parsed');
};

describe('parseFeed', () => {
  it('reads an RSS 2.0 feed: links (or a permalink guid), titles and dates; no web link, no article', () => {
    const feed = parse('rss.xml');
    expect(feed.kind).toBe('rss');
    if (feed.kind === 'sitemap-index') throw new Error('not an index');
    expect(feed.entries.map((entry) => entry.url)).toEqual([
      `${origin}/posts/tomatoes`,
      `${origin}/posts/basil`,
      `${origin}/posts/compost`,
      `${origin}/posts/seeds`,
      `${origin}/posts/balcony`,
    ]);
    expect(feed.entries[0]).toEqual({
      url: `${origin}/posts/tomatoes`,
      title: 'Tomatoes in pots & how to water them',
      publishedAt: new Date('2026-03-02T08:00:00Z'),
    });
    expect(feed.entries[1]?.title).toBe('Basil on a windowsill');
  });

  it('reads an Atom feed newest first, taking the alternate link', () => {
    const feed = parse('atom.xml');
    expect(feed).toEqual({
      kind: 'atom',
      entries: [
        {
          url: `${origin}/trips/night-trains`,
          title: 'Night trains of Europe',
          publishedAt: new Date('2026-03-03T09:00:00Z'),
        },
        {
          url: `${origin}/trips/one-bag`,
          title: 'Packing for a week <em>in one bag</em>',
          publishedAt: new Date('2026-03-01T10:00:00Z'),
        },
      ],
    });
  });

  it('reads a sitemap by its lastmod dates and lists the sitemaps of an index', () => {
    const sitemap = parse('sitemap.xml');
    expect(sitemap.kind).toBe('sitemap');
    if (sitemap.kind === 'sitemap-index') throw new Error('not an index');
    expect(sitemap.entries.map((entry) => [entry.url, entry.title])).toEqual([
      [`${origin}/shop/clay-pot`, null],
      [`${origin}/shop/seed-tin`, null],
      [`${origin}/shop/linen-apron`, null],
    ]);
    expect(parse('sitemap-index.xml')).toEqual({
      kind: 'sitemap-index',
      sitemaps: [`${origin}/sitemap-old.xml.gz`, `${origin}/sitemap.xml`, `${origin}/sitemap-index.xml`],
    });
  });

  it(`keeps only the newest ${MAX_FEED_ENTRIES} of a 10,000-item feed`, () => {
    const feed = parseFeed(Buffer.from(bigRss(origin, 10_000)));
    if (feed.kind === 'sitemap-index') throw new Error('not an index');
    expect(feed.entries).toHaveLength(MAX_FEED_ENTRIES);
    expect(feed.entries[0]?.url).toBe(`${origin}/many/0`);
    expect(feed.entries.at(-1)?.url).toBe(`${origin}/many/${MAX_FEED_ENTRIES - 1}`);
  });

  it('refuses invalid XML, other documents and gzip in words', () => {
    expect(problem(fixture('invalid.xml', origin))).toMatch(/^is not valid XML \(line \d+: .+\)$/);
    expect(problem('<?xml version="1.0"?><html><body>hi</body></html>')).toBe(
      'is not an RSS or Atom feed or an XML sitemap (it is an XML document of <html>)',
    );
    expect(problem(Buffer.from([0x1f, 0x8b, 8, 0, 0, 0]))).toMatch(/^is a gzipped sitemap/);
    expect(problem('')).toMatch(/^is not/);
  });

  it('does not blow up an entity expansion bomb', () => {
    const lol = [
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lollollollollollollollollollol">',
      ...Array.from({ length: 8 }, (_, k) => `<!ENTITY lol${k + 1} "${`&lol${k || ''};`.repeat(10)}">`),
      ']><rss><channel><item><title>&lol8;</title><link>http://a.example/</link></item></channel></rss>',
    ].join('');
    const feed = parseFeed(Buffer.from(lol));
    if (feed.kind === 'sitemap-index') throw new Error('not an index');
    expect(feed.entries[0]?.title?.length).toBeLessThan(100);
  });
});
