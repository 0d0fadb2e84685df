// The store the settings pick: the disk by default, S3 when MEDIA_STORAGE=s3, and a clear stop at
// start when the bucket cannot be used.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3Server } from '../../../../tests/setup/s3-server';
import { loadConfig } from '../../config';
import { createMediaStorage } from './create-media-storage';
import { createS3MediaStorage } from './s3-media-storage';

let s3: S3TestServer;
let dataDir: string;

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await mkdtemp(path.join(tmpdir(), 'pinloom-data-'));
});
afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

const KEY = 'pins/3f1c2b9e-8a47-4d0f-9a51-6b2e7c4d9f10.png';
const IMAGE = Buffer.from('image bytes');

const s3Env = (bucket: string, overrides: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  MEDIA_STORAGE: 's3',
  S3_ENDPOINT: s3.endpoint,
  S3_BUCKET: bucket,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
  ...overrides,
});

describe('createMediaStorage', () => {
  it('keeps images under DATA_DIR/media when nothing is set', async () => {
    const media = await createMediaStorage(loadConfig({ DATA_DIR: dataDir }));
    await media.put(KEY, IMAGE);
    expect(existsSync(path.join(dataDir, 'media', KEY))).toBe(true);
    expect(media.publicUrl(KEY)).toBe(`/media/${KEY}`);
  });

  it('keeps images in the bucket with MEDIA_STORAGE=s3', async () => {
    const bucket = await s3.newBucket();
    const media = await createMediaStorage(loadConfig(s3Env(bucket)));
    const key = 'pins/3f1c2b9e-8a47-4d0f-9a51-6b2e7c4d9f11.png';
    await media.put(key, IMAGE);
    expect(existsSync(path.join(dataDir, 'media', key))).toBe(false);
    // Another process on the same bucket sees it.
    expect(await createS3MediaStorage(s3.storeConfig(bucket)).read(key)).toEqual(IMAGE);
    expect(media.locate(key)).toBe(`s3://${bucket}/${key}`);
  });

  it('stops at start, naming the bucket and the answer, when the bucket does not exist', async () => {
    await expect(createMediaStorage(loadConfig(s3Env('no-such-bucket')))).rejects.toThrow(
      `MEDIA_STORAGE=s3: the bucket "no-such-bucket" at ${s3.endpoint} cannot be used (404 NotFound)`,
    );
  });

  it('stops at start when the keys are refused', async () => {
    const bucket = await s3.newBucket();
    const env = s3Env(bucket, { S3_ACCESS_KEY_ID: 'WRONG', S3_SECRET_ACCESS_KEY: 'WRONG' });
    await expect(createMediaStorage(loadConfig(env))).rejects.toThrow(
      new RegExp(`the bucket "${bucket}" at .* cannot be used \\(403`),
    );
  });
});
