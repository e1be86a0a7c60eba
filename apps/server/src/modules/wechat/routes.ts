import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { Envelope, errorReplies, ok } from '../../http/envelope.js';
import { languageOf, say } from '../../http/validationMessage.js';
import { authenticated } from '../../plugins/app/auth.js';
import { accountMessages } from '../accounts/index.js';
import type { LoginOutcome } from './officialAccountLogin.js';
import { siteBase } from '../../http/siteBase.js';
import adminWechatTestRoutes from './routes/adminWechatTest.js';

const SceneStr = Type.String({ minLength: 1, maxLength: 64, description: 'A scene string this server issued' });
const SceneQuery = Type.Object({ sceneStr: SceneStr });
const SceneBody = Type.Object({ sceneStr: SceneStr }, { additionalProperties: false });
const TokenResult = Type.Object({ token: Type.String({ description: 'Session token' }) }, { $id: 'WechatTokenResult', additionalProperties: false });
const OpenIdResult = Type.Object(
  {
    openId: Type.String({ description: 'A signed 5-minute registration ticket naming the WeChat user (never the raw openid): pass it to registeV3 as openId' }),
  },
  { $id: 'WechatOpenIdResult', additionalProperties: false },
);
const BindStatus = Type.Object({ status: Type.Boolean(), msg: Type.String() }, { $id: 'WechatBindStatus' });
const SignedQuery = Type.Object({
  signature: Type.Optional(Type.String()),
  timestamp: Type.Optional(Type.String()),
  nonce: Type.Optional(Type.String()),
  echostr: Type.Optional(Type.String()),
});

const secured = [{ bearer: [] }];
/** Polled every second (SPEC §9): two a second per client, with room for a second tab. */
const pollLimit = { rateLimit: { max: 300, timeWindow: '1 minute' } };
const createLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
/** WeChat pushes every follower's events from a few addresses; forged pushes cost one sha1 each. */
const notifyLimit = { rateLimit: { max: 3000, timeWindow: '1 minute' } };

/**
 * SPEC §7 "Messaging-platform login and binding": thin routes over `app.officialAccount` (officialAccountLogin.ts,
 * where scenes, signatures, tickets and pushes are handled).
 */
const official: FastifyPluginAsyncTypebox = async (app) => {
  const login = app.officialAccount;
  /** A token comes with the login message; a registration ticket without one. */
  const loginReply = (outcome: LoginOutcome, acceptLanguage: string | undefined) =>
    'token' in outcome ? ok(outcome, accountMessages.loginSucceeded[languageOf(acceptLanguage)]) : ok(outcome);

  // WeChat posts XML; this parser applies to this plugin's routes only.
  app.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

  app.post(
    '/official/getQRSceneStr',
    {
      config: createLimit,
      // The body is optional: no body at all counts as {}.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags: ['official'],
        summary: 'A new login scene (lives 120 s)',
        body: Type.Object({ invitedBy: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])) }),
        response: { 200: Envelope(Type.String()), ...errorReplies(429) },
      },
    },
    async (request) => ok(await login.createLoginScene(request.body.invitedBy)),
  );

  app.get(
    '/official/getQRCode',
    {
      config: createLimit,
      schema: {
        tags: ['official'],
        summary: "The QR image URL of a login scene, or of the caller's own bind scene (token required; also /official/getQRCodeByBind)",
        description: "The family's bind dialog asks for its QR image here (§7: a follow-up call with sceneStr).",
        querystring: SceneQuery,
        response: { 200: Envelope(Type.String()), ...errorReplies(401, 429, 502) },
      },
    },
    async (request, reply) => {
      const { sceneStr } = request.query;
      if (!(await login.isBindScene(sceneStr))) return ok(await login.loginQrImage(sceneStr));
      await app.authenticate(request, reply);
      const user = request.user;
      if (!user) return reply;
      return ok(await login.bindQrImage(sceneStr, user.id));
    },
  );

  app.post(
    '/official/loginBySceneStr',
    {
      config: pollLimit,
      schema: {
        tags: ['official'],
        summary: 'Poll a login scene: null until scanned, then a token (single use) or a registration ticket',
        body: SceneBody,
        response: { 200: Envelope(Type.Union([Type.Null(), TokenResult, OpenIdResult])), ...errorReplies(429) },
      },
    },
    async (request) => {
      const outcome = await login.pollLogin(request.body.sceneStr);
      return outcome ? loginReply(outcome, request.headers['accept-language']) : ok(null);
    },
  );

  await app.register(
    authenticated(async (authed) => {
      authed.post(
        '/official/getQRSceneStrByBind',
        {
          config: createLimit,
          schema: {
            tags: ['official'],
            summary: 'A new bind scene for the caller (lives 120 s)',
            security: secured,
            response: { 200: Envelope(Type.String()), ...errorReplies(401, 429) },
          },
        },
        async (request) => ok(await login.createBindScene(request.user.id)),
      );

      authed.get(
        '/official/getQRCodeByBind',
        {
          config: createLimit,
          schema: {
            tags: ['official'],
            summary: "The QR image URL of the caller's own bind scene",
            security: secured,
            querystring: SceneQuery,
            response: { 200: Envelope(Type.String()), ...errorReplies(401, 429, 502) },
          },
        },
        async (request) => ok(await login.bindQrImage(request.query.sceneStr, request.user.id)),
      );

      authed.post(
        '/official/bindWxBySceneStr',
        {
          config: pollLimit,
          schema: {
            tags: ['official'],
            summary: "Poll the caller's bind scene: status false with an empty msg while waiting",
            security: secured,
            body: SceneBody,
            response: { 200: Envelope(BindStatus), ...errorReplies(401, 429) },
          },
        },
        async (request) => {
          const { status, message } = await login.bindStatus(request.body.sceneStr, request.user.id);
          return ok({ status, msg: message ? say(request, message) : '' });
        },
      );
    }),
  );

  app.post(
    '/official/loginByCode',
    {
      config: createLimit,
      schema: {
        tags: ['official'],
        summary: 'Silent login in the WeChat browser: the OAuth code for a token or a registration ticket',
        body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 256 }) }, { additionalProperties: false }),
        response: { 200: Envelope(Type.Union([TokenResult, OpenIdResult])), ...errorReplies(429, 502) },
      },
    },
    async (request) => loginReply(await login.loginByCode(request.body.code), request.headers['accept-language']),
  );

  app.post(
    '/official/getRedirectUrl',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['official'],
        summary: 'The WeChat authorisation URL that returns to `url` (a page of this site: siteUrl or an allowed domain) with a code',
        body: Type.Object({ url: Type.String({ minLength: 1, maxLength: 2048 }) }, { additionalProperties: false }),
        response: { 200: Envelope(Type.String()), ...errorReplies(429) },
      },
    },
    async (request) => {
      // This site's pages: its public address (siteUrl, else the plain host this request came to) and the operator's
      // allowed domains.
      const site = new URL(siteBase(request, app.configStore.get<string>('siteUrl', '')));
      const domains = (JSON.parse(app.configStore.get<string>('allowedDomains', '[]')) as string[]).map((domain) => domain.toLowerCase());
      return ok(login.authorizeUrl(request.body.url, (target) => target.host === site.host || domains.includes(target.hostname)));
    },
  );

  // WeChat's server-URL check: echo echostr only for WeChat's own signature.
  app.get(
    '/official/notify',
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } }, schema: { hide: true, querystring: SignedQuery } },
    async (request, reply) => {
      const echo = login.serverUrlEcho(request.query);
      if (echo === null) return reply.code(403).type('text/plain; charset=utf-8').send('');
      return reply.type('text/plain; charset=utf-8').send(echo);
    },
  );

  const acknowledge = (reply: FastifyReply) => reply.type('text/plain; charset=utf-8').send('success');

  // Event pushes: a forged one is answered 403 and changes nothing; the reply is immediate.
  app.post('/official/notify', { config: notifyLimit, schema: { hide: true, querystring: SignedQuery } }, async (request, reply) => {
    const answer = await login.handlePush(request.query, request.body);
    if (answer.kind === 'forbidden') return reply.code(403).type('text/plain; charset=utf-8').send('');
    if (answer.kind === 'ack') {
      if (answer.log) request.log.warn(answer.log, 'wechat notify: unreadable push ignored');
      return acknowledge(reply);
    }
    request.log.info({ event: answer.event }, 'wechat scan event handled');
    if (!answer.reply) return acknowledge(reply);
    return reply.type('text/xml; charset=utf-8').send(answer.reply);
  });

  await app.register(adminWechatTestRoutes);
};
export default official;
