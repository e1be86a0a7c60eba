import { describe, expect, it } from 'vitest';
import { flowLocales } from '../i18n';
import { appStoreCatalog } from './messages';

describe('appStoreCatalog', () => {
  it('holds SPEC §5’s messages and the server’s success texts verbatim', () => {
    const zh = appStoreCatalog['zh-CN'];
    expect([
      zh['appStore.form.error.categoryRequired'],
      zh['appStore.form.error.nameRequired'],
      zh['appStore.form.error.nameLength'],
      zh['appStore.form.error.presetRequired'],
      zh['appStore.form.error.presetLength'],
      zh['appStore.form.error.desRequired'],
      zh['appStore.form.error.desLength'],
      zh['appStore.form.error.demoRequired'],
      zh['appStore.form.error.demoLength'],
      zh['appStore.form.error.logoRequired'],
      zh['appStore.form.error.publicRequired'],
    ]).toEqual([
      '请选择分类',
      '请输入应用名称',
      '应用名称长度为2-10个字符',
      '请输入预设prompt',
      '预设prompt长度为6-1200个字符',
      '请输入简短的应用描述',
      '应用描述最多50个字符',
      '请输入示例数据、按回车换行表示新增一条',
      '示例数据最多100个字符',
      '请上传应用Logo',
      '请选择是否公开',
    ]);
    expect(zh['appStore.form.error.logoType']).toBe('仅支持 jpg、jpeg、png 格式的图片');
    expect(zh['appStore.form.created']).toBe('个人应用创建完成！');
    expect(zh['appStore.form.updated']).toBe('个人应用修改完成！');
    expect([zh['appStore.form.title'], zh['appStore.tab.hot'], zh['appStore.tab.mine'], zh['appStore.category.all'], zh['appStore.card.try']]).toEqual([
      '创建应用',
      '热门应用',
      '我的应用',
      '全部',
      '尝试指令',
    ]);
  });

  it('has the same keys in every language, no Chinese in English, nothing blank', () => {
    const keys = Object.keys(appStoreCatalog['zh-CN']).sort();
    for (const locale of flowLocales) expect(Object.keys(appStoreCatalog[locale]).sort()).toEqual(keys);
    for (const text of Object.values(appStoreCatalog.en)) expect(text).not.toMatch(/\p{Script=Han}/u);
    for (const locale of flowLocales) for (const text of Object.values(appStoreCatalog[locale])) expect(text.trim()).not.toBe('');
  });

  it('a label of a card’s button holds its visible text (label in name)', () => {
    for (const locale of flowLocales) {
      const texts = appStoreCatalog[locale];
      expect(texts['appStore.card.tryLabel'].startsWith(texts['appStore.card.try'])).toBe(true);
      expect(texts['appStore.card.editLabel'].startsWith(texts['appStore.card.edit'])).toBe(true);
      expect(texts['appStore.card.deleteLabel'].startsWith(texts['appStore.card.delete'])).toBe(true);
      expect(texts['appStore.role.startLabel'].startsWith(texts['appStore.role.start'])).toBe(true);
    }
  });
});
