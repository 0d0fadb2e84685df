// Where pin images live. The filesystem under DATA_DIR/media by default; an S3-compatible
// store (s3-media-storage.ts, ADR 0023) when one machine is not enough.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface MediaStorage {
  /** Stores bytes under a key like `pins/<id>.png`; keys are never reused, so URLs are immutable. */
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  /** Removing a key that does not exist is not an error. */
  remove(key: string): Promise<void>;
  /** The URL the browser loads, e.g. /media/pins/<id>.png. */
  publicUrl(key: string): string;
  /**
   * An address anyone on the internet can fetch the key at without a session (a public bucket),
   * or null. Published pins then send Pinterest this URL rather than the bytes.
   */
  internetUrl(key: string): string | null;
  /** Where the key's bytes are kept (the file, the bucket), for an operator reading an alert. */
  locate(key: string): string;
  /** The origin publicUrl points at when it is not this app's (S3_PUBLIC_URL), for the CSP. */
  readonly origin: string | null;
}

export const MEDIA_URL_PREFIX = '/media/';
/** Keys never change content, so browsers may keep an image for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** Every type a stored image is served as (GET /media/* documents them). */
export const MEDIA_CONTENT_TYPES = Object.values(CONTENT_TYPES);

/** The content type a key's extension names (safe keys end in .png, .jpg or .webp). */
export function mediaContentType(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(png|jpg|webp)$/;
/**
 * Keys are pins/<uuid>[-suffix].png, far shorter; the bound keeps a file name under the file
 * system's 255 bytes, so a long address is "not found" rather than an ENAMETOOLONG failure.
 */
const MAX_KEY_LENGTH = 200;

export function assertSafeKey(key: string): void {
  if (key.length > MAX_KEY_LENGTH || !SAFE_KEY.test(key)) {
    throw new Error(`unsafe media key: ${key.slice(0, MAX_KEY_LENGTH)}`);
  }
}

export function createFileMediaStorage(rootDir: string): MediaStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(rootDir, key);
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half an image.
      const partial = `${file}.partial`;
      await writeFile(partial, data);
      await rename(partial, file);
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    publicUrl(key) {
      assertSafeKey(key);
      return `${MEDIA_URL_PREFIX}${key}`;
    },
    internetUrl(key) {
      assertSafeKey(key);
      return null;
    },
    locate: fileOf,
    origin: null,
  };
}
