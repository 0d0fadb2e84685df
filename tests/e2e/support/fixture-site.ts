// Someone's blog, for the journeys that make pins from a page: a recipe post with its photo and the
// blog's feed, on 127.0.0.1 (the e2e server may fetch it: TEST_OUTBOUND_LOOPBACK). It counts what
// it was asked.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export interface FixtureSite {
  origin: string;
  /** Paths requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

export const RECIPE_TITLE = 'Creamy Tuscan White Bean Soup';

/** A photo that looks like nothing else the app draws: a warm orange field with a green disc. */
async function recipePhoto(): Promise<Buffer> {
  const disc = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><circle cx="800" cy="500" r="300" fill="#2f7d32"/></svg>',
  );
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#e8752a' } })
    .composite([{ input: disc }])
    .jpeg()
    .toBuffer();
}

function recipePage(origin: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${RECIPE_TITLE} | Slow Sunday Kitchen</title>
<meta property="og:title" content="${RECIPE_TITLE}">
<meta property="og:description" content="A one-pot white bean soup with garlic, rosemary, sun-dried tomatoes and spinach, ready in 35 minutes.">
<meta property="og:image" content="${origin}/images/soup.jpg">
</head><body><header><nav><a href="/">Home</a> <a href="/recipes">Recipes</a></nav></header>
<main><article><h1>${RECIPE_TITLE}</h1>
<p>This creamy Tuscan white bean soup is the cosy one-pot dinner we make every week when the evenings get cold. Cannellini beans, garlic and rosemary simmer in a rich broth until tender.</p>
<p>Sun-dried tomatoes bring sweetness, fresh spinach wilts in at the end, and a splash of cream makes it silky without any flour. It is ready in about 35 minutes and keeps well for lunches.</p>
<p>Serve it with crusty sourdough bread and a drizzle of good olive oil. Leftovers freeze beautifully for up to three months, so make a double batch.</p>
<img src="/images/soup.jpg" width="1600" height="1000" alt="A bowl of white bean soup">
</article></main><footer>Slow Sunday Kitchen</footer></body></html>`;
}

/** The blog's RSS feed: the soup post and an older one. */
function feed(origin: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Slow Sunday Kitchen</title><link>${origin}/</link>
<description>Cosy recipes</description>
<item><title>${RECIPE_TITLE}</title><link>${origin}/recipes/tuscan-white-bean-soup</link>
<pubDate>Mon, 23 Nov 2026 08:00:00 GMT</pubDate></item>
<item><title>Apple Crumble for a Crowd</title><link>${origin}/recipes/apple-crumble</link>
<pubDate>Sun, 15 Nov 2026 08:00:00 GMT</pubDate></item>
</channel></rss>`;
}

export async function startFixtureSite(): Promise<FixtureSite> {
  const photo = await recipePhoto();
  const requests: string[] = [];
  let origin = '';
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url === '/recipes/tuscan-white-bean-soup') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(recipePage(origin));
    } else if (request.url === '/feed.xml') {
      response.writeHead(200, { 'Content-Type': 'application/rss+xml; charset=utf-8' });
      response.end(feed(origin));
    } else if (request.url === '/images/soup.jpg') {
      response.writeHead(200, { 'Content-Type': 'image/jpeg' });
      response.end(photo);
    } else {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
