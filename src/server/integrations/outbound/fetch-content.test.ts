// Fetching other people's pages, images and feeds (README.md): public addresses only, at most 5
// redirects each checked again, a byte cap counted after decompression, a time limit, the
// content-type checked and images read by sharp under a pixel limit. Every refusal is a clear
// OutboundRefusal; the time limit is held by the tests (heldTimeLimits) and fired when they choose.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, createGzip, deflateSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolverFor } from '../../../../tests/setup/resolver';
import { createOutbound, type Outbound, OutboundRefusal } from './outbound';

const PAGE = '<!doctype html><html><head><title>Lemon tart</title></head><body>Zest</body></html>';
const MB = 1024 * 1024;

/** One PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * The start of a PNG 50,000 × 1,200 pixels: its header, then a few pixel bytes and nothing more.
 * The header gives the size; decoding it fails, so "too large" can only be said before decoding.
 */
const WIDE_PNG_HEAD = (() => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(1_200, 4);
  header.writeUInt8(8, 8); // bits per channel
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1_000))),
  ]);
})();

type Route = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let origin: string;
let port: number;
const requests: string[] = [];
const closed: string[] = [];
let trickled = 0;
let photo: Buffer;

const routes: Record<string, Route> = {
  '/site.css': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/css; charset=utf-8' }).end(':root { --brand: #e60023; }');
  },
  '/big.css': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/css' }).end(Buffer.alloc(MB + 1, 'a'));
  },
  '/recipe': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  },
  '/xhtml': (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/xhtml+xml' }).end(PAGE);
  },
  '/gzipped': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync(PAGE));
  },
  '/hop': (request, response) => {
    const left = Number(new URL(request.url ?? '/', origin).searchParams.get('left'));
    const location = left > 0 ? `/hop?left=${left - 1}` : '/recipe';
    response.writeHead(302, { location }).end();
  },
  '/to': (request, response) => {
    response
      .writeHead(301, { location: new URL(request.url ?? '/', origin).searchParams.get('url') ?? '/' })
      .end();
  },
  '/big-page': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(Buffer.alloc(5 * MB + 1, 'a'));
  },
  '/announced-big-page': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(6 * MB) });
    response.write('<html>');
  },
  '/endless': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const write = () => {
      while (!response.destroyed && response.write(chunk));
      if (!response.destroyed) response.once('drain', write);
    };
    write();
  },
  '/trickle': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    const timer = setInterval(() => {
      response.write('a');
      trickled += 1;
    }, 20);
    response.on('close', () => clearInterval(timer));
  },
  '/silent': () => {
    // Accepts the request and never answers.
  },
  '/gzip-bomb': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    response.end(gzipSync(Buffer.alloc(40 * MB), { level: 9 }));
  },
  '/endless-gzip': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    const gzip = createGzip();
    gzip.pipe(response);
    const chunk = Buffer.alloc(1024 * 1024);
    const write = () => {
      while (!response.destroyed && gzip.write(chunk));
      if (!response.destroyed) gzip.once('drain', write);
    };
    write();
  },
  '/pdf': (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7');
  },
  '/missing': (_request, response) => {
    response.writeHead(404, { 'content-type': 'text/html' }).end('gone');
  },
  '/photo.png': (_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png' }).end(photo);
  },
  '/wide.png': (_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png' }).end(WIDE_PNG_HEAD);
  },
  '/fake.png': (_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png' }).end(PAGE);
  },
  '/photo-as-html': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(photo);
  },
  '/big-image': (_request, response) => {
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(15 * MB + 1));
  },
  '/drawing.svg': (_request, response) => {
    response
      .writeHead(200, { 'content-type': 'image/svg+xml' })
      .end('<svg xmlns="http://www.w3.org/2000/svg"/>');
  },
  '/feed.xml': (request, response) => {
    if (request.headers['if-none-match'] === '"v1"') {
      response.writeHead(304, { etag: '"v1"' }).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/rss+xml', etag: '"v1"' })
      .end('<rss version="2.0"/>');
  },
  '/sitemap.xml': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end('<urlset/>');
  },
};

beforeAll(async () => {
  photo = await sharp({ create: { width: 200, height: 300, channels: 3, background: '#c84' } })
    .png()
    .toBuffer();
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    requests.push(request.url ?? '');
    response.on('close', () => closed.push(path));
    const route = routes[path];
    if (route) route(request, response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://pages.example:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/**
 * The test-only allowance: the fixture server on 127.0.0.1 stands in for a public site. Only that
 * one address is let through; every other private address is still refused.
 */
const fixtureOutbound = (): Outbound =>
  createOutbound({
    allowPrivate: false,
    resolveHost: resolverFor({ 'pages.example': ['127.0.0.1'], 'metadata.example': ['169.254.169.254'] }),
    isAllowedAddress: (address) => address === '127.0.0.1',
  });

/**
 * Stands in for AbortSignal.timeout, the time limit fetchContent sets: each limit asked for is
 * recorded and fires only when the test calls `fire()`, so a test shows what the limit cuts short
 * without waiting for real time to pass.
 */
function heldTimeLimits() {
  const asked: number[] = [];
  const limits: AbortController[] = [];
  const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
    asked.push(ms);
    const limit = new AbortController();
    limits.push(limit);
    return limit.signal;
  });
  return {
    asked,
    fire: () => {
      for (const limit of limits) {
        if (!limit.signal.aborted) limit.abort(new DOMException('The operation timed out.', 'TimeoutError'));
      }
    },
    restore: () => timeout.mockRestore(),
  };
}

async function refusal(attempt: Promise<unknown>): Promise<OutboundRefusal> {
  const error = await attempt.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OutboundRefusal);
  return error as OutboundRefusal;
}

describe('without the test allowance', () => {
  const outbound = createOutbound({
    allowPrivate: false,
    resolveHost: resolverFor({
      'pages.example': ['127.0.0.1'],
      'mixed.example': ['93.184.215.14', '10.0.0.5'],
    }),
  });

  it.each([
    ['loopback', () => `http://127.0.0.1:${port}/recipe`, '127.0.0.1 is a private or reserved address'],
    ['private', () => 'http://10.0.0.1/', '10.0.0.1 is a private or reserved address'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data', '169.254.169.254 is a private'],
    ['IPv6 loopback', () => `http://[::1]:${port}/recipe`, '::1 is a private'],
    ['IPv4-mapped IPv6', () => `http://[::ffff:127.0.0.1]:${port}/recipe`, '::ffff:7f00:1 is a private'],
    ['hexadecimal', () => `http://0x7f000001:${port}/recipe`, '127.0.0.1 is a private'],
    ['decimal', () => `http://2130706433:${port}/recipe`, '127.0.0.1 is a private'],
    ['octal', () => `http://0177.0.0.1:${port}/recipe`, '127.0.0.1 is a private'],
    ['short', () => `http://127.1:${port}/recipe`, '127.0.0.1 is a private'],
    ['DNS name of the fixture server', () => `${origin}/recipe`, 'pages.example resolves to 127.0.0.1'],
    [
      'DNS name with one private address',
      () => 'http://mixed.example/',
      'mixed.example resolves to 10.0.0.5',
    ],
  ])('refuses a %s address without connecting', async (_kind, url, reason) => {
    const before = requests.length;
    const refused = await refusal(outbound.fetchPage(url()));
    expect(refused.message).toContain('must point to a public address');
    expect(refused.message).toContain(reason);
    expect(requests.length).toBe(before);
  });

  it.each([
    ['file:///etc/passwd', 'must be an http(s) URL, not file:'],
    ['javascript:alert(1)', 'must be an http(s) URL, not javascript:'],
    ['data:text/html,<p>hi</p>', 'must be an http(s) URL, not data:'],
    ['ftp://pages.example/recipe', 'must be an http(s) URL, not ftp:'],
    ['not a url', 'must be an http(s) URL'],
    ['http://cook:secret@pages.example/recipe', 'must not contain a user name or password'],
    ['https://unknown.example/', 'names a host that could not be found (unknown.example)'],
    [`https://pages.example/${'a'.repeat(2_100)}`, 'is longer than 2,048 characters'],
  ])('refuses %s', async (url, reason) => {
    const refused = await refusal(outbound.fetchPage(url));
    expect(refused.message).toContain(reason);
  });
});

describe('redirects', () => {
  it('follows up to 5 and reports where the page came from', async () => {
    const page = await fixtureOutbound().fetchPage(`${origin}/hop?left=4`);
    expect(page.url).toBe(`${origin}/recipe`);
    expect(page.body.toString()).toBe(PAGE);
  });

  it('refuses a 6th', async () => {
    const refused = await refusal(fixtureOutbound().fetchPage(`${origin}/hop?left=5`));
    expect(refused.message).toBe('redirected more than 5 times');
  });

  it.each([
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data', '169.254.169.254 is a private'],
    [
      'a name of a private address',
      'http://metadata.example/',
      'metadata.example resolves to 169.254.169.254',
    ],
    ['IPv6 loopback', 'http://[::1]/', '::1 is a private'],
    ['hexadecimal loopback', 'http://0x0a000001/', '10.0.0.1 is a private'],
    ['another scheme', 'file:///etc/passwd', 'must be an http(s) URL, not file:'],
    ['credentials', 'http://a:b@pages.example/', 'must not contain a user name or password'],
  ])('refuses one to %s', async (_kind, target, reason) => {
    const refused = await refusal(
      fixtureOutbound().fetchPage(`${origin}/to?url=${encodeURIComponent(target)}`),
    );
    expect(refused.message).toContain(reason);
  });
});

describe('fetchPage', () => {
  it('reads an HTML or XHTML page, gzip decoded', async () => {
    const outbound = fixtureOutbound();
    const page = await outbound.fetchPage(`${origin}/recipe`);
    expect(page).toMatchObject({
      status: 200,
      mediaType: 'text/html',
      charset: 'utf-8',
      url: `${origin}/recipe`,
    });
    expect(page.body.toString()).toBe(PAGE);
    expect((await outbound.fetchPage(`${origin}/xhtml`)).mediaType).toBe('application/xhtml+xml');
    expect((await outbound.fetchPage(`${origin}/gzipped`)).body.toString()).toBe(PAGE);
  });

  it('refuses a page over 5 MB, announced or not', async () => {
    const outbound = fixtureOutbound();
    expect((await refusal(outbound.fetchPage(`${origin}/big-page`))).message).toBe('is larger than 5 MB');
    expect((await refusal(outbound.fetchPage(`${origin}/announced-big-page`))).message).toBe(
      'is larger than 5 MB',
    );
  });

  it('cuts a body that never ends at the cap, and closes the connection', async () => {
    // The cap, not the time limit, ends it: the time limit's refusal reads "did not finish loading".
    const refused = await refusal(fixtureOutbound().fetchPage(`${origin}/endless`));
    expect(refused.message).toBe('is larger than 5 MB');
    await expect.poll(() => closed.includes('/endless')).toBe(true);
  });

  it('cuts a body that trickles when the time limit fires, and a server that never answers', async () => {
    const limits = heldTimeLimits();
    try {
      const outbound = fixtureOutbound();
      const trickle = refusal(outbound.fetchPage(`${origin}/trickle`, { timeoutMs: 300 }));
      // The body has begun and goes on; only the time limit ends it.
      const before = trickled;
      await expect.poll(() => trickled > before, { timeout: 10_000 }).toBe(true);
      limits.fire();
      expect((await trickle).message).toBe('did not finish loading within 0.3 s');
      const silent = refusal(outbound.fetchPage(`${origin}/silent`, { timeoutMs: 300 }));
      await expect.poll(() => requests.includes('/silent'), { timeout: 10_000 }).toBe(true);
      limits.fire();
      expect((await silent).message).toBe('did not finish loading within 0.3 s');
      expect(limits.asked).toEqual([300, 300]);
      await expect.poll(() => closed.includes('/trickle') && closed.includes('/silent')).toBe(true);
    } finally {
      limits.restore();
    }
  });

  it('caps a gzip bomb after decompression', async () => {
    // As for /endless: the cap's refusal, not the time limit's.
    const refused = await refusal(fixtureOutbound().fetchPage(`${origin}/gzip-bomb`));
    expect(refused.message).toBe('is larger than 5 MB');
    const endless = await refusal(fixtureOutbound().fetchPage(`${origin}/endless-gzip`));
    expect(endless.message).toBe('is larger than 5 MB');
    await expect.poll(() => closed.includes('/endless-gzip')).toBe(true);
  });

  it('refuses what is not a web page, and an error status', async () => {
    const outbound = fixtureOutbound();
    expect((await refusal(outbound.fetchPage(`${origin}/pdf`))).message).toBe(
      'is not a web page (it is application/pdf)',
    );
    expect((await refusal(outbound.fetchPage(`${origin}/photo.png`))).message).toBe(
      'is not a web page (it is image/png)',
    );
    const missing = await refusal(outbound.fetchPage(`${origin}/missing`));
    expect(missing.message).toBe('answered with HTTP 404');
    expect(missing.status).toBe(404);
  });

  it('refuses a connection that fails, as a refusal', async () => {
    const closedServer = createServer();
    await new Promise<void>((resolve) => closedServer.listen(0, '127.0.0.1', resolve));
    const closedPort = (closedServer.address() as AddressInfo).port;
    await new Promise((resolve) => closedServer.close(resolve));
    const refused = await refusal(fixtureOutbound().fetchPage(`http://pages.example:${closedPort}/`));
    expect(refused.message).toBe('could not be reached (ECONNREFUSED)');
  });
});

describe('fetchImage', () => {
  it('reads an image and its size', async () => {
    const image = await fixtureOutbound().fetchImage(`${origin}/photo.png`);
    expect(image).toMatchObject({ mediaType: 'image/png', format: 'png', width: 200, height: 300 });
    expect(image.body.equals(photo)).toBe(true);
  });

  it('refuses an image of 50,000 pixels across by its header, before decoding it', async () => {
    const refused = await refusal(fixtureOutbound().fetchImage(`${origin}/wide.png`));
    expect(refused.message).toBe(
      'is an image too large to use (50000 × 1200 pixels; at most 50 megapixels and 16384 pixels a side)',
    );
  });

  it('refuses a non-image served as an image, and an image served as something else', async () => {
    const outbound = fixtureOutbound();
    expect((await refusal(outbound.fetchImage(`${origin}/fake.png`))).message).toBe(
      'is not an image Pinloom can read',
    );
    expect((await refusal(outbound.fetchImage(`${origin}/photo-as-html`))).message).toBe(
      'is not an image (it is text/html)',
    );
    expect((await refusal(outbound.fetchImage(`${origin}/drawing.svg`))).message).toBe(
      'is not an image (it is image/svg+xml)',
    );
  });

  it('refuses an image over 15 MB', async () => {
    expect((await refusal(fixtureOutbound().fetchImage(`${origin}/big-image`))).message).toBe(
      'is larger than 15 MB',
    );
  });
});

describe('fetchFeed', () => {
  it('reads RSS and sitemaps, and answers a conditional GET with 304', async () => {
    const outbound = fixtureOutbound();
    const feed = await outbound.fetchFeed(`${origin}/feed.xml`);
    expect(feed).toMatchObject({ status: 200, mediaType: 'application/rss+xml' });
    expect(feed.headers.get('etag')).toBe('"v1"');
    const unchanged = await outbound.fetchFeed(`${origin}/feed.xml`, {
      headers: { 'if-none-match': '"v1"' },
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect((await outbound.fetchFeed(`${origin}/sitemap.xml`)).body.toString()).toBe('<urlset/>');
  });

  it('refuses what is not XML', async () => {
    expect((await refusal(fixtureOutbound().fetchFeed(`${origin}/recipe`))).message).toBe(
      'is not a feed or sitemap (it is text/html)',
    );
  });

  it('reads a stylesheet of at most 1 MB, and nothing that is not CSS', async () => {
    const outbound = fixtureOutbound();
    const sheet = await outbound.fetchStylesheet(`${origin}/site.css`);
    expect(sheet).toMatchObject({ status: 200, mediaType: 'text/css' });
    expect(sheet.body.toString()).toBe(':root { --brand: #e60023; }');
    expect((await refusal(outbound.fetchStylesheet(`${origin}/big.css`))).message).toBe(
      'is larger than 1 MB',
    );
    expect((await refusal(outbound.fetchStylesheet(`${origin}/recipe`))).message).toBe(
      'is not a stylesheet (it is text/html)',
    );
  });
});
