import type { ConfigStore } from '../../domain/config/configStore.js';
import { defaultConfig } from '../../seed/defaultConfig.js';
import type { ProviderName } from './paymentGateway.js';

/**
 * Each provider's switch (a site key) and settings, as `paymentSettings.gatewayFor` reads them: the required ones
 * must all be set for the provider to take orders (a channel list must open at least one channel).
 */
const providerKeys: Record<ProviderName, { switchKey: string; required: string[]; optional: string[] }> = {
  wechat: {
    switchKey: 'payWechatStatus',
    required: [
      'payWechatAppId',
      'payWechatMchId',
      'payWechatSerialNo',
      'payWechatPrivateKey',
      'payWechatApiV3Key',
      'payWechatPublicKeyId',
      'payWechatPublicKey',
    ],
    optional: [],
  },
  mpay: {
    switchKey: 'payMpayStatus',
    required: ['payMpayUrl', 'payMpayPid', 'payMpayKey', 'payMpayChannel'],
    optional: ['payMpayApiPayUrl', 'payMpaySignStyle'],
  },
  hupi: { switchKey: 'payHupiStatus', required: ['payHupiGatewayUrl', 'payHupiAppId', 'payHupiSecret'], optional: [] },
  epay: {
    switchKey: 'payEpayStatus',
    required: ['payEpayUrl', 'payEpayPid', 'payEpaySecret', 'payEpayChannel'],
    optional: ['payEpayApiPayUrl', 'payEpaySignStyle'],
  },
};

const isPublic = new Map(defaultConfig.map((entry) => [entry.key, entry.public]));

/** Set as the site settings screen counts it: anything but empty (an empty channel list is unset). */
const isSet = (value: unknown) => !(value === undefined || value === null || String(value).trim() === '' || value === '[]');

/** A setting as the back office sees it: a site key with its value, a secret only as set or not. */
export type ProviderSetting = { key: string; required: boolean; secret: boolean; set: boolean; value?: unknown };

export function providerSettings(
  name: ProviderName,
  config: ConfigStore,
): { switchKey: string; enabled: boolean; settings: ProviderSetting[]; missing: string[] } {
  const { switchKey, required, optional } = providerKeys[name];
  const settings = [...required.map((key) => ({ key, required: true })), ...optional.map((key) => ({ key, required: false }))].map(({ key, required }) => {
    const value = config.get<unknown>(key, '');
    const secret = isPublic.get(key) !== true;
    return { key, required, secret, set: isSet(value), ...(secret ? {} : { value }) };
  });
  return {
    switchKey,
    enabled: Number(config.get<unknown>(switchKey, 0)) === 1,
    settings,
    missing: settings.filter((setting) => setting.required && !setting.set).map((setting) => setting.key),
  };
}
