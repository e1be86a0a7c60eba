import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { UpstreamUnavailableError } from '../errors.js';
import { isOwnKey, keyOfUrl, newKey, privateFilesPrefix, uploadsPrefix, type FileStore, type StoredFile } from './fileStore.js';

export interface S3Settings {
  /** Service endpoint, path-style: objects live at `<endpoint>/<bucket>/<key>`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * Where browsers fetch public objects directly (a CDN or public bucket URL); unset: through /uploads/. When set,
   * browsers reach the bucket, so a private object is handed out as a presigned GET on the endpoint.
   */
  publicUrl?: string;
}

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Tencent COS, Aliyun OSS…),
 * signed with SigV4. Path-style addressing, which every one of them accepts for a custom endpoint.
 * Private files are objects under `private/`: a bucket's public-read policy must leave that prefix out.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3';
  private readonly client: AwsClient;
  private readonly bucketUrl: string;
  private readonly publicBase: string;

  constructor(private readonly settings: S3Settings) {
    // Two quick retries on 5xx and network errors; an upload should not hang for long.
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      service: 's3',
      region: settings.region,
      retries: 2,
      initRetryMs: 50,
    });
    this.bucketUrl = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}/`;
    this.publicBase = settings.publicUrl ? `${settings.publicUrl.replace(/\/+$/, '')}/` : uploadsPrefix;
  }

  async save(dir: string, extension: string, content: Buffer, contentType: string, options: { owner?: number; now?: Date } = {}): Promise<string> {
    const key = newKey(dir, extension, options);
    await this.put(key, content, contentType);
    return this.urlOfKey(key);
  }

  async put(key: string, content: Buffer, contentType: string): Promise<void> {
    if (!isOwnKey(key)) throw new Error(`not one of our keys: ${key}`);
    // Node's Buffer pool is a plain ArrayBuffer (never shared), which fetch accepts as a body view.
    const body = new Uint8Array(content.buffer as ArrayBuffer, content.byteOffset, content.byteLength);
    const response = await this.request(key, { method: 'PUT', body, headers: { 'content-type': contentType } });
    if (!response.ok) throw await this.failure('PUT', response);
  }

  async open(key: string): Promise<StoredFile | null> {
    if (!isOwnKey(key)) return null;
    const response = await this.request(key, { method: 'GET' });
    if (response.status === 404) return null;
    if (!response.ok || !response.body) throw await this.failure('GET', response);
    const length = response.headers.get('content-length');
    return {
      body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      name: key.slice(key.lastIndexOf('/') + 1),
      size: length === null ? undefined : Number(length),
      contentType: response.headers.get('content-type') ?? undefined,
    };
  }

  async remove(key: string): Promise<void> {
    if (!isOwnKey(key)) return;
    const response = await this.request(key, { method: 'DELETE' });
    if (!response.ok && response.status !== 404) throw await this.failure('DELETE', response);
  }

  keyOfUrl(url: string, ownHost: string | undefined): string | null {
    // Files stay reachable through /uploads/ even when a public URL is configured later.
    return keyOfUrl(url, ownHost, this.publicBase === uploadsPrefix ? [uploadsPrefix] : [this.publicBase, uploadsPrefix]);
  }

  urlOfKey(key: string): string {
    return key.startsWith('private/') ? `${privateFilesPrefix}${key}` : `${this.publicBase}${key}`;
  }

  async presignedGet(key: string, seconds: number): Promise<string | null> {
    if (!this.settings.publicUrl || !isOwnKey(key)) return null;
    const url = new URL(`${this.bucketUrl}${key}`);
    url.searchParams.set('X-Amz-Expires', String(seconds));
    return (await this.client.sign(url.href, { method: 'GET', aws: { signQuery: true } })).url;
  }

  private async request(key: string, init: RequestInit): Promise<Response> {
    try {
      return await this.client.fetch(`${this.bucketUrl}${key}`, init);
    } catch (error) {
      throw new UpstreamUnavailableError('storage', `S3 ${init.method} ${key}: ${(error as Error).message}`, { cause: error });
    }
  }

  private async failure(method: string, response: Response): Promise<UpstreamUnavailableError> {
    const body = await response.text().catch(() => '');
    const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1] ?? 'unknown';
    return new UpstreamUnavailableError('storage', `S3 ${method} ${this.settings.bucket} answered ${response.status} ${code}`);
  }
}
