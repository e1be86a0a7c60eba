import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DomainError, UpstreamUnavailableError } from '../../../domain/errors.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { siteBase } from '../../../http/siteBase.js';
import { say } from '../../../http/validationMessage.js';
import { adminScope } from '../../../plugins/app/admin.js';
import { wechatTestMessages, wechatTokenAdvice } from '../adminWechatMessages.js';
import { OfficialAccountClient, WechatApiError } from '../officialAccountClient.js';

/** The path WeChat pushes to (routes.ts: GET for the server-URL check, POST for events). */
const wechatNotifyPath = '/api/official/notify';
const testLimit = { max: 5, windowMs: 10 * 60_000 };

const isSet = (value: unknown) => String(value ?? '').trim() !== '';

/**
 * The back office's view of the official account (issue 17 登录与通知): the server URL to paste into WeChat's 服务器配置
 * and which credentials are set (never their values), and a test that asks WeChat for an access token with them.
 */
const adminWechatTest: FastifyPluginAsyncTypebox = async (app) => {
  const config = app.configStore;
  await app.register(
    adminScope(async (operator) => {
      operator.get(
        '/admin/channels/wechat',
        {
          schema: {
            tags: ['admin'],
            summary: 'The official account: the server URL to paste into WeChat, and which of its settings are set',
            description:
              'serverUrl is siteUrl + the notify path; while siteUrl is unset it is built from the address this request came to ' +
              '(siteUrlSet false: the operator should set siteUrl, since WeChat needs the public address).',
            response: {
              200: Envelope(
                Type.Object({
                  serverUrl: Type.String(),
                  siteUrlSet: Type.Boolean(),
                  appIdSet: Type.Boolean(),
                  appSecretSet: Type.Boolean(),
                  tokenSet: Type.Boolean(),
                }),
              ),
              ...errorReplies(401, 403),
            },
          },
        },
        async (request) => {
          const siteUrl = String(config.get<string>('siteUrl', '') ?? '').trim();
          return ok({
            serverUrl: `${siteBase(request, siteUrl)}${wechatNotifyPath}`,
            siteUrlSet: siteUrl !== '',
            appIdSet: isSet(config.get('wechatOfficialAppId', '')),
            appSecretSet: isSet(config.get('wechatOfficialAppSecret', '')),
            tokenSet: isSet(config.get('wechatOfficialToken', '')),
          });
        },
      );

      operator.post(
        '/admin/channels/wechat-test',
        {
          schema: {
            tags: ['admin'],
            summary: 'Asks WeChat for a fresh access token with the configured AppID and AppSecret (5 per 10 minutes)',
            description: 'A refusal answers 502 with what to fix (secret, app id, IP whitelist…). The token is never returned.',
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403, 429, 502) },
          },
        },
        async (request) => {
          const count = await app.ephemeral.increment(`admin:channelTest:wechat:${request.user.id}`, testLimit.windowMs);
          if (count > testLimit.max) throw new DomainError(wechatTestMessages.tooMany, 429);
          const audit = (after: Record<string, unknown>) =>
            app.audit(request, { operatorId: request.user.id, action: 'channels.wechatTest', target: 'wechat:official', after });
          try {
            // Fresh: a cached token would only prove that the credentials worked once.
            await new OfficialAccountClient(app.env, config, app.ephemeral).accessToken(true);
          } catch (error) {
            if (error instanceof WechatApiError) {
              await audit({ ok: false, errcode: error.errcode });
              throw new DomainError(wechatTokenAdvice[error.errcode] ?? wechatTestMessages.errcode(error.errcode), 502);
            }
            if (error instanceof UpstreamUnavailableError) {
              await audit({ ok: false, error: 'unreachable' });
              throw new DomainError(wechatTestMessages.unreachable, 502);
            }
            // Not configured (管理员未配置微信公众号) and anything else: as it is.
            throw error;
          }
          await audit({ ok: true });
          return ok(null, say(request, wechatTestMessages.connected));
        },
      );
    }),
  );
};
export default adminWechatTest;
