// With a public bucket (MEDIA_STORAGE=s3 and S3_PUBLIC_URL, ADR 0023) a published pin sends
// Pinterest the image's URL (media_source image_url) and Pinterest fetches it; a private store
// sends the bytes (image_base64). The bucket is a local s3rver; Pinterest the emulator.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type PinterestEmulator, startPinterestEmulator } from '../../../../emulators/pinterest/server';
import { pinterestFor } from '../../../../tests/setup/pinterest';
import { type S3TestServer, startS3Server } from '../../../../tests/setup/s3-server';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { createS3MediaStorage } from '../../integrations/storage/s3-media-storage';
import { publishPin } from './publish-pin';
import { connectedUserWithBoard, depsOf, scheduledPin } from './test-support';

let s3: S3TestServer;
let emulator: PinterestEmulator;
let t: TestApp;

beforeAll(async () => {
  s3 = await startS3Server();
  emulator = await startPinterestEmulator({ port: 0 });
});
afterEach(async () => {
  await t.app.close();
});
afterAll(async () => {
  await emulator.close();
  await s3.close();
});

async function publishOnePin(options: { public: boolean }) {
  emulator.reset();
  const media = createS3MediaStorage(s3.storeConfig(await s3.newBucket(), options));
  t = await createTestApp({ pinterest: pinterestFor(emulator), media });
  const { board } = await connectedUserWithBoard(t, emulator);
  const pin = await scheduledPin(t, board);
  expect(await publishPin(depsOf(t), { pinId: pin.id })).toMatchObject({ outcome: 'posted' });
  const created = emulator.requests().filter((r) => r.method === 'POST' && r.path === '/v5/pins');
  expect(created).toHaveLength(1);
  return { media, key: pin.imageKey as string, body: created[0]?.body as { media_source: unknown } };
}

describe('publishing from S3', () => {
  it('sends a public image as its URL, which Pinterest fetches', async () => {
    const { media, key, body } = await publishOnePin({ public: true });
    expect(body.media_source).toEqual({ source_type: 'image_url', url: media.internetUrl(key) });
    expect(emulator.pins()).toHaveLength(1);
  });

  it('sends the bytes of an image in a private bucket', async () => {
    const { body } = await publishOnePin({ public: false });
    expect(body.media_source).toMatchObject({ source_type: 'image_base64', content_type: 'image/png' });
    expect(emulator.pins()).toHaveLength(1);
  });
});
