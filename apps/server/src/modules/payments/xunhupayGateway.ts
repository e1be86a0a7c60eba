import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '../../domain/errors.js';
import { UpstreamUnavailableError } from '../../domain/errors.js';
import { field, gatewayFetch, gatewayJson } from './gatewayHttp.js';
import { md5Sign, md5SignValid } from './md5Signature.js';
import { fenToYuan, yuanToFen } from '../../domain/money.js';
import {
  type GatewayOrder,
  type GatewayPayment,
  type IncomingNotify,
  type NotifyVerdict,
  type PaymentGateway,
  type PaymentStart,
  rejected,
} from './paymentGateway.js';
import { paymentMessages } from './messages.js';

export interface XunhupaySettings {
  /** https://api.xunhupay.com or another of its gateways. */
  gatewayUrl: string;
  appId: string;
  appSecret: string;
}

const hashExclude = ['hash'];
/** xunhupay refuses emoji in titles. */
const pictographs = /\p{Extended_Pictographic}/gu;

/** 虎皮椒 / xunhupay, PROTOCOLS §7 5.6: md5 hash with the APPSECRET appended; status OD is paid. */
export class XunhupayGateway implements PaymentGateway {
  readonly name = 'hupi' as const;
  constructor(
    private readonly settings: XunhupaySettings,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /** xunhupay takes WeChat and Alipay through the same cashier page. */
  accepts(): boolean {
    return true;
  }

  private hashed(params: Record<string, string>): URLSearchParams {
    return new URLSearchParams({ ...params, hash: md5Sign(params, { exclude: hashExclude, secret: this.settings.appSecret }) });
  }

  private common(now = Date.now()) {
    return { appid: this.settings.appId, time: String(Math.floor(now / 1000)), nonce_str: randomBytes(12).toString('hex') };
  }

  private async post(path: string, params: Record<string, string>) {
    const response = await gatewayFetch('hupi', `${this.settings.gatewayUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: this.hashed(params),
    });
    return gatewayJson('hupi', response);
  }

  /**
   * The answer's own hash over its flat fields. How the real gateway hashes nested `data` is not documented,
   * so a mismatch is logged, not fatal: HTTPS, the amount check and the conditional update carry the safety.
   */
  private checkAnswerHash(answer: Record<string, unknown>, path: string) {
    const flat = Object.fromEntries(Object.keys(answer).flatMap((name) => (typeof answer[name] === 'object' ? [] : [[name, field(answer, name)]])));
    if (!md5SignValid(field(answer, 'hash'), flat, { exclude: hashExclude, secret: this.settings.appSecret }))
      this.log.warn({ path }, 'hupi: answer hash does not verify');
  }

  async start(order: GatewayOrder): Promise<PaymentStart> {
    const answer = await this.post('/payment/do.html', {
      version: '1.1',
      ...this.common(),
      trade_order_id: order.orderId,
      total_fee: fenToYuan(order.amountFen),
      title: order.title.replace(pictographs, '').slice(0, 127),
      notify_url: order.notifyUrl,
      return_url: order.returnUrl,
    });
    if (field(answer, 'errcode') !== '0')
      throw new DomainError(paymentMessages.providerRefused(field(answer, 'errmsg') || `errcode ${field(answer, 'errcode')}`), 502);
    this.checkAnswerHash(answer, 'do.html');
    const { url } = answer;
    if (typeof url !== 'string' || !url) throw new UpstreamUnavailableError('payment', 'hupi: do.html answered without url');
    // `url` is the cashier page; drawn as a QR it opens in the buyer's WeChat or Alipay.
    return { url_qrcode: url };
  }

  async query(orderId: string): Promise<GatewayPayment> {
    const answer = await this.post('/payment/query.html', { ...this.common(), out_trade_order: orderId });
    // Our orders are placed at the gateway before the buyer sees them, so a refusal is the gateway failing, not "unpaid".
    if (field(answer, 'errcode') !== '0') throw new UpstreamUnavailableError('payment', `hupi: query answered errcode ${field(answer, 'errcode')}`);
    this.checkAnswerHash(answer, 'query.html');
    const data = answer.data as Record<string, unknown> | undefined;
    if (!data || field(data, 'status') !== 'OD') return { paid: false };
    const amountFen = yuanToFen(field(data, 'total_fee'));
    if (amountFen === null) throw new UpstreamUnavailableError('payment', 'hupi: query reported an unreadable amount');
    return { paid: true, amountFen, tradeNo: field(data, 'transaction_id') || field(data, 'open_order_id') };
  }

  verifyNotify({ params }: IncomingNotify): NotifyVerdict {
    const orderNo = params.trade_order_id;
    if (params.appid !== this.settings.appId) return rejected('APPID 不符', orderNo);
    if (!md5SignValid(params.hash, params, { exclude: hashExclude, secret: this.settings.appSecret })) return rejected('签名无效', orderNo);
    if (!orderNo) return rejected('缺少订单号');
    const tradeNo = params.transaction_id || params.open_order_id || '';
    if (params.status !== 'OD') return { kind: 'unpaid', orderNo, tradeNo: tradeNo || null, detail: `交易状态 ${params.status ?? '（无）'}` };
    const amountFen = yuanToFen(params.total_fee ?? '');
    if (amountFen === null) return rejected('金额无法读取', orderNo);
    return { kind: 'payment', orderId: orderNo, amountFen, tradeNo };
  }
}
