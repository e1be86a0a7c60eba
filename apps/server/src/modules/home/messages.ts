import type { Localized } from '../../domain/errors.js';

/** What the home slots' back-office calls say (docs/apps.md "Home"). */
export const homeMessages = {
  unknownSlot: { zh: '该推荐位不存在', en: 'This slot does not exist' },
  titleRequired: { zh: '请输入标题', en: 'Enter a title' },
  titleLength: { zh: '标题最多30个字符', en: 'A title is 30 characters at most' },
  targetOrApp: { zh: '请填写跳转路由或选择应用', en: 'Give a route of the site or choose an app' },
  targetAndApp: { zh: '跳转路由和应用只能选择一个', en: 'Give a route or an app, not both' },
  targetInvalid: { zh: '跳转路由须为以 / 开头的站内地址', en: 'A route is an address of this site starting with /' },
  unknownApp: { zh: '应用不存在或已删除', en: 'The app does not exist or was deleted' },
  imageRequired: { zh: '请上传图片', en: 'Upload a picture' },
  imageInvalid: { zh: '图片须为管理员上传到本站的图片', en: 'The picture must be an operator’s upload to this site' },
  scheduleOrder: { zh: '结束时间须晚于开始时间', en: 'The end must come after the start' },
} satisfies Record<string, Localized>;
