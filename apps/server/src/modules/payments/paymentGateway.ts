/** The payment providers, in the order SPEC §9 prefers them: the first enabled one takes new orders. */
export const providerPriority = ['wechat', 'mpay', 'hupi', 'epay'] as const;
export type ProviderName = (typeof providerPriority)[number];

/** What the client asks to pay with (SPEC §7 /order/buy). */
export const payTypes = ['jsapi', 'native', 'wxpay', 'alipay'] as const;
export type PayType = (typeof payTypes)[number];

/** WeChat's in-app (JSAPI) pay parameters, handed to WeixinJSBridge as they are. */
interface JsapiPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

/** How the buyer pays: a QR of `url_qrcode` (its text, to be drawn), a page to open, or in-app pay. */
export interface PaymentStart {
  url_qrcode?: string;
  redirectUrl?: string;
  payParams?: JsapiPayParams;
}

export interface GatewayOrder {
  orderId: string;
  amountFen: number;
  title: string;
  payType: PayType;
  notifyUrl: string;
  returnUrl: string;
  clientIp: string;
  expiresAt: Date;
  /** The buyer's WeChat openid, for JSAPI. */
  openId: string | null;
}

/** A provider's word on an order: paid (with what was paid) or not (yet). */
export type GatewayPayment = { paid: true; amountFen: number; tradeNo: string } | { paid: false };

/** A notify that verified: the order it names and what was paid. */
export interface VerifiedNotify {
  orderId: string;
  amountFen: number;
  tradeNo: string;
}

/**
 * What a gateway made of a notify: a verified payment; a verified report of no payment (`unpaid`); or a refusal
 * (`rejected`: bad signature, another merchant, a malformed body), with why. `orderNo` is the number as sent, for the
 * notify log only. `transaction` is what WeChat Pay's encrypted resource held, once decrypted.
 */
export type NotifyVerdict =
  | ({ kind: 'payment'; transaction?: Record<string, unknown> } & VerifiedNotify)
  | { kind: 'unpaid'; orderNo: string | null; tradeNo: string | null; detail: string; transaction?: Record<string, unknown> }
  | { kind: 'rejected'; orderNo: string | null; detail: string };

export const rejected = (detail: string, orderNo?: string | null): NotifyVerdict => ({ kind: 'rejected', orderNo: orderNo || null, detail });

export interface IncomingNotify {
  /** Query and form parameters merged (epay, xunhupay). */
  params: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/** One provider, configured: places orders, asks about them, and checks its notifies. */
export interface PaymentGateway {
  readonly name: ProviderName;
  /** The pay types it can serve; others are refused before anything is created. */
  accepts(payType: PayType): boolean;
  start(order: GatewayOrder): Promise<PaymentStart>;
  query(orderId: string): Promise<GatewayPayment>;
  /** Closes an unpaid order at the provider, where the provider has that (WeChat Pay). */
  close?(orderId: string): Promise<void>;
  /** What the notify reports, once its signature and shape are checked. */
  verifyNotify(notify: IncomingNotify, now: Date): NotifyVerdict;
}

interface NotifyAnswer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * What each provider expects back from a notify: `ok` once the payment is recorded (it stops retrying),
 * `refused` otherwise (it retries, so a real payment is never lost to a passing failure).
 */
export const notifyAnswers: Record<ProviderName, { ok: NotifyAnswer; refused: NotifyAnswer }> = {
  wechat: {
    ok: { status: 204, contentType: 'application/json', body: '' },
    refused: { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: '失败' }) },
  },
  mpay: { ok: { status: 200, contentType: 'text/plain', body: 'success' }, refused: { status: 200, contentType: 'text/plain', body: 'fail' } },
  hupi: { ok: { status: 200, contentType: 'text/plain', body: 'success' }, refused: { status: 200, contentType: 'text/plain', body: 'fail' } },
  epay: { ok: { status: 200, contentType: 'text/plain', body: 'success' }, refused: { status: 200, contentType: 'text/plain', body: 'fail' } },
};
