import type { SimState } from '../simState.js';

/** The state as JSON, for `GET /__control/state`. */
export function stateSnapshot(state: SimState) {
  const { openai, wechatMp, sinks, s3, aliyunSms } = state;
  const { secretAccessKey: _secret, ...s3Config } = s3.config;
  const { accessKeySecret: _aliyunSecret, ...aliyunSmsConfig } = aliyunSms.config;
  return {
    openai: { behaviour: openai.behaviour, completions: openai.completions },
    wechatMp: {
      config: wechatMp.config,
      accessTokens: [...wechatMp.accessTokens].map(([accessToken, expiresAt]) => ({ accessToken, expiresAt })),
      tickets: [...wechatMp.tickets.values()],
      deliveries: wechatMp.deliveries,
      oauthUser: wechatMp.oauthUser,
      oauthCodes: [...wechatMp.oauthCodes.values()],
      oauthTokens: [...wechatMp.oauthTokens.values()],
    },
    sinks: { sms: sinks.sms, mail: sinks.mail },
    s3: {
      config: s3Config,
      error: s3.error,
      objects: [...s3.objects].flatMap(([bucket, objects]) =>
        [...objects].map(([key, { body, contentType, etag }]) => ({ bucket, key, size: body.length, contentType, etag })),
      ),
    },
    aliyunSms: { config: aliyunSmsConfig, failure: aliyunSms.failure, usedNonces: [...aliyunSms.usedNonces] },
  };
}
