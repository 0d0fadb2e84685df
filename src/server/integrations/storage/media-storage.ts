// Where pin images live. The filesystem under DATA_DIR/media by default; an S3-compatible
// store can implement the same interface when one machine is not enough.
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
  /** Where the key's bytes are kept (the file), for an operator reading an alert. */
  locate(key: string): string;
}

export const MEDIA_URL_PREFIX = '/media/';
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
    locate: fileOf,
  };
}
