// One suite for every MediaStorage: the disk, and S3 on a local S3-compatible server (s3rver) —
// a private bucket, and one read publicly through S3_PUBLIC_URL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3Server } from '../../../../tests/setup/s3-server';
import { createFileMediaStorage, type MediaStorage } from './media-storage';
import { createS3MediaStorage } from './s3-media-storage';

let s3: S3TestServer;
const folders: string[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

interface Store {
  media: MediaStorage;
  /** Where publicUrl points for `key`. */
  expectedUrl(key: string): string;
  /** What internetUrl gives for `key`: null unless anyone on the internet can fetch it. */
  expectedInternetUrl(key: string): string | null;
  expectedLocation(key: string): string;
}

const stores: [string, () => Promise<Store>][] = [
  [
    'file',
    async () => {
      const folder = await mkdtemp(path.join(tmpdir(), 'pinloom-media-'));
      folders.push(folder);
      return {
        media: createFileMediaStorage(folder),
        expectedUrl: (key) => `/media/${key}`,
        expectedInternetUrl: () => null,
        expectedLocation: (key) => path.join(folder, key),
      };
    },
  ],
  [
    's3, private bucket',
    async () => {
      const bucket = await s3.newBucket();
      return {
        media: createS3MediaStorage(s3.storeConfig(bucket)),
        expectedUrl: (key) => `/media/${key}`,
        expectedInternetUrl: () => null,
        expectedLocation: (key) => `s3://${bucket}/${key}`,
      };
    },
  ],
  [
    's3, public bucket (S3_PUBLIC_URL)',
    async () => {
      const bucket = await s3.newBucket();
      const publicUrl = `${s3.endpoint}/${bucket}`;
      return {
        media: createS3MediaStorage(s3.storeConfig(bucket, { public: true })),
        expectedUrl: (key) => `${publicUrl}/${key}`,
        expectedInternetUrl: (key) => `${publicUrl}/${key}`,
        expectedLocation: (key) => `s3://${bucket}/${key}`,
      };
    },
  ],
];

const KEY = 'pins/3f1c2b9e-8a47-4d0f-9a51-6b2e7c4d9f10.png';
const OTHER_KEY = 'pins/3f1c2b9e-8a47-4d0f-9a51-6b2e7c4d9f11-v2.png';
const IMAGE = Buffer.from('an image, byte for byte \x00\x01\x02\xff');

describe.each(stores)('MediaStorage: %s', (_name, makeStore) => {
  let store: Store;
  let media: MediaStorage;

  beforeEach(async () => {
    store = await makeStore();
    media = store.media;
  });

  it('reads back the bytes it stored', async () => {
    await media.put(KEY, IMAGE);
    expect(await media.read(KEY)).toEqual(IMAGE);
  });

  it('reads a key never stored as null', async () => {
    await media.put(KEY, IMAGE);
    expect(await media.read(OTHER_KEY)).toBeNull();
  });

  it('removes a key, and removing a missing key is not an error', async () => {
    await media.put(KEY, IMAGE);
    await media.put(OTHER_KEY, IMAGE);
    await media.remove(KEY);
    expect(await media.read(KEY)).toBeNull();
    expect(await media.read(OTHER_KEY)).toEqual(IMAGE);
    await expect(media.remove(KEY)).resolves.toBeUndefined();
  });

  it('replaces the bytes when the key is stored again', async () => {
    await media.put(KEY, IMAGE);
    const repainted = Buffer.from('the repainted image');
    await media.put(KEY, repainted);
    expect(await media.read(KEY)).toEqual(repainted);
  });

  it.each([
    '../outside.png',
    'pins/../../etc/passwd.png',
    '/pins/absolute.png',
    'PINS/UPPER.PNG',
    'pins/image.exe',
    'pins/with space.png',
    `pins/${'a'.repeat(300)}.png`,
  ])('refuses the unsafe key %s everywhere', async (key) => {
    await expect(media.put(key, IMAGE)).rejects.toThrow(/unsafe media key/);
    await expect(media.read(key)).rejects.toThrow(/unsafe media key/);
    await expect(media.remove(key)).rejects.toThrow(/unsafe media key/);
    expect(() => media.publicUrl(key)).toThrow(/unsafe media key/);
    expect(() => media.internetUrl(key)).toThrow(/unsafe media key/);
    expect(() => media.locate(key)).toThrow(/unsafe media key/);
  });

  it('gives the URL a browser loads, and an internet URL only when anyone may fetch it', async () => {
    await media.put(KEY, IMAGE);
    expect(media.publicUrl(KEY)).toBe(store.expectedUrl(KEY));
    const internetUrl = media.internetUrl(KEY);
    expect(internetUrl).toBe(store.expectedInternetUrl(KEY));
    if (internetUrl) {
      // Fetched as Pinterest or a browser would: no credentials, the image's type, cached for a year.
      const response = await fetch(internetUrl);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(IMAGE);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(media.origin).toBe(new URL(internetUrl).origin);
    } else {
      expect(media.origin).toBeNull();
    }
  });

  it('names where a key is kept, for an operator', () => {
    expect(media.locate(KEY)).toBe(store.expectedLocation(KEY));
  });
});
