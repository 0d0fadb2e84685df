// Pin images in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), so every API process
// and publishing worker sees the same images wherever it runs (ADR 0023). A private bucket is
// read through the app at /media/*; with S3_PUBLIC_URL, browsers and Pinterest fetch it directly.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../../config-media-storage';
import {
  assertSafeKey,
  MEDIA_CACHE_CONTROL,
  MEDIA_URL_PREFIX,
  type MediaStorage,
  mediaContentType,
} from './media-storage';

export function createS3MediaStorage(config: S3StorageConfig): MediaStorage {
  const client = s3ClientFor(config);
  const { bucket } = config;
  return {
    async put(key, data) {
      assertSafeKey(key);
      // One PUT is atomic: a reader sees the old object, or none, or all of the new one.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentType: mediaContentType(key),
          // Read by browsers straight from a public bucket or CDN: the same headers /media/* sends.
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      );
    },
    async read(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      assertSafeKey(key);
      // S3 answers 204 for a key that is not there, so removing twice is not an error.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    publicUrl(key) {
      assertSafeKey(key);
      return config.publicUrl ? `${config.publicUrl}/${key}` : `${MEDIA_URL_PREFIX}${key}`;
    },
    internetUrl(key) {
      assertSafeKey(key);
      return config.publicUrl ? `${config.publicUrl}/${key}` : null;
    },
    locate(key) {
      assertSafeKey(key);
      return `s3://${bucket}/${key}`;
    },
    origin: config.publicUrl ? new URL(config.publicUrl).origin : null,
  };
}

/**
 * Fails at start, with the bucket and the store's answer, when the bucket cannot be reached: a
 * wrong name or key would otherwise surface as every generation failing.
 */
export async function checkS3Bucket(config: S3StorageConfig): Promise<void> {
  const client = s3ClientFor(config);
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
  } catch (error) {
    const where = config.endpoint ?? `AWS ${config.region}`;
    const answer =
      error instanceof S3ServiceException
        ? `${error.$metadata.httpStatusCode ?? ''} ${error.name}`.trim()
        : (error as Error).message;
    throw new Error(`MEDIA_STORAGE=s3: the bucket "${config.bucket}" at ${where} cannot be used (${answer})`);
  } finally {
    client.destroy();
  }
}

function s3ClientFor(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: several S3-compatible servers refuse the newer
    // default checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer fails the request instead of holding it open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
}

/** The key is not there. A missing bucket is not that: it is thrown, for the operator to see. */
function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException) || error.name === 'NoSuchBucket') return false;
  return error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404;
}
