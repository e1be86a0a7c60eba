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
  type PayType,
  rejected,
} from './paymentGateway.js';
import { paymentMessages } from './messages.js';

export interface EpaySettings {
  /** The gateway root: submit.php and api.php live under it. */
  url: string;
  pid: string;
  key: string;
  signStyle: 'plain' | 'ampKey';
  /** mapi.php's full address: orders are placed by API and paid by QR; empty: the buyer is sent to submit.php. */
  apiPayUrl: string;
  /** Channels the operator opened (wxpay, alipay …). */
  channels: readonly string[];
}

const signExclude = ['sign', 'sign_type'];
/**
 * Fields only we send. The signature joins `k=v&…` unescaped, so a notify carrying one of them could be the
 * signed parameters of our own payment request re-split (PROTOCOLS §8): a genuine notify never has them.
 */
const requestOnlyFields = ['notify_url', 'return_url', 'clientip', 'device', 'mid'];

/** A product name epay accepts and that cannot change how the signed string splits: no `&` or `=`, ≤ 127 bytes. */
function productName(title: string): string {
  let name = title.replace(/[&=]/g, ' ').trim();
  while (Buffer.byteLength(name) > 127) name = name.slice(0, -1);
  return name;
}

/**
 * epay (彩虹易支付 and the epay-compatible mpay), PROTOCOLS §7 5.5: MD5 over the non-empty parameters,
 * the key appended; the amount in yuan; notifies answered with the plain text `success`.
 */
export class EpayGateway implements PaymentGateway {
  constructor(
    readonly name: 'epay' | 'mpay',
    private readonly settings: EpaySettings,
  ) {}

  /** The epay channel a pay type maps to: WeChat's own pay types go to wxpay. */
  private channelOf(payType: PayType): string | null {
    const channel = payType === 'alipay' ? 'alipay' : 'wxpay';
    return this.settings.channels.includes(channel) ? channel : null;
  }

  accepts(payType: PayType): boolean {
    return this.channelOf(payType) !== null;
  }

  private signed(params: Record<string, string>): Record<string, string> {
    return { ...params, sign: md5Sign(params, { exclude: signExclude, secret: this.settings.key, style: this.settings.signStyle }), sign_type: 'MD5' };
  }

  async start(order: GatewayOrder): Promise<PaymentStart> {
    const params: Record<string, string> = {
      pid: this.settings.pid,
      type: this.channelOf(order.payType) ?? 'wxpay',
      out_trade_no: order.orderId,
      notify_url: order.notifyUrl,
      return_url: order.returnUrl,
      name: productName(order.title),
      money: fenToYuan(order.amountFen),
    };
    // Every value we sign is ours (addresses checked by siteBase), but a `&` would make the signature ambiguous.
    if (Object.values(params).some((value) => value.includes('&'))) throw new Error(`${this.name}: a signed parameter contains "&"`);
    if (!this.settings.apiPayUrl) return { redirectUrl: `${this.settings.url}/submit.php?${new URLSearchParams(this.signed(params))}` };
    const response = await gatewayFetch(this.name, this.settings.apiPayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(this.signed({ ...params, clientip: order.clientIp, device: 'pc' })),
    });
    const answer = gatewayJson(this.name, response);
    if (field(answer, 'code') !== '1') throw new DomainError(paymentMessages.providerRefused(field(answer, 'msg') || `code ${field(answer, 'code')}`), 502);
    const qrcode = field(answer, 'qrcode');
    if (qrcode) return { url_qrcode: qrcode };
    const link = field(answer, 'payurl') || field(answer, 'urlscheme');
    if (link) return { redirectUrl: link };
    throw new UpstreamUnavailableError('payment', `${this.name}: mapi.php answered without qrcode, payurl or urlscheme`);
  }

  async query(orderId: string): Promise<GatewayPayment> {
    const query = new URLSearchParams({ act: 'order', pid: this.settings.pid, key: this.settings.key, out_trade_no: orderId });
    const answer = gatewayJson(this.name, await gatewayFetch(this.name, `${this.settings.url}/api.php?${query}`));
    // Standard api.php answers at the top level (PROTOCOLS §8.19: not under data). An order the gateway does not
    // know (code -1: the buyer never opened the cashier) is unpaid; any other refusal is the gateway failing.
    const code = field(answer, 'code');
    if (code === '-1') return { paid: false };
    if (code !== '1') throw new UpstreamUnavailableError('payment', `${this.name}: api.php answered code ${code}`);
    if (field(answer, 'status') !== '1') return { paid: false };
    const amountFen = yuanToFen(field(answer, 'money'));
    if (amountFen === null) throw new UpstreamUnavailableError('payment', `${this.name}: api.php reported an unreadable amount`);
    return { paid: true, amountFen, tradeNo: field(answer, 'trade_no') };
  }

  verifyNotify({ params }: IncomingNotify): NotifyVerdict {
    const orderNo = params.out_trade_no;
    if (params.pid !== this.settings.pid) return rejected('商户号不符', orderNo);
    if (requestOnlyFields.some((name) => name in params)) return rejected('含有仅请求才有的字段', orderNo);
    if (!md5SignValid(params.sign, params, { exclude: signExclude, secret: this.settings.key, style: this.settings.signStyle }))
      return rejected('签名无效', orderNo);
    if (!orderNo) return rejected('缺少订单号');
    const tradeNo = params.trade_no ?? '';
    if (params.trade_status !== 'TRADE_SUCCESS')
      return { kind: 'unpaid', orderNo, tradeNo: tradeNo || null, detail: `交易状态 ${params.trade_status ?? '（无）'}` };
    const amountFen = yuanToFen(params.money ?? '');
    if (amountFen === null) return rejected('金额无法读取', orderNo);
    return { kind: 'payment', orderId: orderNo, amountFen, tradeNo };
  }
}
