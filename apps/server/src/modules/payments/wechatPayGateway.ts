import type { Clock } from '../../domain/clock.js';
import { DomainError } from '../../domain/errors.js';
import { UpstreamUnavailableError } from '../../domain/errors.js';
import { field, gatewayFetch, gatewayJson } from './gatewayHttp.js';
import {
  type GatewayOrder,
  type GatewayPayment,
  type IncomingNotify,
  type NotifyVerdict,
  type PaymentGateway,
  type PaymentStart,
  type PayType,
  rejected,
} from './paymentGateway.js';
import { paymentMessages } from './messages.js';
import { authorization, decryptResource, nonceStr, platformSignatureValid, rsaSign } from './wechatPaySignature.js';

export interface WechatPaySettings {
  apiBase: string;
  appId: string;
  mchId: string;
  serialNo: string;
  privateKey: string;
  apiV3Key: string;
  publicKeyId: string;
  publicKey: string;
}

/** RFC 3339 at +08:00, as WeChat Pay writes times. */
const beijingTime = (date: Date) => `${new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;

/**
 * WeChat Pay API v3 (PROTOCOLS §7 5.8): Native orders give a QR, JSAPI orders (inside WeChat, for a buyer
 * whose openid we know) give the in-app pay parameters. Requests are RSA-signed with the merchant key;
 * answers and notifies must carry the platform key's signature.
 */
export class WechatPayGateway implements PaymentGateway {
  readonly name = 'wechat' as const;
  constructor(
    private readonly settings: WechatPaySettings,
    private readonly clock: Clock,
  ) {}

  accepts(payType: PayType): boolean {
    return payType !== 'alipay';
  }

  private async call(method: 'GET' | 'POST', path: string, body?: object) {
    const text = body ? JSON.stringify(body) : '';
    const response = await gatewayFetch('wechat', `${this.settings.apiBase}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
        authorization: authorization(this.settings, method, path, text, this.clock.now()),
      },
      ...(body ? { body: text } : {}),
    });
    // A 2xx answer counts only when WeChat Pay signed it: a forged "SUCCESS" must never credit an order.
    // Error answers are read for their message only (WeChat does not always sign them).
    const succeeded = response.status >= 200 && response.status < 300;
    if (succeeded && !platformSignatureValid(this.settings, (name) => response.headers.get(name) ?? undefined, response.text, this.clock.now())) {
      throw new UpstreamUnavailableError('payment', `wechat: ${path} answered HTTP ${response.status} without a valid platform signature`);
    }
    if (!succeeded && response.status >= 500) throw new UpstreamUnavailableError('payment', `wechat: ${path} answered HTTP ${response.status}`);
    return { status: response.status, json: response.text ? gatewayJson('wechat', response) : {} };
  }

  private refused(answer: Record<string, unknown>): never {
    throw new DomainError(paymentMessages.providerRefused(field(answer, 'message') || field(answer, 'code')), 502);
  }

  async start(order: GatewayOrder): Promise<PaymentStart> {
    const common = {
      appid: this.settings.appId,
      mchid: this.settings.mchId,
      description: order.title.slice(0, 127),
      out_trade_no: order.orderId,
      time_expire: beijingTime(order.expiresAt),
      notify_url: order.notifyUrl,
      amount: { total: order.amountFen, currency: 'CNY' },
    };
    if (order.payType === 'jsapi' && order.openId) {
      const { status, json } = await this.call('POST', '/v3/pay/transactions/jsapi', { ...common, payer: { openid: order.openId } });
      const prepayId = field(json, 'prepay_id');
      if (status !== 200 || !prepayId) this.refused(json);
      return { payParams: this.jsapiParams(prepayId) };
    }
    // Native also serves a WeChat-browser buyer we have no openid for: WeChat recognises a long-pressed QR.
    const { status, json } = await this.call('POST', '/v3/pay/transactions/native', { ...common, scene_info: { payer_client_ip: order.clientIp } });
    const codeUrl = field(json, 'code_url');
    if (status !== 200 || !codeUrl) this.refused(json);
    return { url_qrcode: codeUrl };
  }

  /** WeixinJSBridge's chooseWXPay parameters, signed `appId\ntimeStamp\nnonceStr\npackage\n` with the merchant key. */
  private jsapiParams(prepayId: string): NonNullable<PaymentStart['payParams']> {
    const timeStamp = String(Math.floor(this.clock.now().getTime() / 1000));
    const nonce = nonceStr();
    const pkg = `prepay_id=${prepayId}`;
    const paySign = rsaSign(this.settings.privateKey, `${this.settings.appId}\n${timeStamp}\n${nonce}\n${pkg}\n`);
    return { appId: this.settings.appId, timeStamp, nonceStr: nonce, package: pkg, signType: 'RSA', paySign };
  }

  async query(orderId: string): Promise<GatewayPayment> {
    const { status, json } = await this.call(
      'GET',
      `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderId)}?mchid=${encodeURIComponent(this.settings.mchId)}`,
    );
    if (status === 404) return { paid: false };
    if (status !== 200) throw new UpstreamUnavailableError('payment', `wechat: query answered HTTP ${status} ${field(json, 'code')}`);
    return this.paymentOf(json);
  }

  async close(orderId: string): Promise<void> {
    await this.call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderId)}/close`, { mchid: this.settings.mchId });
  }

  /** A transaction (query answer or decrypted notify) that is this merchant's and paid. */
  private paymentOf(transaction: Record<string, unknown>): GatewayPayment {
    if (field(transaction, 'appid') !== this.settings.appId || field(transaction, 'mchid') !== this.settings.mchId) return { paid: false };
    if (field(transaction, 'trade_state') !== 'SUCCESS') return { paid: false };
    const amount = transaction.amount as Record<string, unknown> | undefined;
    const total = amount?.total;
    if (typeof total !== 'number' || !Number.isSafeInteger(total)) return { paid: false };
    return { paid: true, amountFen: total, tradeNo: field(transaction, 'transaction_id') };
  }

  verifyNotify({ headers, rawBody }: IncomingNotify, now: Date): NotifyVerdict {
    const header = (name: string) => {
      const value = headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    if (!platformSignatureValid(this.settings, header, rawBody, now)) return rejected('平台签名无效或已过期');
    let event: { event_type?: unknown; resource?: { ciphertext?: unknown; nonce?: unknown; associated_data?: unknown } };
    try {
      event = JSON.parse(rawBody) as typeof event;
    } catch {
      return rejected('通知不是 JSON');
    }
    const resource = event.resource;
    if (typeof resource?.ciphertext !== 'string' || typeof resource.nonce !== 'string') return rejected('缺少加密资源');
    const plaintext = decryptResource(this.settings.apiV3Key, {
      ciphertext: resource.ciphertext,
      nonce: resource.nonce,
      associated_data: typeof resource.associated_data === 'string' ? resource.associated_data : '',
    });
    if (!plaintext) return rejected('无法解密（APIv3 密钥不符？）');
    let transaction: Record<string, unknown>;
    try {
      transaction = JSON.parse(plaintext) as Record<string, unknown>;
    } catch {
      return rejected('解密内容不是 JSON');
    }
    const orderNo = field(transaction, 'out_trade_no');
    if (field(transaction, 'appid') !== this.settings.appId || field(transaction, 'mchid') !== this.settings.mchId)
      return rejected('商户号或 AppID 不符', orderNo);
    if (event.event_type !== 'TRANSACTION.SUCCESS' || field(transaction, 'trade_state') !== 'SUCCESS') {
      const state = `${String(event.event_type ?? '')} ${field(transaction, 'trade_state')}`.trim();
      return { kind: 'unpaid', orderNo: orderNo || null, tradeNo: field(transaction, 'transaction_id') || null, detail: `交易状态 ${state}`, transaction };
    }
    const payment = this.paymentOf(transaction);
    if (!payment.paid) return rejected('金额无法读取', orderNo);
    if (!orderNo) return rejected('缺少订单号');
    return { kind: 'payment', orderId: orderNo, amountFen: payment.amountFen, tradeNo: payment.tradeNo, transaction };
  }
}
