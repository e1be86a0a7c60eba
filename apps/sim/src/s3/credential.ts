import type { Scope } from './signatureV4.js';

export interface Credential {
  accessKeyId: string;
  scope: Scope;
}

/**
 * `<akid>/<yyyymmdd>/<region>/<service>/aws4_request`, as the Authorization header's Credential and the
 * X-Amz-Credential query parameter carry it; null when it is not of that form.
 */
export function parseCredential(value: string | undefined): Credential | null {
  const parts = value?.split('/');
  if (!parts) return null;
  // The key id is everything before the four scope parts.
  const [day, region, service, terminator] = parts.slice(-4);
  const accessKeyId = parts.slice(0, -4).join('/');
  if (!accessKeyId || !day || !/^\d{8}$/.test(day) || !region || !service || terminator !== 'aws4_request') return null;
  return { accessKeyId, scope: { day, region, service } };
}
