import type { WechatPayParams, WechatPayResult } from '@lingxi/flows/payment';

interface WeixinJSBridge {
  invoke: (api: 'getBrandWCPayRequest', params: WechatPayParams, done: (result: { err_msg?: string }) => void) => void;
}

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridge;
  }
}

/** WeixinJSBridge's err_msg as the payment machine reads it. */
export function wechatPayResult(errMsg: string | undefined): WechatPayResult {
  if (errMsg === 'get_brand_wcpay_request:ok') return 'ok';
  if (errMsg === 'get_brand_wcpay_request:cancel') return 'cancel';
  return 'fail';
}

// WeChat injects the bridge after the page loads, then fires WeixinJSBridgeReady.
const bridge = (): Promise<WeixinJSBridge> =>
  window.WeixinJSBridge
    ? Promise.resolve(window.WeixinJSBridge)
    : new Promise((resolve) => document.addEventListener('WeixinJSBridgeReady', () => window.WeixinJSBridge && resolve(window.WeixinJSBridge), { once: true }));

/** Official pay inside WeChat's browser (JSAPI) with the order's payParams. */
export async function invokeWechatPay(params: WechatPayParams): Promise<WechatPayResult> {
  const weixin = await bridge();
  return new Promise((resolve) => weixin.invoke('getBrandWCPayRequest', params, (result) => resolve(wechatPayResult(result.err_msg))));
}
