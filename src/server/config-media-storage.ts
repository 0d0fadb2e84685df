// The settings of where pin images live (ADR 0023): the disk under DATA_DIR/media by default, or
// any S3-compatible store. Kept beside config.ts, which spreads MEDIA_STORAGE_ENV into its schema.
import { z } from 'zod';
import { blankToUndefined, boolean, configRefusal, type EnvOf, optionalText } from './config-values';

const optionalS3Key = optionalText(500);
const optionalHttpUrl = z.preprocess(
  blankToUndefined,
  z
    .url('must be an http(s) URL')
    .regex(/^https?:\/\//i, 'must be an http(s) URL')
    .optional(),
);

export const MEDIA_STORAGE_ENV = {
  /** file (DATA_DIR/media, the default) or s3 (any S3-compatible store: AWS, MinIO, R2, …). */
  MEDIA_STORAGE: z.preprocess(
    blankToUndefined,
    z.enum(['file', 's3'], { error: 'must be file or s3' }).default('file'),
  ),
  /** The store's address when it is not AWS, e.g. http://minio:9000. Unset: AWS for S3_REGION. */
  S3_ENDPOINT: optionalHttpUrl,
  S3_BUCKET: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3–63 lowercase letters, digits, . and -',
      )
      .optional(),
  ),
  S3_REGION: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]{2,50}$/, 'must be a region name, e.g. us-east-1')
      .optional(),
  ),
  /** Both or neither; neither uses the SDK's own chain (an instance role, AWS_PROFILE, …). */
  S3_ACCESS_KEY_ID: optionalS3Key,
  S3_SECRET_ACCESS_KEY: optionalS3Key,
  /** bucket in the path (http://minio:9000/bucket/key) rather than the host name; MinIO needs it. */
  S3_FORCE_PATH_STYLE: boolean,
  /**
   * Where anyone may read the bucket's objects (a public bucket or a CDN in front of it), e.g.
   * https://media.example.com. Browsers then load images from there and published pins send
   * Pinterest the URL instead of the bytes. Unset: the bucket stays private and /media/* serves it.
   */
  S3_PUBLIC_URL: optionalHttpUrl,
};

export interface S3StorageConfig {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** S3_PUBLIC_URL without a trailing slash; a key's public address is `${publicUrl}/${key}`. */
  publicUrl: string | undefined;
}

export type MediaStorageConfig = { kind: 'file' } | ({ kind: 's3' } & S3StorageConfig);

/** The store to use; refused, naming the variable, when the S3 settings do not add up. */
export function mediaStorageConfig(e: EnvOf<typeof MEDIA_STORAGE_ENV>): MediaStorageConfig {
  const s3Variables = [
    'S3_ENDPOINT',
    'S3_BUCKET',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_PUBLIC_URL',
  ] as const;
  if (e.MEDIA_STORAGE === 'file') {
    // A bucket set up but not switched on would leave images on one machine's disk unnoticed.
    const stray = s3Variables.find((variable) => e[variable]);
    if (stray)
      throw configRefusal(`${stray} is set but MEDIA_STORAGE is not s3 (set MEDIA_STORAGE=s3 to use it)`);
    return { kind: 'file' };
  }
  if (!e.S3_BUCKET) throw configRefusal('S3_BUCKET is required when MEDIA_STORAGE=s3');
  if (!e.S3_REGION) {
    throw configRefusal(
      'S3_REGION is required when MEDIA_STORAGE=s3 (us-east-1 for most S3-compatible servers)',
    );
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    const missing = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    throw configRefusal(`${missing} is required when the other S3 key variable is set`);
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}
