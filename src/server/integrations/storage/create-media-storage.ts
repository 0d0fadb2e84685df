// The MediaStorage the settings name (MEDIA_STORAGE): the disk under DATA_DIR/media unless told
// otherwise, or an S3-compatible bucket, checked before the process says it is ready.
import path from 'node:path';
import type { MediaStorageConfig } from '../../config-media-storage';
import { createFileMediaStorage, type MediaStorage } from './media-storage';

export async function createMediaStorage(config: {
  mediaStorage: MediaStorageConfig;
  dataDir: string;
}): Promise<MediaStorage> {
  const settings = config.mediaStorage;
  if (settings.kind === 'file') return createFileMediaStorage(path.resolve(config.dataDir, 'media'));
  // Loaded only when used: a fresh install on the disk never loads the AWS SDK.
  const { checkS3Bucket, createS3MediaStorage } = await import('./s3-media-storage');
  await checkS3Bucket(settings);
  return createS3MediaStorage(settings);
}
