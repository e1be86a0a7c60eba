import { createCipheriv, createSign, createVerify, randomBytes } from 'node:crypto';

export const AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';

/** The request signature message: `METHOD\nURL\ntimestamp\nnonce\nbody\n` (URL = path plus query as sent). */
export function requestMessage(method: string, url: string, timestamp: string, nonce: string, body: string): string {
  return `${method}\n${url}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** The response/notify signature message: `timestamp\nnonce\nbody\n`. */
export function responseMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

/** Base64 SHA256withRSA (PKCS#1 v1.5). */
export function rsaSign(privateKeyPem: string, message: string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKeyPem, 'base64');
}

export function rsaVerify(publicKeyPem: string, message: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
}

/** The fields of `WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",…`, or null when it isn't that shape. */
export function parseAuthorization(header: string | undefined): Record<string, string> | null {
  if (!header?.startsWith(`${AUTH_SCHEME} `)) return null;
  const fields: Record<string, string> = {};
  for (const part of header.slice(AUTH_SCHEME.length + 1).split(',')) {
    const match = /^\s*([a-z_]+)="([^"]*)"\s*$/.exec(part);
    if (!match) return null;
    fields[match[1]!] = match[2]!;
  }
  return fields;
}

/** AEAD_AES_256_GCM as WeChat Pay uses it: base64(ciphertext ‖ 16-byte tag), nonce a 12-character string. */
export function encryptResource(apiV3Key: string, plaintext: string, associatedData: string, nonce = randomBytes(6).toString('hex')) {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, nonce };
}

/** 32 characters of [0-9A-Z], as WeChat's nonces look. */
export function nonceStr(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}
