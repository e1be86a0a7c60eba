import i18next from 'i18next';
import type { CheckInServices } from '@lingxi/flows/checkIn';
import type { InviteRecordsServices } from '@lingxi/flows/inviteRecords';
import type { KamiServices } from '@lingxi/flows/kami';
import type { PaymentServices, PayType } from '@lingxi/flows/payment';
import type { PackageType, VipPackage } from '@lingxi/flows/vipDialog';
import { api } from '../../site/api';
import { configNumber, configString, type SiteConfig } from '../../site/siteStore';
import { inLanguage } from '../../site/operatorText';

// Dialogs show failures inline, so their calls are `silent` (no second, toasted copy of the message).
const silent = { silent: true } as const;

export const checkInCalls: CheckInServices = {
  loadLog: () => api.get('/signin/signinLog', { ...silent }),
  sign: () => api.post('/signin/sign', { ...silent }),
};

export const kamiCalls: KamiServices = {
  redeem: async (code) => {
    await api.post('/crami/useCrami', { json: { code }, ...silent });
  },
};

export const inviteCalls: Omit<InviteRecordsServices, 'copy'> = {
  generateCode: () => api.post('/user/genInviteCode', { ...silent }),
  loadPage: (query) => api.get('/user/inviteRecord', { query, ...silent }),
};

/** The points rules' model tabs: every enabled model, of every type (the model list). */
export async function loadAllModels() {
  const { rows } = await api.get('/models/list', { query: { page: 1, size: 100 }, ...silent });
  return rows;
}

/** SPEC §7: the packages of one type (1 points, 2 membership); the dialog shows them all, in the interface language. */
export async function loadPackages(type: PackageType): Promise<VipPackage[]> {
  const { rows } = await api.get('/crami/packagePageV2', { query: { type, page: 1, size: 100 }, ...silent });
  return rows.map((row) => inLanguage(row, i18next.language));
}

export const createOrder: PaymentServices['createOrder'] = (request) => api.post('/order/buy', { json: request, ...silent });

// Polled every second: a failed poll is retried, never toasted.
export const queryOrder: PaymentServices['queryOrder'] = (orderId) => api.get('/order/queryByOrderId', { query: { orderId }, ...silent });

/** SPEC §6 auth check before the VIP dialog: a 401 clears the token (and toasts) like any other. */
export const checkAuth = () => api.get('/auth/getInfo', { ...silent });

const channelTypes: readonly PayType[] = ['wxpay', 'alipay'];

/** payMpayChannel / payEpayChannel: a JSON array of channels; unknown, repeated or malformed entries are dropped. */
function channels(config: SiteConfig, key: string): PayType[] {
  try {
    const parsed: unknown = JSON.parse(configString(config, key) || '[]');
    return Array.isArray(parsed) ? [...new Set(parsed)].filter((channel): channel is PayType => (channelTypes as readonly unknown[]).includes(channel)) : [];
  } catch {
    return [];
  }
}

/**
 * The pay types to offer (SPEC §9): the first enabled provider in the order official WeChat pay,
 * mpay, hupi, epay. Official pay is in-app (jsapi) inside WeChat's browser and a Native QR
 * elsewhere; xunhupay (hupi) takes WeChat; mpay and epay offer the channels the operator listed.
 * None enabled → [] (the payment panel says 管理员还未开启支付！).
 */
export function payTypesFor(config: SiteConfig, clientIsWechat: boolean): PayType[] {
  const enabled = (key: string) => configNumber(config, key) === 1;
  if (enabled('payWechatStatus')) return [clientIsWechat ? 'jsapi' : 'native'];
  if (enabled('payMpayStatus')) return channels(config, 'payMpayChannel');
  if (enabled('payHupiStatus')) return ['wxpay'];
  if (enabled('payEpayStatus')) return channels(config, 'payEpayChannel');
  return [];
}
