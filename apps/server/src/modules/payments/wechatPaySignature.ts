import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';

/** WeChat Pay API v3's signature scheme (PROTOCOLS §7 5.8). */
const WECHATPAY_SCHEME = 'WECHATPAY2-SHA256-RSA2048';
/** Notifies and answers older (or newer) than this are refused as replays. */
const MAX_CLOCK_SKEW_S = 300;
const AUTH_TAG_BYTES = 16;

export const nonceStr = () => randomBytes(16).toString('hex').toUpperCase();

export function rsaSign(privateKeyPem: string, message: string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKeyPem, 'base64');
}

function rsaVerify(publicKeyPem: string, message: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
}

/** The Authorization header of a merchant request: `METHOD\nURL\ntimestamp\nnonce\nbody\n` signed with the merchant key. */
export function authorization(merchant: { mchId: string; serialNo: string; privateKey: string }, method: string, url: string, body: string, now: Date): string {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonce = nonceStr();
  const signature = rsaSign(merchant.privateKey, `${method}\n${url}\n${timestamp}\n${nonce}\n${body}\n`);
  return `${WECHATPAY_SCHEME} mchid="${merchant.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${merchant.serialNo}"`;
}

/**
 * An answer or notify signed by WeChat Pay: the platform key's id in Wechatpay-Serial, a timestamp within
 * five minutes, and Wechatpay-Signature over `timestamp\nnonce\nbody\n`.
 */
export function platformSignatureValid(
  platform: { publicKeyId: string; publicKey: string },
  header: (name: string) => string | undefined,
  body: string,
  now: Date,
): boolean {
  const timestamp = header('wechatpay-timestamp');
  const nonce = header('wechatpay-nonce');
  const signature = header('wechatpay-signature');
  if (header('wechatpay-serial') !== platform.publicKeyId || !timestamp || !nonce || !signature) return false;
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now.getTime() / 1000 - Number(timestamp)) > MAX_CLOCK_SKEW_S) return false;
  return rsaVerify(platform.publicKey, `${timestamp}\n${nonce}\n${body}\n`, signature);
}

/** AEAD_AES_256_GCM with the APIv3 key: base64(ciphertext ‖ 16-byte tag); null when it does not authenticate. */
export function decryptResource(apiV3Key: string, resource: { ciphertext: string; nonce: string; associated_data?: string }): string | null {
  try {
    const data = Buffer.from(resource.ciphertext, 'base64');
    if (data.length <= AUTH_TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'), { authTagLength: AUTH_TAG_BYTES });
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - AUTH_TAG_BYTES));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - AUTH_TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
