import { ALGORITHM, amzDateOf, scopeString, sha256Hex, signatureV4, uriEncode } from './signatureV4.js';

export interface SignOptions {
  method: string;
  /** Path (encoded as it will be sent) and query. */
  url: string;
  host: string;
  body?: Buffer | string;
  accessKeyId: string;
  secretAccessKey: string;
  region?: string;
  date?: Date;
  /** More headers to send and sign, e.g. content-type. */
  headers?: Record<string, string>;
  /** x-amz-content-sha256 to claim instead of the body's hash (UNSIGNED-PAYLOAD, or a lie). */
  payloadHash?: string;
}

/** `/s3/<bucket>/<key>` with every key segment encoded as SDKs send it. */
export function objectPath(bucket: string, key: string, prefix = '/s3'): string {
  return `${prefix}/${bucket}/${key.split('/').map(uriEncode).join('/')}`;
}

/** The headers a SigV4 client sends, Authorization included: a client-side signer for tests. */
export function signRequest(options: SignOptions): Record<string, string> {
  const amzDate = amzDateOf(options.date ?? new Date());
  const payloadHash = options.payloadHash ?? sha256Hex(options.body ?? '');
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(options.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value])),
    host: options.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
  };
  const signedHeaders = Object.keys(headers).sort();
  const scope = { day: amzDate.slice(0, 8), region: options.region ?? 'us-east-1', service: 's3' };
  const query = options.url.indexOf('?');
  const signature = signatureV4(options.secretAccessKey, amzDate, scope, {
    method: options.method,
    rawPath: query < 0 ? options.url : options.url.slice(0, query),
    rawQuery: query < 0 ? '' : options.url.slice(query + 1),
    headers,
    signedHeaders,
    payloadHash,
  });
  const credential = `${options.accessKeyId}/${scopeString(scope)}`;
  return { ...headers, authorization: `${ALGORITHM} Credential=${credential}, SignedHeaders=${signedHeaders.join(';')}, Signature=${signature}` };
}
