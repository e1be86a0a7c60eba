const MAX_INT32 = 2147483647n;

/**
 * The `Fingerprint` header value of a stored device fingerprint: a whole number above 2147483647
 * is cut to its last 9 digits (SPEC §3); anything else is sent as it is.
 */
export function normaliseFingerprint(value: number | string): string {
  const text = typeof value === 'number' && Number.isInteger(value) ? BigInt(value).toString() : String(value).trim();
  return /^\d+$/.test(text) && BigInt(text) > MAX_INT32 ? text.slice(-9) : text;
}
