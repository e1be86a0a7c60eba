import { describe, expect, it } from 'vitest';
import { createTranslator, type FlowCatalog } from './messages';

const catalog: FlowCatalog<'hello' | 'countdown'> = {
  'zh-CN': { hello: '你好', countdown: '{{seconds}} 秒后重新获取' },
  en: { hello: 'Hello', countdown: 'Resend in {{seconds}} s' },
  'zh-TW': { hello: '你好', countdown: '{{seconds}} 秒後重新取得' },
};

describe('createTranslator', () => {
  it('reads the locale’s text and fills placeholders', () => {
    expect(createTranslator([catalog], 'en')('countdown', { seconds: 59 })).toBe('Resend in 59 s');
    expect(createTranslator([catalog], 'zh-TW')('countdown', { seconds: 3 })).toBe('3 秒後重新取得');
  });

  it('falls back to zh-CN for an unknown locale and to the key for an unknown key', () => {
    const t = createTranslator([catalog], 'fr');
    expect(t('hello')).toBe('你好');
    expect(t('missing.key')).toBe('missing.key');
  });
});
