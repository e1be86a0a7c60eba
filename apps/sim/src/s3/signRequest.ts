import { ALGORITHM, amzDateOf, scopeString, sha256Hex, signatureV4, UNSIGNED_PAYLOAD, uriEncode } from './signatureV4.js';

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

type PresignOptions = Pick<SignOptions, 'method' | 'url' | 'host' | 'accessKeyId' | 'secretAccessKey' | 'region' | 'date'> & {
  /** X-Amz-Expires: seconds the URL serves for from `date`. */
  expires: number;
};

/** `/s3/<bucket>/<key>` with every key segment encoded as SDKs send it. */
export function objectPath(bucket: string, key: string, prefix = '/s3'): string {
  return `${prefix}/${bucket}/${key.split('/').map(uriEncode).join('/')}`;
}

/** The x-amz-date, credential scope, path and query a request is signed with. */
function signingContext({ url, region, date }: Pick<SignOptions, 'url' | 'region' | 'date'>) {
  const amzDate = amzDateOf(date ?? new Date());
  const scope = { day: amzDate.slice(0, 8), region: region ?? 'us-east-1', service: 's3' };
  const query = url.indexOf('?');
  return { amzDate, scope, rawPath: query < 0 ? url : url.slice(0, query), rawQuery: query < 0 ? '' : url.slice(query + 1) };
}

/** The headers a SigV4 client sends, Authorization included: a client-side signer for tests. */
export function signRequest(options: SignOptions): Record<string, string> {
  const { amzDate, scope, rawPath, rawQuery } = signingContext(options);
  const payloadHash = options.payloadHash ?? sha256Hex(options.body ?? '');
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(options.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value])),
    host: options.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
  };
  const signedHeaders = Object.keys(headers).sort();
  const signature = signatureV4(options.secretAccessKey, amzDate, scope, { method: options.method, rawPath, rawQuery, headers, signedHeaders, payloadHash });
  const credential = `${options.accessKeyId}/${scopeString(scope)}`;
  return { ...headers, authorization: `${ALGORITHM} Credential=${credential}, SignedHeaders=${signedHeaders.join(';')}, Signature=${signature}` };
}

/** The URL's path and query with the X-Amz-* parameters of a presigned URL (host signed, payload unsigned), for tests. */
export function presignUrl(options: PresignOptions): string {
  const { amzDate, scope, rawPath, rawQuery } = signingContext(options);
  const auth = [
    `X-Amz-Algorithm=${ALGORITHM}`,
    `X-Amz-Credential=${uriEncode(`${options.accessKeyId}/${scopeString(scope)}`)}`,
    `X-Amz-Date=${amzDate}`,
    `X-Amz-Expires=${options.expires}`,
    'X-Amz-SignedHeaders=host',
  ].join('&');
  const query = rawQuery ? `${rawQuery}&${auth}` : auth;
  const signature = signatureV4(options.secretAccessKey, amzDate, scope, {
    method: options.method,
    rawPath,
    rawQuery: query,
    headers: { host: options.host },
    signedHeaders: ['host'],
    payloadHash: UNSIGNED_PAYLOAD,
  });
  return `${rawPath}?${query}&X-Amz-Signature=${signature}`;
}
