import { describe, expect, it } from 'vitest';
import { readBootData } from './bootData';

const pageWith = (text: string | null) =>
  ({ getElementById: (id: string) => (id === 'lx-boot' && text !== null ? { textContent: text } : null) }) as unknown as Document;
const envelope = <T>(data: T) => ({ code: 200, data, message: '请求成功', success: true });
const boot = {
  host: 'lingxi.test',
  genuineness: 2,
  config: envelope({ siteName: '灵犀</script>' }),
  sideMenu: envelope([{ id: 1, menuName: 'AI 对话' }]),
  mobileMenu: envelope([]),
};

describe('readBootData', () => {
  it('takes the config, menus and genuineness the page was rendered with for this host', () => {
    expect(readBootData(pageWith(JSON.stringify(boot).replace(/</g, '\\u003c')), 'lingxi.test')).toEqual({
      config: { siteName: '灵犀</script>' },
      configLoaded: true,
      genuineness: 2,
      sideMenu: [{ id: 1, menuName: 'AI 对话' }],
      mobileMenu: [],
      menusLoaded: true,
    });
  });

  it('leaves the app to fetch when there is none, it is broken, or it was rendered for another host', () => {
    expect(readBootData(pageWith(null), 'lingxi.test')).toBeNull();
    expect(readBootData(pageWith('{"host":'), 'lingxi.test')).toBeNull();
    expect(readBootData(pageWith(JSON.stringify(boot)), 'proxy.internal:8080')).toBeNull();
  });
});
