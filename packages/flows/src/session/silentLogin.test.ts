import { describe, expect, it } from 'vitest';
import { planSilentLogin, type SilentLoginInput } from './silentLogin';

const base: SilentLoginInput = {
  clientType: 'wechat',
  silentLoginEnabled: true,
  homePath: '',
  hasToken: false,
  code: null,
  url: 'https://ai.example.com/chat?inVitecode=K9#top',
};

describe('planSilentLogin', () => {
  it('redirects to the platform authorisation with the page URL (no hash)', () => {
    expect(planSilentLogin(base)).toEqual({ action: 'authorize', returnUrl: 'https://ai.example.com/chat?inVitecode=K9' });
  });

  it('exchanges a code from the URL and cleans code and state out of it', () => {
    const url = 'https://ai.example.com/chat?code=C0DE&state=s1&inVitecode=K9#top';
    expect(planSilentLogin({ ...base, code: 'C0DE', url })).toEqual({
      action: 'exchangeCode',
      code: 'C0DE',
      cleanUrl: 'https://ai.example.com/chat?inVitecode=K9#top',
    });
  });

  it('does not ask again when the user came back without a code (declined)', () => {
    expect(planSilentLogin({ ...base, url: 'https://ai.example.com/chat?state=s1' })).toEqual({ action: 'none' });
  });

  it.each([
    ['outside the messaging platform', { clientType: 'mobile' }],
    ['when disabled', { silentLoginEnabled: false }],
    ['with a home path set', { homePath: '/welcome' }],
    ['when logged in', { hasToken: true, code: 'C0DE' }],
  ] as const)('does nothing %s', (_, change) => {
    expect(planSilentLogin({ ...base, ...change })).toEqual({ action: 'none' });
  });

  it('treats a blank home path as unset and a blank code as none', () => {
    expect(planSilentLogin({ ...base, homePath: '  ', code: ' ' }).action).toBe('authorize');
  });
});
