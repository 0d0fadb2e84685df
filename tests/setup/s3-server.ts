// A local S3-compatible server (s3rver, on 127.0.0.1, files in a temp folder) for the S3 media
// store's tests: no network, no account. It accepts the keys S3RVER/S3RVER and refuses others,
// and lets anyone read an object without a signature, as a public bucket does.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../../src/server/config-media-storage';

export interface S3TestServer {
  /** e.g. http://127.0.0.1:41234 */
  endpoint: string;
  /** A new empty bucket, so each store a test makes starts from nothing. */
  newBucket(): Promise<string>;
  /** Settings for a store on `bucket`; `public: true` sets S3_PUBLIC_URL to the bucket's own address. */
  storeConfig(bucket: string, options?: { public?: boolean }): S3StorageConfig;
  close(): Promise<void>;
}

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let bucketSequence = 0;

export async function startS3Server(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'pinloom-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const storeConfig = (bucket: string, options: { public?: boolean } = {}): S3StorageConfig => ({
    bucket,
    region: 'us-east-1',
    endpoint,
    credentials: CREDENTIALS,
    forcePathStyle: true,
    publicUrl: options.public ? `${endpoint}/${bucket}` : undefined,
  });
  const admin = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  return {
    endpoint,
    storeConfig,
    async newBucket() {
      bucketSequence += 1;
      const bucket = `pinloom-media-${process.pid}-${bucketSequence}`;
      await admin.send(new CreateBucketCommand({ Bucket: bucket }));
      return bucket;
    },
    async close() {
      admin.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
