import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { Env } from '../../config/env.js';
import { accountMessages } from '../../domain/accounts/accountMessages.js';
import { parseNotifyMessage, passiveTextReply, type NotifyMessage } from '../../domain/wechat/notifyMessage.js';
import { verifyNotifySignature } from '../../domain/wechat/notifySignature.js';
import { rewardInviter } from '../../domain/economy/invites.js';
import { OfficialAccountClient } from '../../domain/wechat/officialAccountClient.js';
import { signWechatRegistrationTicket } from '../../domain/wechat/registrationTicket.js';
import { bindWechatOpenId, findWechatUser } from '../../domain/wechat/wechatAccounts.js';
import { WechatScenes, type Scene } from '../../domain/wechat/wechatScenes.js';
import { DomainError } from '../../http/DomainError.js';
import { Envelope, errorReplies, ok } from '../../http/envelope.js';
import { languageOf } from '../../http/validationMessage.js';

export interface OfficialRoutesOptions {
  env: Pick<Env, 'WECHAT_API_BASE' | 'WECHAT_MP_BASE' | 'WECHAT_OPEN_BASE'>;
}

const SceneStr = Type.String({ minLength: 1, maxLength: 64, description: 'A scene string this server issued' });
const SceneQuery = Type.Object({ sceneStr: SceneStr });
const SceneBody = Type.Object({ sceneStr: SceneStr }, { additionalProperties: false });
const TokenResult = Type.Object({ token: Type.String({ description: 'Session token' }) }, { $id: 'WechatTokenResult', additionalProperties: false });
const OpenIdResult = Type.Object(
  { openId: Type.String({ description: 'A signed 5-minute registration ticket naming the WeChat user (never the raw openid): pass it to registeV3 as openId' }) },
  { $id: 'WechatOpenIdResult', additionalProperties: false },
);
const BindStatus = Type.Object({ status: Type.Boolean(), msg: Type.String() }, { $id: 'WechatBindStatus' });
const SignedQuery = Type.Object({
  signature: Type.Optional(Type.String()),
  timestamp: Type.Optional(Type.String()),
  nonce: Type.Optional(Type.String()),
  echostr: Type.Optional(Type.String()),
});

const redirectUrlInvalid = { zh: '跳转地址无效', en: 'The redirect address is invalid' };
/** An invite code travels with a login scene; anything that cannot be one is dropped, not refused. */
const inviteCodePattern = /^[A-Za-z0-9_-]{1,64}$/;
const secured = [{ bearer: [] }];
/** Polled every second (SPEC §9): two a second per client, with room for a second tab. */
const pollLimit = { rateLimit: { max: 300, timeWindow: '1 minute' } };
const createLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
/** WeChat pushes every follower's events from a few addresses; forged pushes cost one sha1 each. */
const notifyLimit = { rateLimit: { max: 3000, timeWindow: '1 minute' } };

/**
 * SPEC §7 "Messaging-platform login and binding", PROTOCOLS §3 done safely (§8 items 3, 4, 9, 17):
 * scenes are created here and live in the shared ephemeral store for the QR's 120 s; event pushes
 * count only with WeChat's signature; a token is issued only for a scene this server created and
 * a user who really scanned it; an unknown user gets a signed registration ticket, not the openid.
 */
const official: FastifyPluginAsyncTypebox<OfficialRoutesOptions> = async (app, { env }) => {
  const client = new OfficialAccountClient(env, app.configStore, app.ephemeral);
  const scenes = new WechatScenes(app.ephemeral, app.clock);
  const db = app.database.db;

  // WeChat posts XML; this parser applies to this plugin's routes only.
  app.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

  /** The QR image of a live scene: one WeChat QR per scene, expiring with it. */
  async function qrImageOf(sceneStr: string, scene: Scene): Promise<string> {
    const existing = await scenes.qrTicket(sceneStr);
    if (existing) return client.qrImageUrl(existing);
    const remaining = scenes.remainingMs(scene);
    if (remaining <= 0) throw new DomainError(accountMessages.wechatSceneInvalid);
    const { ticket } = await client.createSceneQr(sceneStr, Math.ceil(remaining / 1000));
    await scenes.saveQrTicket(sceneStr, scene, ticket);
    return client.qrImageUrl(ticket);
  }

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
    async (request) => {
      client.credentials();
      const invitedBy = request.body.invitedBy;
      const scene = await scenes.create(invitedBy && inviteCodePattern.test(invitedBy) ? { kind: 'login', invitedBy } : { kind: 'login' });
      return ok(scene);
    },
  );

  app.get(
    '/official/getQRCode',
    {
      config: createLimit,
      schema: { tags: ['official'], summary: 'The QR image URL of a login scene', querystring: SceneQuery, response: { 200: Envelope(Type.String()), ...errorReplies(429, 502) } },
    },
    async (request) => {
      const scene = await scenes.get(request.query.sceneStr);
      if (!scene || scene.kind !== 'login') throw new DomainError(accountMessages.wechatSceneInvalid);
      return ok(await qrImageOf(request.query.sceneStr, scene));
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
      const sceneStr = request.body.sceneStr;
      const scene = await scenes.get(sceneStr);
      if (!scene || scene.kind !== 'login') return ok(null);
      const openId = await scenes.scannedOpenId(sceneStr);
      if (!openId) return ok(null);
      const user = await findWechatUser(db, { openId });
      if (!user) {
        const ticket = await signWechatRegistrationTicket(app, { openId, scene: sceneStr, ...(scene.invitedBy ? { invitedBy: scene.invitedBy } : {}) });
        return ok({ openId: ticket });
      }
      // Single use: of concurrent polls, only the one that ends the scene gets the token.
      if (!(await scenes.consume(sceneStr))) return ok(null);
      const token = await app.tokens.sign({ userId: user.id, version: user.tokenVersion });
      return ok({ token }, accountMessages.loginSucceeded[languageOf(request.headers['accept-language'])]);
    },
  );

  app.post(
    '/official/getQRSceneStrByBind',
    {
      preHandler: app.authenticate,
      config: createLimit,
      schema: { tags: ['official'], summary: 'A new bind scene for the caller (lives 120 s)', security: secured, response: { 200: Envelope(Type.String()), ...errorReplies(401, 429) } },
    },
    async (request) => {
      client.credentials();
      return ok(await scenes.create({ kind: 'bind', userId: request.user!.id }));
    },
  );

  app.get(
    '/official/getQRCodeByBind',
    {
      preHandler: app.authenticate,
      config: createLimit,
      schema: {
        tags: ['official'],
        summary: "The QR image URL of the caller's own bind scene",
        security: secured,
        querystring: SceneQuery,
        response: { 200: Envelope(Type.String()), ...errorReplies(401, 429, 502) },
      },
    },
    async (request) => {
      const scene = await scenes.get(request.query.sceneStr);
      if (!scene || scene.kind !== 'bind' || scene.userId !== request.user!.id) throw new DomainError(accountMessages.wechatSceneInvalid);
      return ok(await qrImageOf(request.query.sceneStr, scene));
    },
  );

  app.post(
    '/official/bindWxBySceneStr',
    {
      preHandler: app.authenticate,
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
      const language = languageOf(request.headers['accept-language']);
      const userId = request.user!.id;
      const sceneStr = request.body.sceneStr;
      const result = await scenes.bindResult(sceneStr, userId);
      if (result) return ok({ status: result.status, msg: accountMessages[result.message][language] });
      const scene = await scenes.get(sceneStr);
      if (!scene || scene.kind !== 'bind' || scene.userId !== userId) return ok({ status: false, msg: accountMessages.wechatSceneInvalid[language] });
      return ok({ status: false, msg: '' });
    },
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
    async (request) => {
      const identity = await client.exchangeOauthCode(request.body.code);
      const user = await findWechatUser(db, identity);
      if (!user) {
        const ticket = await signWechatRegistrationTicket(app, { openId: identity.openId, ...(identity.unionId ? { unionId: identity.unionId } : {}) });
        return ok({ openId: ticket });
      }
      const token = await app.tokens.sign({ userId: user.id, version: user.tokenVersion });
      return ok({ token }, accountMessages.loginSucceeded[languageOf(request.headers['accept-language'])]);
    },
  );

  app.post(
    '/official/getRedirectUrl',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['official'],
        summary: 'The WeChat authorisation URL that returns to `url` with a code',
        body: Type.Object({ url: Type.String({ minLength: 1, maxLength: 2048 }) }, { additionalProperties: false }),
        response: { 200: Envelope(Type.String()), ...errorReplies(429) },
      },
    },
    async (request) => {
      let target: URL;
      try {
        target = new URL(request.body.url);
      } catch {
        throw new DomainError(redirectUrlInvalid);
      }
      if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new DomainError(redirectUrlInvalid);
      return ok(client.authorizeUrl(request.body.url));
    },
  );

  // WeChat's server-URL check: echo echostr only for WeChat's own signature.
  app.get('/official/notify', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } }, schema: { hide: true, querystring: SignedQuery } }, async (request, reply) => {
    if (!verifyNotifySignature(client.notifyToken(), request.query) || !request.query.echostr) return reply.code(403).type('text/plain; charset=utf-8').send('');
    return reply.type('text/plain; charset=utf-8').send(request.query.echostr);
  });

  /** The operator's passive reply text for a key, or null when unset. */
  const configuredText = (key: string): string | null => {
    const value = app.configStore.get<unknown>(key, '');
    return typeof value === 'string' && value.trim() ? value : null;
  };

  /** Acts on a scan of one of our scenes; returns the passive reply text, if any. */
  async function handleScan(message: NotifyMessage, sceneStr: string): Promise<string | null> {
    const subscribed = message.event === 'subscribe';
    const scene = sceneStr ? await scenes.get(sceneStr) : null;
    // Not a scene of ours (a plain follow, an expired or foreign code): nobody is logged in or bound.
    if (!scene) return subscribed ? configuredText('officialSubscribeText') : null;
    // The first scan of a scene counts; a second person scanning the same code changes nothing.
    if (!(await scenes.recordScan(sceneStr, scene, message.fromUserName))) return null;
    if (scene.kind === 'login') return (subscribed && configuredText('officialSubscribeText')) || configuredText('officialScanLoginText');
    let result: Awaited<ReturnType<typeof bindWechatOpenId>>;
    try {
      result = await bindWechatOpenId(db, scene.userId, message.fromUserName);
      await scenes.saveBindResult(sceneStr, scene.userId, result);
    } catch (error) {
      await scenes.releaseScan(sceneStr).catch(() => {});
      throw error;
    }
    await scenes.consume(sceneStr);
    if (result.status) await rewardInviter(db, app.configStore, scene.userId, app.clock.now());
    return result.status ? configuredText('officialBindAccountText') : null;
  }

  const acknowledge = (reply: FastifyReply) => reply.type('text/plain; charset=utf-8').send('success');

  // Event pushes. The signature is checked before anything else (PROTOCOLS §8.3): a forged push is
  // answered 403 and changes nothing. The reply is immediate: only the scene and bind writes run first.
  app.post('/official/notify', { config: notifyLimit, schema: { hide: true, querystring: SignedQuery } }, async (request, reply) => {
    if (!verifyNotifySignature(client.notifyToken(), request.query)) return reply.code(403).type('text/plain; charset=utf-8').send('');
    const message = typeof request.body === 'string' ? parseNotifyMessage(request.body) : null;
    if (!message || !message.msgType) {
      // Safe (encrypted-only) mode is not supported: the operator chooses plain-text or compatible mode.
      request.log.warn({ encrypted: Boolean(message?.encrypt) }, 'wechat notify: unreadable push ignored');
      return acknowledge(reply);
    }
    if (message.msgType !== 'event' || (message.event !== 'SCAN' && message.event !== 'subscribe')) return acknowledge(reply);
    if (!message.fromUserName || !message.createTime) return acknowledge(reply);
    // A new follower's key carries the qrscene_ prefix; a follower's SCAN key is the scene itself.
    const sceneStr = message.event === 'subscribe' ? (message.eventKey.startsWith('qrscene_') ? message.eventKey.slice('qrscene_'.length) : '') : message.eventKey;
    if (!(await scenes.firstDelivery(message))) return acknowledge(reply);
    let text: string | null;
    try {
      text = await handleScan(message, sceneStr);
    } catch (error) {
      await scenes.forgetDelivery(message).catch(() => {});
      throw error;
    }
    request.log.info({ event: message.event }, 'wechat scan event handled');
    if (!text) return acknowledge(reply);
    return reply.type('text/xml; charset=utf-8').send(passiveTextReply(message, text, app.clock.now()));
  });
};
export default official;
