import { describe, expect, it } from 'vitest';
import { flowLocales, interpolate } from '../i18n';
import { chatViewCatalog } from './messages';

describe('chatViewCatalog', () => {
  it('has the same keys in every language; English without Han characters', () => {
    const keys = Object.keys(chatViewCatalog['zh-CN']).sort();
    for (const locale of flowLocales) expect(Object.keys(chatViewCatalog[locale]).sort()).toEqual(keys);
    for (const text of Object.values(chatViewCatalog.en)) expect(text).not.toMatch(/\p{Script=Han}/u);
  });

  it('uses the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
    for (const [key, text] of Object.entries(chatViewCatalog['zh-CN'])) {
      for (const locale of flowLocales)
        expect(placeholders(chatViewCatalog[locale][key as keyof typeof chatViewCatalog.en]), `${locale} ${key}`).toEqual(placeholders(text));
    }
  });

  it('holds the texts the brief names verbatim', () => {
    const zh = chatViewCatalog['zh-CN'];
    expect([zh['chatView.stop'], zh['chatView.stopped'], zh['chatView.regenerate'], zh['chatView.copy'], zh['chatView.copied']]).toEqual([
      '停止生成',
      '已停止生成',
      '重新生成',
      '复制',
      '已复制',
    ]);
    expect([zh['chatView.copyCode'], zh['chatView.reasoning'], zh['chatView.jumpToLatest'], zh['chatView.loadOlder'], zh['chatView.retry']]).toEqual([
      '复制代码',
      '思考过程',
      '回到底部',
      '加载更多',
      '重试',
    ]);
    expect(interpolate(zh['chatView.file'], { name: '报告.pdf' })).toBe('文件：报告.pdf');
  });
});
