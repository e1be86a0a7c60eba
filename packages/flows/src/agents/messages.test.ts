import { describe, expect, it } from 'vitest';
import { appStoreCatalog } from '../appStore/messages';
import { createTranslator, flowLocales } from '../i18n';
import { agentsCatalog, agentsCatalogs } from './messages';

describe('agentsCatalog', () => {
  it('has the same keys in every language, no Chinese in English, nothing blank', () => {
    const [source, ...others] = flowLocales.map((locale) => agentsCatalog[locale]);
    for (const other of others) expect(Object.keys(other).sort()).toEqual(Object.keys(source!).sort());
    const texts = flowLocales.flatMap((locale) => Object.values(agentsCatalog[locale]));
    expect(texts.filter((text) => text.trim() === '')).toEqual([]);
    expect(Object.values(agentsCatalog.en).filter((text) => /\p{Script=Han}/u.test(text))).toEqual([]);
  });

  it('words the shared pieces for agents, over the app store’s texts; §5’s messages and the success texts stay customApp’s', () => {
    const t = createTranslator(agentsCatalogs, 'zh-CN');
    expect([t('appStore.card.try'), t('appStore.card.tryLabel', { name: '周报' }), t('appStore.form.title'), t('appStore.form.editTitle')]).toEqual([
      '开始对话',
      '开始对话：周报',
      '创建智能体',
      '编辑智能体',
    ]);
    expect([t('appStore.form.error.nameRequired'), t('appStore.form.created'), t('appStore.form.updated'), t('appStore.form.modelDefault')]).toEqual([
      '请输入应用名称',
      '个人应用创建完成！',
      '个人应用修改完成！',
      '站点默认模型',
    ]);
    expect(['recommend', 'popular', 'latest', 'favorite', 'mine'].map((tab) => t(`agents.tab.${tab}`))).toEqual(['推荐', '热门', '最新', '收藏', '我的']);
    // Every key it lays over is one of the app store's.
    const overlaid = Object.keys(agentsCatalog['zh-CN']).filter((key) => !key.startsWith('agents.'));
    for (const key of overlaid) expect(appStoreCatalog['zh-CN']).toHaveProperty([key]);
  });

  it('a card button’s label holds its visible text (label in name)', () => {
    for (const locale of flowLocales) {
      const t = createTranslator(agentsCatalogs, locale);
      expect(t('appStore.card.tryLabel', { name: 'x' }).startsWith(t('appStore.card.try'))).toBe(true);
    }
  });
});
