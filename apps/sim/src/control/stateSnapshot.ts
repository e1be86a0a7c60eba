import type { EpayState } from '../epay/epayState.js';
import type { SimState } from '../simState.js';

function epaySnapshot({ config: { key: _key, ...config }, orders }: EpayState) {
  return { config, orders: [...orders.values()] };
}

/** The state as JSON, for `GET /__control/state`. */
export function stateSnapshot(state: SimState) {
  const { openai, wechatMp, sinks, s3, aliyunSms, epay, mpay, xunhupay, wechatPay } = state;
  const { secretAccessKey: _secret, ...s3Config } = s3.config;
  const { accessKeySecret: _aliyunSecret, ...aliyunSmsConfig } = aliyunSms.config;
  return {
    openai: { behaviour: openai.behaviour, completions: openai.completions, embeddings: openai.embeddings },
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
    epay: epaySnapshot(epay),
    mpay: epaySnapshot(mpay),
    xunhupay: { config: { appid: xunhupay.config.appid }, orders: [...xunhupay.orders.values()] },
    wechatPay: {
      config: { appId: wechatPay.config.appId, mchId: wechatPay.config.mchId, merchantSerialNo: wechatPay.config.merchantSerialNo },
      platformPublicKeyId: wechatPay.platform.publicKeyId,
      orders: [...wechatPay.orders.values()],
    },
  };
}
