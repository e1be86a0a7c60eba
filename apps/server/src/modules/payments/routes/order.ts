import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { payTypes } from '../paymentGateway.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { siteBase } from '../../../http/siteBase.js';
import { authenticated } from '../../../plugins/app/auth.js';
import { Int4 } from '../../../http/bounds.js';

const OrderId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

const CreatedOrder = Type.Object(
  {
    orderId: Type.String(),
    url_qrcode: Type.Optional(Type.String({ description: 'The text to draw as a QR code for the buyer to scan' })),
    redirectUrl: Type.Optional(Type.String({ description: "The provider's cashier page to open" })),
    payParams: Type.Optional(
      Type.Object(
        {
          appId: Type.String(),
          timeStamp: Type.String(),
          nonceStr: Type.String(),
          package: Type.String(),
          signType: Type.Literal('RSA'),
          paySign: Type.String(),
        },
        { description: "WeChat in-app (JSAPI) pay: WeixinJSBridge's chooseWXPay parameters" },
      ),
    ),
  },
  { $id: 'CreatedOrder' },
);

/** SPEC §7 "Orders and packages": buy a package (price from the package, provider by priority) and poll the order. */
const order: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(
    authenticated(async (authed) => {
      authed.post(
        '/order/buy',
        {
          config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
          schema: {
            tags: ['economy'],
            body: Type.Object(
              { goodsId: Int4({ minimum: 1 }), payType: Type.Union(payTypes.map((payType) => Type.Literal(payType))) },
              { additionalProperties: false },
            ),
            response: { 200: Envelope(CreatedOrder), ...errorReplies(401, 429, 502) },
          },
        },
        async (request) => {
          const base = siteBase(request, app.configStore.get<string>('siteUrl', ''));
          const created = await app.orders.create({
            userId: request.user.id,
            goodsId: request.body.goodsId,
            payType: request.body.payType,
            clientIp: request.ip,
            notifyUrl: (provider) => `${base}/api/pay/notify/${provider}`,
            returnUrl: `${base}/`,
          });
          return ok(created);
        },
      );

      authed.get(
        '/order/queryByOrderId',
        {
          // Polled every second (SPEC §9), with room for a second tab.
          config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
          schema: {
            tags: ['economy'],
            querystring: Type.Object({ orderId: OrderId }),
            response: {
              200: Envelope(
                Type.Object({ status: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], { description: '0 pending, 1 paid, 2 expired' }) }),
              ),
              ...errorReplies(401, 404, 429),
            },
          },
        },
        async (request) => ok({ status: await app.orders.status(request.user.id, request.query.orderId) }),
      );
    }),
  );
};
export default order;
