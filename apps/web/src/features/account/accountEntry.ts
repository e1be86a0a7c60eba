import { planSilentLogin, planUrlLogin } from '@lingxi/flows/session';
import { detectClientType, readClientEnv } from '../../platform/clientType';
import { sessionStore } from '../../state/sessionStore';
import { api } from '../../site/api';
import { configNumber, configString, type SiteConfig } from '../../site/siteStore';
import { logIn } from './sessionControl';

/**
 * SPEC §4: a token in the URL query logs the user in (账户登录成功、开始体验吧！) and leaves the
 * address; other parameters stay for the navigation guard. True when it did.
 */
export function loginFromUrl(): boolean {
  const plan = planUrlLogin(window.location.search);
  if (!plan) return false;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${plan.search}${window.location.hash}`);
  void logIn(plan.token, 'url');
  return true;
}

/**
 * SPEC §4 silent login inside WeChat's browser (operator switch wechatSilentLoginStatus, no home
 * path, not logged in): a code in the URL is exchanged for a token, else the browser goes to
 * WeChat's authorisation page. A WeChat user without an account is registered and sent round once
 * more, because the code was used.
 */
export async function silentLogin(config: SiteConfig): Promise<void> {
  const plan = planSilentLogin({
    clientType: detectClientType(readClientEnv(window)),
    silentLoginEnabled: configNumber(config, 'wechatSilentLoginStatus') === 1,
    homePath: configString(config, 'clientHomePath'),
    hasToken: sessionStore.get().token !== null,
    code: new URLSearchParams(window.location.search).get('code'),
    url: window.location.href,
  });
  if (plan.action === 'none') return;
  if (plan.action === 'authorize') {
    window.location.assign(await api.post('/official/getRedirectUrl', { json: { url: plan.returnUrl }, silent: true }));
    return;
  }
  window.history.replaceState(window.history.state, '', plan.cleanUrl);
  const result = await api.post('/official/loginByCode', { json: { code: plan.code }, silent: true });
  if ('token' in result) return logIn(result.token, 'silent');
  await api.post('/auth/registeV3', { json: { openId: result.openId }, silent: true });
  window.location.assign(await api.post('/official/getRedirectUrl', { json: { url: plan.cleanUrl }, silent: true }));
}
