import { type Credential, parseCredential } from './credential.js';
import { ALGORITHM } from './signatureV4.js';

export interface ParsedAuthorization extends Credential {
  signedHeaders: string[];
  signature: string;
}

/**
 * `AWS4-HMAC-SHA256 Credential=<akid>/<yyyymmdd>/<region>/<service>/aws4_request, SignedHeaders=a;b, Signature=<hex>`;
 * null when it is not of that form.
 */
export function parseAuthorization(header: string | undefined): ParsedAuthorization | null {
  if (!header?.startsWith(`${ALGORITHM} `)) return null;
  const fields = new Map<string, string>();
  for (const part of header.slice(ALGORITHM.length + 1).split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) return null;
    const name = part.slice(0, eq).trim();
    if (fields.has(name)) return null;
    fields.set(name, part.slice(eq + 1).trim());
  }
  const credential = parseCredential(fields.get('Credential'));
  const signedHeaders = fields.get('SignedHeaders')?.split(';');
  const signature = fields.get('Signature');
  if (fields.size !== 3 || !credential || !signedHeaders || signature === undefined) return null;
  if (signedHeaders.some((name) => name === '') || !/^[0-9a-f]{64}$/.test(signature)) return null;
  return { ...credential, signedHeaders, signature };
}
