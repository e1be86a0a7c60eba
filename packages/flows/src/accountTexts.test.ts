import { describe, expect, it } from 'vitest';
import { bindAccountCatalog } from './bindAccount/messages';
import type { FlowCatalog } from './i18n';
import { loginDialogCatalogs } from './loginDialog/messages';
import { sessionCatalog } from './session/messages';
import { settingsCatalog } from './settings/messages';

const catalogs: readonly FlowCatalog[] = [...loginDialogCatalogs, sessionCatalog, settingsCatalog, bindAccountCatalog];

/** SPEC §5 and §8 texts of the accounts area, verbatim. */
const specTexts = [
  // §5
  '输入的昵称不能为空',
  '输入的用户名不能为空',
  '原密码不能为空',
  '密码不能为空',
  '确认密码不能为空',
  '密码的长度为6-18位',
  '两次输入的密码不一致',
  '请输入手机号',
  '请输入正确格式的手机号',
  '邮箱地址不能为空',
  '请输入正确格式的邮箱地址',
  '请阅读并勾选用户协议、隐私政策',
  '用户名不能为空',
  '用户名长度不能少于6位',
  '用户名格式错误，请更正（字母+数字）',
  '两次密码不一致',
  '请输入正确的用户名',
  // §8
  '请先登录后再进行使用！',
  '请联系管理员',
  '验证信息发送成功，请前往邮箱完成绑定/修改',
  '登出账户成功！',
  '账户登录成功、开始体验吧！',
  '注销成功，系统即将自动退出',
  '手机号绑定成功',
] as const;

const entries = catalogs.flatMap((catalog) => Object.keys(catalog['zh-CN']).map((key) => ({ key, catalog })));

describe('account texts (SPEC §5, §8)', () => {
  it.each(specTexts)('%s is a zh-CN text, translated into English and Traditional Chinese', (text) => {
    const found = entries.filter(({ key, catalog }) => catalog['zh-CN'][key] === text);
    expect(found.length, text).toBeGreaterThan(0);
    for (const { key, catalog } of found) {
      expect(catalog.en[key], key).toMatch(/\S/);
      expect(catalog.en[key], key).not.toMatch(/\p{Script=Han}/u);
      expect(catalog['zh-TW'][key], key).toMatch(/\p{Script=Han}/u);
    }
  });
});
