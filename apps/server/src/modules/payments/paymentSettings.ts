import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.js';
import type { ConfigStore } from '../../domain/config/configStore.js';
import type { Clock } from '../../domain/clock.js';
import { EpayGateway } from './epayGateway.js';
import { providerPriority, type PaymentGateway, type ProviderName } from './paymentGateway.js';
import { WechatPayGateway } from './wechatPayGateway.js';
import { XunhupayGateway } from './xunhupayGateway.js';

export interface GatewayContext {
  config: ConfigStore;
  log: FastifyBaseLogger;
  env: Pick<Env, 'WECHAT_PAY_API_BASE'>;
  clock: Clock;
}

const statusKey: Record<ProviderName, string> = { wechat: 'payWechatStatus', mpay: 'payMpayStatus', hupi: 'payHupiStatus', epay: 'payEpayStatus' };

const trimmedSlash = (url: string) => url.replace(/\/+$/, '');

function channels(config: ConfigStore, key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(config.get<string>(key, '[]'));
    return Array.isArray(parsed) ? parsed.filter((channel): channel is string => typeof channel === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The provider's gateway from the operator's current settings (read from memory, so a change applies to
 * the next order), or null when a setting it needs is missing.
 */
export function gatewayFor(name: ProviderName, { config, env, clock, log }: GatewayContext): PaymentGateway | null {
  const text = (key: string) => String(config.get<unknown>(key, '') ?? '').trim();
  const complete = (values: Record<string, string>) => Object.values(values).every(Boolean);
  if (name === 'wechat') {
    const settings = {
      apiBase: env.WECHAT_PAY_API_BASE,
      appId: text('payWechatAppId'),
      mchId: text('payWechatMchId'),
      serialNo: text('payWechatSerialNo'),
      privateKey: text('payWechatPrivateKey'),
      apiV3Key: text('payWechatApiV3Key'),
      publicKeyId: text('payWechatPublicKeyId'),
      publicKey: text('payWechatPublicKey'),
    };
    return complete(settings) ? new WechatPayGateway(settings, clock) : null;
  }
  if (name === 'hupi') {
    const settings = { gatewayUrl: trimmedSlash(text('payHupiGatewayUrl')), appId: text('payHupiAppId'), appSecret: text('payHupiSecret') };
    return complete(settings) ? new XunhupayGateway(settings, log) : null;
  }
  const prefix = name === 'epay' ? 'payEpay' : 'payMpay';
  const required = { url: trimmedSlash(text(`${prefix}Url`)), pid: text(`${prefix}Pid`), key: text(name === 'epay' ? 'payEpaySecret' : 'payMpayKey') };
  if (!complete(required)) return null;
  return new EpayGateway(name, {
    ...required,
    signStyle: text(`${prefix}SignStyle`) === 'ampKey' ? 'ampKey' : 'plain',
    apiPayUrl: text(`${prefix}ApiPayUrl`),
    channels: channels(config, `${prefix}Channel`),
  });
}

function providerEnabled(name: ProviderName, config: ConfigStore): boolean {
  return Number(config.get<unknown>(statusKey[name], 0)) === 1;
}

/** The provider new orders go to: the first enabled and fully configured one in SPEC §9's order. */
export function activeGateway(context: GatewayContext): PaymentGateway | null {
  for (const name of providerPriority) {
    if (!providerEnabled(name, context.config)) continue;
    const gateway = gatewayFor(name, context);
    if (gateway) return gateway;
  }
  return null;
}
