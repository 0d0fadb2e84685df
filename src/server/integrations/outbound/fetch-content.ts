// What a user-given address serves, read safely (README.md): one time limit over the whole
// exchange, a byte cap counted after decompression, the content-type checked, and images measured
// and decoded by sharp under a pixel limit.
import sharp from 'sharp';
import { OutboundRefusal } from './outbound-refusal';

const MB = 1024 * 1024;
const MAX_URL_LENGTH = 2_048;
const IMAGE_PIXEL_LIMIT = 50_000_000;
/** Longer sides than WebP can hold are of no use to a pin, whatever their pixel count. */
const IMAGE_SIDE_LIMIT = 16_384;
const READABLE_IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const USER_AGENT = 'Pinloom (+https://pinloom.app; reads the page a user linked)';

/** What an address served: a 2xx answer (or 304 to a conditional request) and its whole body. */
export interface FetchedContent {
  /** Where it came from, after redirects: relative links in it resolve against this. */
  url: string;
  status: number;
  /** The content-type's type/subtype, lower-case ("text/html"); empty for a 304. */
  mediaType: string;
  charset?: string;
  headers: Headers;
  body: Buffer;
}

export interface FetchedImage extends FetchedContent {
  format: string;
  width: number;
  height: number;
}

export interface FetchContentOptions {
  /** The time the whole exchange may take, redirects and body included. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Extra request headers: If-None-Match and If-Modified-Since make a 304 an answer. */
  headers?: Record<string, string>;
}

interface ContentKind {
  /** For "is not …": "a web page". */
  noun: string;
  maxBytes: number;
  timeoutMs: number;
  accept: string;
  accepts(mediaType: string): boolean;
}

export const CONTENT_KINDS = {
  page: {
    noun: 'a web page',
    maxBytes: 5 * MB,
    timeoutMs: 15_000,
    accept: 'text/html,application/xhtml+xml;q=0.9',
    accepts: (type) => type === 'text/html' || type === 'application/xhtml+xml',
  },
  // SVG is left out: it is a document that can point elsewhere, not pixels.
  image: {
    noun: 'an image',
    maxBytes: 15 * MB,
    timeoutMs: 20_000,
    accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8',
    accepts: (type) => type.startsWith('image/') && type !== 'image/svg+xml',
  },
  // A site's stylesheet, read for its brand colors and fonts (modules/site-brand): CSS is small.
  stylesheet: {
    noun: 'a stylesheet',
    maxBytes: MB,
    timeoutMs: 10_000,
    accept: 'text/css,*/*;q=0.1',
    accepts: (type) => type === 'text/css',
  },
  feed: {
    noun: 'a feed or sitemap',
    maxBytes: 5 * MB,
    timeoutMs: 15_000,
    accept: 'application/rss+xml,application/atom+xml,application/xml;q=0.9,text/xml;q=0.9',
    accepts: (type) => type === 'text/xml' || /^application\/([a-z0-9.-]+\+)?xml$/.test(type),
  },
} satisfies Record<string, ContentKind>;

/** GETs `url` through the outbound `fetcher` and reads what it serves, or throws an OutboundRefusal. */
export async function fetchContent(
  fetcher: typeof fetch,
  url: string,
  kind: ContentKind,
  options: FetchContentOptions = {},
): Promise<FetchedContent> {
  if (url.length > MAX_URL_LENGTH) throw new OutboundRefusal('is longer than 2,048 characters');
  const timeoutMs = options.timeoutMs ?? kind.timeoutMs;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers = { accept: kind.accept, 'user-agent': USER_AGENT, ...options.headers };
  const conditional = Object.keys(headers).some((name) => /^if-(none-match|modified-since)$/i.test(name));
  try {
    const response = await fetcher(url, { headers, signal, redirect: 'follow' });
    return await readContent(response, kind, signal, conditional);
  } catch (error) {
    if (error instanceof OutboundRefusal) throw error;
    if (options.signal?.aborted) throw options.signal.reason;
    if (timeout.aborted) throw new OutboundRefusal(`did not finish loading within ${timeoutMs / 1000} s`);
    const code = (error as { code?: unknown } | null)?.code;
    // System errors (refused, reset, TLS) are the address's doing; anything else is a bug of ours.
    if (typeof code === 'string') throw new OutboundRefusal(`could not be reached (${code})`);
    throw error;
  }
}

/** fetchContent for an image, then its size read and the image decoded under the pixel limit. */
export async function fetchImageContent(
  fetcher: typeof fetch,
  url: string,
  options: FetchContentOptions = {},
): Promise<FetchedImage> {
  const content = await fetchContent(fetcher, url, CONTENT_KINDS.image, options);
  // The header alone gives the size, so an image too large is refused before anything is decoded.
  const metadata = await sharp(content.body, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  const { format, width, height } = metadata ?? {};
  if (!format || !READABLE_IMAGE_FORMATS.has(format) || !width || !height) {
    throw new OutboundRefusal('is not an image Pinloom can read');
  }
  if (width * height > IMAGE_PIXEL_LIMIT || width > IMAGE_SIDE_LIMIT || height > IMAGE_SIDE_LIMIT) {
    throw new OutboundRefusal(
      `is an image too large to use (${width} × ${height} pixels; at most ${IMAGE_PIXEL_LIMIT / 1_000_000} megapixels and ${IMAGE_SIDE_LIMIT} pixels a side)`,
    );
  }
  // Decoded once, whole, so a truncated or corrupt image is refused here rather than where it is drawn.
  await sharp(content.body, { limitInputPixels: IMAGE_PIXEL_LIMIT, failOn: 'truncated' })
    .resize(8, 8, { fit: 'fill' })
    .raw()
    .toBuffer()
    .catch(() => {
      throw new OutboundRefusal('is not an image Pinloom can read');
    });
  return { ...content, format, width, height };
}

async function readContent(
  response: Response,
  kind: ContentKind,
  signal: AbortSignal,
  conditional: boolean,
): Promise<FetchedContent> {
  const answered = { url: response.url, status: response.status, headers: response.headers };
  if (response.status === 304 && conditional) return { ...answered, mediaType: '', body: Buffer.alloc(0) };
  const refuse = async (refusal: OutboundRefusal) => {
    await response.body?.cancel();
    return refusal;
  };
  if (!response.ok) {
    throw await refuse(new OutboundRefusal(`answered with HTTP ${response.status}`, response.status));
  }
  const [type = '', ...parameters] = (response.headers.get('content-type') ?? '').split(';');
  const mediaType = type.trim().toLowerCase();
  if (!kind.accepts(mediaType)) {
    throw await refuse(
      new OutboundRefusal(`is not ${kind.noun} (it is ${mediaType || 'of no stated type'})`),
    );
  }
  if (Number(response.headers.get('content-length')) > kind.maxBytes) throw await refuse(tooLarge(kind));
  const charset = parameters
    .map((parameter) => parameter.trim().match(/^charset="?([^";]+)"?$/i)?.[1])
    .find(Boolean)
    ?.toLowerCase();
  const body = await readCapped(response.body, kind, signal);
  return { ...answered, mediaType, ...(charset ? { charset } : {}), body };
}

/** The body, read until it ends, passes the cap (counted after decompression) or time runs out. */
async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  kind: ContentKind,
  signal: AbortSignal,
): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const stop = () => void reader.cancel(signal.reason).catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > kind.maxBytes) {
        await reader.cancel();
        throw tooLarge(kind);
      }
      chunks.push(value);
    }
  } finally {
    signal.removeEventListener('abort', stop);
  }
  // A read cut short by the time limit ends as if the body had: it is not a whole body.
  signal.throwIfAborted();
  return Buffer.concat(chunks, size);
}

function tooLarge(kind: ContentKind): OutboundRefusal {
  return new OutboundRefusal(`is larger than ${kind.maxBytes / MB} MB`);
}
