import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n';
import { sessionCatalog } from './messages';
import { failureMessage, messageText, textOr } from './notify';

describe('message refs', () => {
  it('a rejection shows its localised message, else the fallback key', () => {
    expect(failureMessage(new Error(' 原密码错误 '), 'x.failed')).toEqual({ text: '原密码错误' });
    expect(failureMessage(new Error(''), 'x.failed')).toEqual({ key: 'x.failed' });
    expect(failureMessage('网络异常', 'x.failed')).toEqual({ text: '网络异常' });
    expect(failureMessage({ code: 500 }, 'x.failed')).toEqual({ key: 'x.failed' });
  });

  it('a reply text is used when present', () => {
    expect(textOr('手机号绑定成功', 'x.ok')).toEqual({ text: '手机号绑定成功' });
    expect(textOr('  ', 'x.ok')).toEqual({ key: 'x.ok' });
    expect(textOr(null, 'x.ok')).toEqual({ key: 'x.ok' });
  });

  it('keys are translated, texts shown as they are', () => {
    const t = createTranslator([sessionCatalog], 'en');
    expect(messageText(t, { key: 'session.logoutSuccess' })).toBe('You have signed out.');
    expect(messageText(t, { text: '登录已过期' })).toBe('登录已过期');
  });
});
