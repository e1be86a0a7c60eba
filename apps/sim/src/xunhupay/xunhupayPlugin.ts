import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isRecord } from '../shared/isRecord.js';
import { qrPng } from '../wechatMp/qrImage.js';
import type { SimState } from '../simState.js';
import { beijingDateTime, requestParams } from '../payments/notifyDelivery.js';
import { xunhupayHash, xunhupayHashValid } from './xunhupayHash.js';
import type { XunhupayOrder, XunhupayState } from './xunhupayState.js';

/** Yuan, at most two decimals. */
const TOTAL_FEE = /^(?:0|[1-9]\d{0,9})(?:\.\d{1,2})?$/;
const TRADE_ORDER_ID = /^[A-Za-z0-9_\-|.]{1,32}$/;
const EMOJI = /\p{Extended_Pictographic}/u;
const HTTP_URL = /^https?:\/\/\S+$/;

type Params = Record<string, string>;

/** xunhupay's error answer (HTTP 200). The public docs list no codes; these are the sim's, all non-zero. */
const xunhupayErrors = {
  missing: (name: string) => ({ errcode: 40001, errmsg: `${name} is required!` }),
  invalid: (name: string) => ({ errcode: 40002, errmsg: `${name} is invalid!` }),
  appid: { errcode: 40003, errmsg: 'Invalid appid!' },
  hash: { errcode: 40004, errmsg: 'Invalid hash!' },
  duplicate: { errcode: 40005, errmsg: 'trade_order_id is already paid!' },
  notFound: { errcode: 40006, errmsg: 'Order not found!' },
} as const;

/** A form body, or a JSON object of strings and numbers, plus the query; all as strings. */
function paramsOf(request: FastifyRequest): Params | null {
  if (!isRecord(request.body)) return requestParams(request.url, request.body);
  const params = requestParams(request.url, undefined);
  for (const [name, value] of Object.entries(request.body)) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = String(value);
    else if (value !== null) return null;
  }
  return params;
}

/** Signs an answer with the APPSECRET, as the gateway does (nested objects are left out of the hash). */
function signed<T extends Record<string, unknown>>(body: T, appsecret: string): T & { hash: string } {
  const flat = Object.fromEntries(Object.entries(body).flatMap(([k, v]) => (typeof v === 'string' || typeof v === 'number' ? [[k, String(v)]] : [])));
  return { ...body, hash: xunhupayHash(flat, appsecret) };
}

function checkCommon(state: XunhupayState, params: Params, required: string[]) {
  const missing = required.find((name) => !params[name]);
  if (missing) return xunhupayErrors.missing(missing);
  if (params.appid !== state.config.appid) return xunhupayErrors.appid;
  if (!xunhupayHashValid(params, state.config.appsecret)) return xunhupayErrors.hash;
  if (!/^\d{10}$/.test(params.time!)) return xunhupayErrors.invalid('time');
  if (params.nonce_str!.length > 32) return xunhupayErrors.invalid('nonce_str');
  return null;
}

function checkCreate(gateway: XunhupayState, params: Params) {
  const common = checkCommon(gateway, params, ['version', 'appid', 'trade_order_id', 'total_fee', 'title', 'time', 'notify_url', 'nonce_str', 'hash']);
  if (common) return common;
  if (params.version !== '1.1') return xunhupayErrors.invalid('version');
  if (!TRADE_ORDER_ID.test(params.trade_order_id!)) return xunhupayErrors.invalid('trade_order_id');
  if (!TOTAL_FEE.test(params.total_fee!) || Number(params.total_fee) <= 0) return xunhupayErrors.invalid('total_fee');
  if ([...params.title!].length > 127 || EMOJI.test(params.title!)) return xunhupayErrors.invalid('title');
  for (const name of ['notify_url', 'return_url', 'callback_url']) if (params[name] && !HTTP_URL.test(params[name])) return xunhupayErrors.invalid(name);
  if (params.type && !['WAP', 'JSAPI'].includes(params.type)) return xunhupayErrors.invalid('type');
  return null;
}

/** The order fields queries report under `data`. */
function xunhupayOrderData(order: XunhupayOrder) {
  return {
    status: order.status,
    open_order_id: order.openOrderId,
    out_trade_order: order.tradeOrderId,
    transaction_id: order.transactionId ?? '',
    total_fee: order.paidFee ?? order.totalFee,
    order_title: order.title,
    attach: order.attach,
    paid_date: order.paidAt ?? '',
  };
}

/**
 * 虎皮椒 / xunhupay, mounted under a prefix standing for `https://api.xunhupay.com`: payment/do.html (create),
 * payment/query.html (query), and the cashier page and QR image the create answer links to.
 */
export const xunhupayPlugin: FastifyPluginAsync<{ state: SimState }> = async (app, { state }) => {
  const prefix = app.prefix;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError, _request, reply) =>
    (error.statusCode ?? 500) < 500
      ? reply.code(200).send(xunhupayErrors.invalid('request body'))
      : reply.code(500).send({ errcode: 500, errmsg: 'System error!' }),
  );
  const gateway = () => state.xunhupay;
  const link = (request: FastifyRequest, page: string, order: XunhupayOrder) =>
    `${request.protocol}://${request.host}${prefix}/payment/${page}?id=${order.openOrderId}`;
  const byId = (id: string | undefined) => [...gateway().orders.values()].find((o) => o.openOrderId === id);

  app.post('/payment/do.html', async (request) => {
    const params = paramsOf(request);
    if (!params) return xunhupayErrors.invalid('request body');
    const error = checkCreate(gateway(), params);
    if (error) return error;
    const { orders, config } = gateway();
    let order = orders.get(params.trade_order_id!);
    if (order && order.status !== 'WP') return xunhupayErrors.duplicate;
    if (!order || order.totalFee !== params.total_fee) {
      // An unpaid order asked for again is replaced, as the gateway keys orders by trade_order_id until paid.
      order = {
        openOrderId: String(gateway().nextOrderId++),
        tradeOrderId: params.trade_order_id!,
        totalFee: params.total_fee!,
        paidFee: null,
        title: params.title!,
        notifyUrl: params.notify_url!,
        returnUrl: params.return_url ?? '',
        callbackUrl: params.callback_url ?? '',
        plugins: params.plugins ?? '',
        attach: params.attach ?? '',
        type: params.type ?? '',
        status: 'WP',
        transactionId: null,
        createdAt: beijingDateTime(Date.now()),
        paidAt: null,
        deliveries: [],
      };
      orders.set(order.tradeOrderId, order);
    }
    const answer = {
      openid: Number(order.openOrderId),
      url_qrcode: link(request, 'qrcode.html', order),
      url: link(request, 'cashier.html', order),
      errcode: 0,
      errmsg: 'success!',
    };
    return signed(answer, config.appsecret);
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/payment/query.html',
    handler: async (request) => {
      const params = paramsOf(request);
      if (!params) return xunhupayErrors.invalid('request body');
      if (!params.out_trade_order && !params.open_order_id) return xunhupayErrors.missing('out_trade_order');
      const error = checkCommon(gateway(), params, ['appid', 'time', 'nonce_str', 'hash']);
      if (error) return error;
      const order = params.open_order_id ? byId(params.open_order_id) : gateway().orders.get(params.out_trade_order!);
      if (!order) return xunhupayErrors.notFound;
      return signed({ errcode: 0, errmsg: 'success!', data: xunhupayOrderData(order) }, gateway().config.appsecret);
    },
  });

  app.get<{ Querystring: { id?: string } }>('/payment/cashier.html', async (request, reply: FastifyReply) => {
    const order = byId(request.query.id);
    if (!order) return reply.code(404).type('text/html; charset=utf-8').send('<!DOCTYPE html><html><body>Order not found!</body></html>');
    const escape = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!DOCTYPE html><html><head><meta charset="utf-8"><title>虎皮椒收银台</title></head><body><p id="title">${escape(order.title)}</p><p id="total_fee">${order.totalFee}</p><p id="status">${order.status}</p></body></html>`,
      );
  });

  app.get<{ Querystring: { id?: string } }>('/payment/qrcode.html', async (request, reply) => {
    const order = byId(request.query.id);
    if (!order) return reply.code(404).send();
    return reply.type('image/png').send(await qrPng(link(request, 'cashier.html', order)));
  });
};
