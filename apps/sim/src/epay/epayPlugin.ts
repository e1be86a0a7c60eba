import { randomInt } from 'node:crypto';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { beijingDateTime, requestParams, YUAN_2DP } from '../payments/notifyDelivery.js';
import { epaySignValid } from './epaySign.js';
import { EPAY_TYPES, type EpayOrder, type EpayState } from './epayState.js';

const OUT_TRADE_NO = /^[A-Za-z0-9._\-|]{1,64}$/;
const MAX_NAME_BYTES = 127;

type Params = Record<string, string>;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The gateway's message page (sysmsg): HTTP 200, HTML. */
function htmlMessage(reply: FastifyReply, message: string): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!DOCTYPE html><html><head><meta charset="utf-8"><title>站点提示信息</title></head><body><div class="container"><h3>站点提示信息</h3><p class="msg">${escapeHtml(message)}</p></div></body></html>`,
    );
}

function cashierPage(order: EpayOrder): string {
  const field = (id: string, value: string) => `<p id="${id}">${escapeHtml(value)}</p>`;
  return (
    '<!DOCTYPE html><html><head><meta charset="utf-8"><title>收银台</title></head><body><h3>收银台</h3>' +
    field('trade_no', order.tradeNo) +
    field('out_trade_no', order.outTradeNo) +
    field('name', order.name) +
    field('money', order.money) +
    field('type', order.type) +
    `<p id="status">${order.status === 1 ? '已支付' : '待支付'}</p></body></html>`
  );
}

/** Checks a payment request as submit.php and mapi.php do; the order to create, or the gateway's message. */
function checkPayRequest(gateway: EpayState, params: Params, via: EpayOrder['via']): { error: string } | { order: EpayOrder } {
  const { config } = gateway;
  if (!params.pid) return { error: 'PID不存在' };
  if (params.pid !== config.pid) return { error: '商户不存在！' };
  if (!params.sign) return { error: '签名(sign)不能为空' };
  if (!epaySignValid(params, config.key, config.signStyle)) return { error: '签名校验失败！' };
  if (params.sign_type !== undefined && params.sign_type !== 'MD5') return { error: '签名类型(sign_type)不支持' };
  if (!params.out_trade_no) return { error: '订单号(out_trade_no)不能为空' };
  if (!params.notify_url) return { error: '通知地址(notify_url)不能为空' };
  if (via === 'submit.php' && !params.return_url) return { error: '回调地址(return_url)不能为空' };
  if (!params.name) return { error: '商品名称(name)不能为空' };
  if (!params.money) return { error: '金额(money)不能为空' };
  if (!YUAN_2DP.test(params.money) || Number(params.money) <= 0) return { error: '金额不合法' };
  if (!OUT_TRADE_NO.test(params.out_trade_no)) return { error: '订单号(out_trade_no)格式不正确' };
  if (Buffer.byteLength(params.name) > MAX_NAME_BYTES) return { error: '商品名称不能超过127字节' };
  if (!/^https?:\/\/[^\s]+$/.test(params.notify_url)) return { error: '通知地址(notify_url)格式不正确' };
  if (via === 'mapi.php' && !params.type) return { error: '支付方式(type)不能为空' };
  if (params.type && !(EPAY_TYPES as readonly string[]).includes(params.type)) return { error: '支付方式(type)不存在' };
  if (via === 'mapi.php' && !params.clientip) return { error: '用户IP地址(clientip)不能为空' };
  const existing = gateway.orders.get(params.out_trade_no);
  if (existing?.status === 1) return { error: '该订单号已支付，请勿重复提交' };
  // A repeated request for the same unpaid order re-opens it; a different amount is a conflict.
  if (existing && existing.money !== params.money) return { error: '订单号(out_trade_no)已存在' };
  if (existing) return { order: existing };
  const now = Date.now();
  const tradeNo = `${beijingDateTime(now).replace(/\D/g, '')}${String(gateway.nextTradeNo++).padStart(5, '0')}`;
  return {
    order: {
      tradeNo,
      apiTradeNo: null,
      outTradeNo: params.out_trade_no,
      pid: params.pid,
      type: params.type ?? '',
      name: params.name,
      money: params.money,
      paidMoney: null,
      notifyUrl: params.notify_url,
      returnUrl: params.return_url ?? '',
      param: params.param ?? '',
      clientip: params.clientip ?? '',
      device: params.device ?? 'pc',
      via,
      status: 0,
      addtime: beijingDateTime(now),
      endtime: null,
      buyer: '',
      deliveries: [],
    },
  };
}

/** The fields api.php reports for an order. */
function epayQueryFields(order: EpayOrder) {
  return {
    trade_no: order.tradeNo,
    out_trade_no: order.outTradeNo,
    api_trade_no: order.apiTradeNo ?? '',
    type: order.type,
    pid: order.pid,
    addtime: order.addtime,
    endtime: order.endtime,
    name: order.name,
    money: order.paidMoney ?? order.money,
    status: order.status,
    param: order.param,
    buyer: order.buyer,
  };
}

/**
 * epay (彩虹易支付 family), mounted under a prefix that stands for the gateway root: submit.php (browser), mapi.php (API),
 * api.php?act=order (query) and the cashier page. The gateway's state is `state[key]` so that several gateways (epay, mpay)
 * can run side by side. Payments and notifies are driven through the control API.
 */
export const epayPlugin: FastifyPluginAsync<{ gateway: () => EpayState }> = async (app, { gateway }) => {
  const prefix = app.prefix;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError, _request, reply) =>
    reply.code((error.statusCode ?? 500) < 500 ? 200 : 500).send({ code: -1, msg: (error.statusCode ?? 500) < 500 ? '请求参数错误' : '系统错误' }),
  );
  const cashierUrl = (request: FastifyRequest, order: EpayOrder) => `${request.protocol}://${request.host}${prefix}/cashier.php?trade_no=${order.tradeNo}`;

  app.route({
    method: ['GET', 'POST'],
    url: '/submit.php',
    handler: async (request, reply) => {
      const result = checkPayRequest(gateway(), requestParams(request.url, request.body), 'submit.php');
      if ('error' in result) return htmlMessage(reply, result.error);
      gateway().orders.set(result.order.outTradeNo, result.order);
      return reply.type('text/html; charset=utf-8').send(cashierPage(result.order));
    },
  });

  app.post('/mapi.php', async (request) => {
    const result = checkPayRequest(gateway(), requestParams(request.url, request.body), 'mapi.php');
    if ('error' in result) return { code: -1, msg: result.error };
    const { order } = result;
    gateway().orders.set(order.outTradeNo, order);
    const link = cashierUrl(request, order);
    const field = gateway().config.mapiReply;
    // A QR link the buyer's wallet opens; the sim points it at its cashier page.
    const value = field === 'urlscheme' ? `weixin://dl/business/?t=sim${order.tradeNo}` : field === 'qrcode' ? `${link}&qr=1` : link;
    return { code: 1, msg: '接口请求成功', trade_no: order.tradeNo, [field]: value };
  });

  app.get<{ Querystring: { trade_no?: string } }>('/cashier.php', async (request, reply) => {
    const order = [...gateway().orders.values()].find((o) => o.tradeNo === request.query.trade_no);
    if (!order) return htmlMessage(reply.code(404), '订单不存在');
    return reply.type('text/html; charset=utf-8').send(cashierPage(order));
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api.php',
    handler: async (request) => {
      const params = requestParams(request.url, request.body);
      const { config, orders } = gateway();
      if (params.act !== 'order') return { code: -5, msg: 'No Act!' };
      if (params.pid !== config.pid) return { code: -3, msg: 'PID不存在' };
      if (params.key !== config.key) return { code: -3, msg: 'KEY校验失败' };
      if (!params.out_trade_no && !params.trade_no) return { code: -4, msg: '订单号不能为空' };
      const order = params.trade_no ? [...orders.values()].find((o) => o.tradeNo === params.trade_no) : orders.get(params.out_trade_no!);
      if (!order) return { code: -1, msg: '订单号不存在' };
      return { code: 1, msg: '查询订单号成功！', ...epayQueryFields(order) };
    },
  });
};

/** A 10-digit trade number for the channel side (api_trade_no). */
export function channelTradeNo(): string {
  return `4200${randomInt(1_000_000_000, 10_000_000_000)}${randomInt(1_000_000_000, 10_000_000_000)}`;
}
