export interface S3Config {
  accessKeyId: string;
  secretAccessKey: string;
  /** Buckets that exist; requests for any other answer NoSuchBucket. */
  buckets: string[];
}

export interface StoredObject {
  body: Buffer;
  contentType: string;
  /** Quoted hex MD5 of the body, as S3 gives for single-part uploads. */
  etag: string;
  /** Whole seconds: the HTTP date in Last-Modified has no finer resolution. */
  lastModified: Date;
}

/** Answered to every S3 request while set, to simulate an outage or a refusal. */
export interface S3ForcedError {
  status: number;
  code: string;
}

export interface S3State {
  config: S3Config;
  /** bucket → key → object. */
  objects: Map<string, Map<string, StoredObject>>;
  error: S3ForcedError | null;
}

export function createS3State(): S3State {
  return {
    config: { accessKeyId: 'sim-access-key', secretAccessKey: 'sim-secret-key', buckets: ['lingxi'] },
    objects: new Map(),
    error: null,
  };
}

export function bucketObjects(state: S3State, bucket: string): Map<string, StoredObject> {
  let objects = state.objects.get(bucket);
  if (!objects) state.objects.set(bucket, (objects = new Map()));
  return objects;
}
