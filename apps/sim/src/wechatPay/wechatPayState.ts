import { generateKeyPairSync } from 'node:crypto';
import type { PaymentDelivery } from '../payments/notifyDelivery.js';

export interface WechatPayConfig {
  appId: string;
  mchId: string;
  /** Serial number of the merchant API certificate: requests must name it in `serial_no`. */
  merchantSerialNo: string;
  /** 32 bytes: the AEAD_AES_256_GCM key of notify resources. */
  apiV3Key: string;
  /** PEM (SPKI) the sim verifies request signatures with. */
  merchantPublicKey: string;
  /** PEM (PKCS#8) of the sim-generated merchant key, for tests to sign with; null once a test supplies its own key. */
  merchantPrivateKey: string | null;
}

/** WeChat Pay's own key ("微信支付公钥" mode): signs responses and notifies; `Wechatpay-Serial` carries its id. */
export interface WechatPayPlatform {
  publicKeyId: string;
  publicKey: string;
  privateKey: string;
}

type TradeState = 'NOTPAY' | 'SUCCESS' | 'CLOSED';
export type TradeType = 'NATIVE' | 'JSAPI';

export interface WechatPayOrder {
  appid: string;
  mchid: string;
  outTradeNo: string;
  description: string;
  /** Fen, as ordered. */
  total: number;
  /** Fen actually paid; null until paid. */
  paidTotal: number | null;
  attach: string;
  notifyUrl: string;
  timeExpire: string | null;
  payerClientIp: string | null;
  tradeType: TradeType;
  /** Native: the QR's text. */
  codeUrl: string;
  /** JSAPI: what the in-app pay parameters carry as `package=prepay_id=…`. */
  prepayId: string;
  /** JSAPI: the buyer named by the merchant. */
  payerOpenid: string | null;
  tradeState: TradeState;
  transactionId: string | null;
  successTime: string | null;
  openid: string | null;
  /** The notify event id, the same for every re-delivery of one payment. */
  eventId: string | null;
  createdAt: string;
  deliveries: PaymentDelivery[];
}

export interface WechatPayState {
  config: WechatPayConfig;
  platform: WechatPayPlatform;
  orders: Map<string, WechatPayOrder>;
}

function rsaKeyPair() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/** Generated once per process (RSA generation is slow) and kept across resets. */
let processKeys: { merchant: ReturnType<typeof rsaKeyPair>; platform: ReturnType<typeof rsaKeyPair> } | undefined;

export function createWechatPayState(): WechatPayState {
  processKeys ??= { merchant: rsaKeyPair(), platform: rsaKeyPair() };
  const { merchant, platform } = processKeys;
  return {
    config: {
      appId: 'wxd678efh567hg6787',
      mchId: '1230000109',
      merchantSerialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      apiV3Key: 'SimWechatPayApiV3Key000000000000',
      merchantPublicKey: merchant.publicKey,
      merchantPrivateKey: merchant.privateKey,
    },
    platform: { publicKeyId: 'PUB_KEY_ID_0112300001092025010100000000000001', publicKey: platform.publicKey, privateKey: platform.privateKey },
    orders: new Map(),
  };
}
