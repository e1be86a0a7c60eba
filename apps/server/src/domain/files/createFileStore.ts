import type { Env } from '../../config/env.js';
import type { FileStore } from './fileStore.js';
import { LocalFileStore } from './localFileStore.js';
import { S3FileStore } from './s3FileStore.js';

/** S3-compatible storage when configured (env validation guarantees all or none), else local disk. */
export function createFileStore(env: Env): FileStore {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return new S3FileStore({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      publicUrl: env.S3_PUBLIC_URL,
    });
  }
  return new LocalFileStore(env.DATA_DIR);
}
