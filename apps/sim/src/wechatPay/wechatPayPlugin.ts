import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { beijingRfc3339 } from '../payments/notifyDelivery.js';
import { isRecord } from '../shared/isRecord.js';
import type { SimState } from '../simState.js';
import { AUTH_SCHEME, nonceStr, parseAuthorization, requestMessage, responseMessage, rsaSign, rsaVerify } from './wechatPayCrypto.js';
import { wechatPayErrors, type WechatPayError } from './wechatPayErrors.js';
import type { TradeType, WechatPayOrder, WechatPayPlatform } from './wechatPayState.js';

/** WeChat Pay refuses request timestamps more than 5 minutes off. */
const MAX_SKEW_S = 300;
const OUT_TRADE_NO = /^[0-9A-Za-z_\-*|]{6,32}$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
const IP = /^(?:\d{1,3}\.){3}\d{1,3}$|^[0-9a-fA-F:]+$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as sent: the request signature covers these bytes. */
    wechatPayRawBody?: string;
    /** `mchid` from the verified Authorization header. */
    wechatPayMchId?: string;
  }
}

function sendError(reply: FastifyReply, { status, ...body }: WechatPayError): FastifyReply {
  return reply.code(status).send(body);
}

/** The transaction as the query answers it and the notify resource carries it. */
export function transactionOf(order: WechatPayOrder) {
  const base = { appid: order.appid, mchid: order.mchid, out_trade_no: order.outTradeNo, attach: order.attach };
  if (order.tradeState !== 'SUCCESS') {
    const desc = order.tradeState === 'CLOSED' ? '订单已关闭' : '订单未支付';
    return { ...base, trade_state: order.tradeState, trade_state_desc: desc, amount: { total: order.total, currency: 'CNY', payer_currency: 'CNY' } };
  }
  const paid = order.paidTotal ?? order.total;
  return {
    ...base,
    transaction_id: order.transactionId,
    trade_type: order.tradeType,
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'OTHERS',
    success_time: order.successTime,
    payer: { openid: order.openid },
    amount: { total: paid, payer_total: paid, currency: 'CNY', payer_currency: 'CNY' },
  };
}

/** Headers WeChat Pay signs every answer with. */
function signedHeaders(platform: WechatPayPlatform, body: string): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = nonceStr();
  return {
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Serial': platform.publicKeyId,
    'Wechatpay-Signature': rsaSign(platform.privateKey, responseMessage(timestamp, nonce, body)),
    'Wechatpay-Signature-Type': AUTH_SCHEME,
  };
}

interface CreateFields {
  appid: string;
  mchid: string;
  description: string;
  out_trade_no: string;
  notify_url: string;
  attach?: string;
  time_expire?: string;
  amount: { total: number };
  scene_info?: { payer_client_ip: string };
}

/** Checks the Native order body; the fields, or WeChat Pay's PARAM_ERROR. */
function checkCreate(body: unknown): { fields: CreateFields } | { error: WechatPayError } {
  const error = createError(body);
  return error ? { error } : { fields: body as CreateFields };
}

function createError(body: unknown): WechatPayError | null {
  if (!isRecord(body)) return wechatPayErrors.json;
  for (const name of ['appid', 'mchid', 'description', 'out_trade_no', 'notify_url', 'amount'])
    if (body[name] === undefined) return wechatPayErrors.required(`/${name}`);
  for (const name of ['appid', 'mchid', 'description', 'out_trade_no', 'notify_url']) {
    if (typeof body[name] !== 'string') return wechatPayErrors.format(`/${name}`, body[name], 'must be a string');
  }
  for (const name of ['attach', 'time_expire', 'goods_tag']) {
    if (body[name] !== undefined && typeof body[name] !== 'string') return wechatPayErrors.format(`/${name}`, body[name], 'must be a string');
  }
  const {
    description,
    out_trade_no: outTradeNo,
    notify_url: notifyUrl,
    amount,
    attach,
    time_expire: timeExpire,
    scene_info: sceneInfo,
  } = body as Record<string, string>;
  if ([...description!].length < 1 || [...description!].length > 127) return wechatPayErrors.format('/description', description, 'length must be 1..127');
  if (!OUT_TRADE_NO.test(outTradeNo!)) return wechatPayErrors.format('/out_trade_no', outTradeNo, '6..32 characters of [0-9A-Za-z_-*|]');
  // https with no query string in production; the sim also takes http for local servers.
  if (!/^https?:\/\/[^\s?#]+$/.test(notifyUrl!)) return wechatPayErrors.format('/notify_url', notifyUrl, 'an absolute URL without query or fragment');
  if (attach !== undefined && [...attach].length > 128) return wechatPayErrors.format('/attach', attach, 'length must be ≤128');
  if (timeExpire !== undefined && !RFC3339.test(timeExpire)) return wechatPayErrors.format('/time_expire', timeExpire, 'RFC 3339 time');
  if (!isRecord(amount)) return wechatPayErrors.format('/amount', amount, 'must be an object');
  if (amount.total === undefined) return wechatPayErrors.required('/amount/total');
  if (typeof amount.total !== 'number' || !Number.isSafeInteger(amount.total) || amount.total < 1) {
    return wechatPayErrors.format('/amount/total', amount.total, 'an integer number of fen, at least 1');
  }
  if (amount.currency !== undefined && amount.currency !== 'CNY') return wechatPayErrors.format('/amount/currency', amount.currency, 'must be CNY');
  if (sceneInfo !== undefined) {
    if (!isRecord(sceneInfo)) return wechatPayErrors.format('/scene_info', sceneInfo, 'must be an object');
    if (typeof sceneInfo.payer_client_ip !== 'string' || !IP.test(sceneInfo.payer_client_ip)) {
      return wechatPayErrors.format('/scene_info/payer_client_ip', sceneInfo.payer_client_ip, 'an IP address');
    }
  }
  return null;
}

/** JSAPI orders name the buyer: `payer.openid`. */
function payerError(body: unknown): WechatPayError | null {
  const payer = isRecord(body) ? body.payer : undefined;
  if (payer === undefined) return wechatPayErrors.required('/payer');
  if (!isRecord(payer) || typeof payer.openid !== 'string' || payer.openid.length < 1 || payer.openid.length > 128) {
    return wechatPayErrors.format('/payer/openid', isRecord(payer) ? payer.openid : payer, 'a string of 1..128');
  }
  return null;
}

/**
 * WeChat Pay API v3, Native and JSAPI: create, query (by out_trade_no or transaction_id) and close, mounted under `/v3` at the
 * official paths (the sim's root stands for `https://api.mch.weixin.qq.com`). Every request must carry a valid merchant signature; every answer is
 * signed with the sim's platform key. Payments and notifies are driven through the control API.
 */
export const wechatPayPlugin: FastifyPluginAsync<{ state: SimState }> = async (app, { state }) => {
  const pay = () => state.wechatPay;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, raw, done) => {
    const body = raw.toString();
    request.wechatPayRawBody = body;
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body));
    } catch {
      done(null, Symbol.for('invalid-json'));
    }
  });

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Request-ID', `08${randomBytes(15).toString('hex').toUpperCase()}`);
  });

  // Authentication after parsing: the signature covers the raw body.
  app.addHook('preHandler', async (request, reply) => {
    const { config } = pay();
    const auth = parseAuthorization(request.headers.authorization);
    const required = ['mchid', 'nonce_str', 'signature', 'timestamp', 'serial_no'];
    if (!auth || required.some((name) => !auth[name])) return sendError(reply, wechatPayErrors.authFormat);
    if (!/^\d{10}$/.test(auth.timestamp!) || Math.abs(Date.now() / 1000 - Number(auth.timestamp)) > MAX_SKEW_S)
      return sendError(reply, wechatPayErrors.timestamp);
    if (auth.mchid !== config.mchId) return sendError(reply, wechatPayErrors.mchNotExists);
    if (auth.serial_no !== config.merchantSerialNo) return sendError(reply, wechatPayErrors.serial);
    const message = requestMessage(request.method, request.url, auth.timestamp!, auth.nonce_str!, request.wechatPayRawBody ?? '');
    if (!rsaVerify(config.merchantPublicKey, message, auth.signature!))
      return sendError(reply, wechatPayErrors.signature(request.method, request.url, message));
    request.wechatPayMchId = auth.mchid;
    if (request.body === Symbol.for('invalid-json')) return sendError(reply, wechatPayErrors.json);
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    const body = typeof payload === 'string' ? payload : '';
    reply.headers(signedHeaders(pay().platform, body));
    return payload;
  });

  app.setErrorHandler((error: FastifyError, _request, reply) =>
    sendError(reply, (error.statusCode ?? 500) < 500 ? wechatPayErrors.json : wechatPayErrors.system),
  );
  app.setNotFoundHandler((_request, reply) => sendError(reply, wechatPayErrors.notFoundRoute));

  /** Native answers `code_url` (a QR); JSAPI answers `prepay_id` (for the in-app pay parameters). */
  const create = (tradeType: TradeType) => async (request: FastifyRequest, reply: FastifyReply) => {
    const checked = checkCreate(request.body);
    if ('error' in checked) return sendError(reply, checked.error);
    const payerRefused = tradeType === 'JSAPI' ? payerError(request.body) : null;
    if (payerRefused) return sendError(reply, payerRefused);
    const answer = (order: WechatPayOrder) => (order.tradeType === 'JSAPI' ? { prepay_id: order.prepayId } : { code_url: order.codeUrl });
    const { fields } = checked;
    const { config, orders } = pay();
    if (fields.mchid !== request.wechatPayMchId) return sendError(reply, wechatPayErrors.mchMismatch);
    if (fields.appid !== config.appId) return sendError(reply, wechatPayErrors.appidMismatch);
    const existing = orders.get(fields.out_trade_no);
    if (existing?.tradeState === 'SUCCESS') return sendError(reply, wechatPayErrors.orderPaid);
    if (existing?.tradeState === 'CLOSED') return sendError(reply, wechatPayErrors.orderClosed);
    if (existing) {
      // The same order placed again gets the same code_url; a changed one is a duplicate order number.
      const same =
        existing.tradeType === tradeType &&
        existing.total === fields.amount.total &&
        existing.description === fields.description &&
        existing.attach === (fields.attach ?? '');
      return same ? answer(existing) : sendError(reply, wechatPayErrors.duplicate);
    }
    const order: WechatPayOrder = {
      appid: fields.appid,
      mchid: fields.mchid,
      outTradeNo: fields.out_trade_no,
      description: fields.description,
      total: fields.amount.total,
      paidTotal: null,
      attach: fields.attach ?? '',
      notifyUrl: fields.notify_url,
      timeExpire: fields.time_expire ?? null,
      payerClientIp: fields.scene_info?.payer_client_ip ?? null,
      tradeType,
      codeUrl: `weixin://wxpay/bizpayurl?pr=${randomBytes(5).toString('base64url').slice(0, 7)}`,
      prepayId: `wx${Date.now()}${randomBytes(8).toString('hex')}`,
      payerOpenid: tradeType === 'JSAPI' ? (request.body as { payer: { openid: string } }).payer.openid : null,
      tradeState: 'NOTPAY',
      transactionId: null,
      successTime: null,
      openid: null,
      eventId: null,
      createdAt: beijingRfc3339(Date.now()),
      deliveries: [],
    };
    orders.set(order.outTradeNo, order);
    return answer(order);
  };
  app.post('/pay/transactions/native', create('NATIVE'));
  app.post('/pay/transactions/jsapi', create('JSAPI'));

  /** `mchid` from the query must be there and be the caller's. */
  const checkMchId = (request: FastifyRequest<{ Querystring: { mchid?: string } }>, reply: FastifyReply) => {
    if (!request.query.mchid) return sendError(reply, wechatPayErrors.queryRequired('mchid'));
    if (request.query.mchid !== request.wechatPayMchId) return sendError(reply, wechatPayErrors.mchMismatch);
    return null;
  };

  app.get<{ Params: { outTradeNo: string }; Querystring: { mchid?: string } }>('/pay/transactions/out-trade-no/:outTradeNo', async (request, reply) => {
    const refused = checkMchId(request, reply);
    if (refused) return refused;
    const order = pay().orders.get(request.params.outTradeNo);
    return order ? transactionOf(order) : sendError(reply, wechatPayErrors.notFound);
  });

  app.get<{ Params: { transactionId: string }; Querystring: { mchid?: string } }>('/pay/transactions/id/:transactionId', async (request, reply) => {
    const refused = checkMchId(request, reply);
    if (refused) return refused;
    const order = [...pay().orders.values()].find((o) => o.transactionId === request.params.transactionId);
    return order ? transactionOf(order) : sendError(reply, wechatPayErrors.notFound);
  });

  app.post<{ Params: { outTradeNo: string } }>('/pay/transactions/out-trade-no/:outTradeNo/close', async (request, reply) => {
    const body = request.body;
    if (!isRecord(body) || body.mchid === undefined) return sendError(reply, wechatPayErrors.required('/mchid'));
    if (body.mchid !== request.wechatPayMchId) return sendError(reply, wechatPayErrors.mchMismatch);
    const order = pay().orders.get(request.params.outTradeNo);
    if (!order) return sendError(reply, wechatPayErrors.notFound);
    if (order.tradeState === 'SUCCESS') return sendError(reply, wechatPayErrors.orderPaid);
    order.tradeState = 'CLOSED';
    return reply.code(204).send();
  });
};
