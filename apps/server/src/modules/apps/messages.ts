import type { Localized } from '../../domain/errors.js';

/** What the app store's calls say (SPEC §5 create app, §8; the texts verbatim). */
export const appMessages = {
  categoryRequired: { zh: '请选择分类', en: 'Choose a category' },
  unknownCategory: { zh: '该分类不存在！', en: 'This category does not exist!' },
  nameRequired: { zh: '请输入应用名称', en: 'Enter the app’s name' },
  nameLength: { zh: '应用名称长度为2-10个字符', en: 'An app name is 2–10 characters' },
  officialNameLength: { zh: '应用名称长度为2-30个字符', en: 'An app name is 2–30 characters' },
  presetRequired: { zh: '请输入预设prompt', en: 'Enter the preset prompt' },
  presetLength: { zh: '预设prompt长度为6-1200个字符', en: 'The preset prompt is 6–1,200 characters' },
  desRequired: { zh: '请输入简短的应用描述', en: 'Enter a short description' },
  desLength: { zh: '应用描述最多50个字符', en: 'A description is 50 characters at most' },
  demoRequired: { zh: '请输入示例数据、按回车换行表示新增一条', en: 'Enter example questions, one per line' },
  demoLength: { zh: '示例数据最多100个字符', en: 'The examples are 100 characters at most in all' },
  logoRequired: { zh: '请上传应用Logo', en: 'Upload the app’s logo' },
  logoType: { zh: '仅支持 jpg、jpeg、png 格式的图片', en: 'Only jpg, jpeg and png pictures are supported' },
  publicRequired: { zh: '请选择是否公开', en: 'Choose whether it is public' },
  nameTaken: { zh: '该应用名称已存在！', en: 'An app with this name exists already!' },
  notYours: { zh: '您正在编辑一个不存在的应用！', en: 'You are editing an app that does not exist!' },
  underReview: { zh: '应用审核中，暂不可编辑', en: 'The app is under review and cannot be edited now' },
  created: { zh: '个人应用创建完成！', en: 'Your app is created!' },
  updated: { zh: '个人应用修改完成！', en: 'Your app is updated!' },
  collected: { zh: '已将应用加入到我的个人工作台！', en: 'The app is added to your workspace!' },
  uncollected: { zh: '取消收藏成功!', en: 'Removed from your collection!' },
  unavailable: { zh: '该应用已下架或删除', en: 'This app has been taken down or deleted' },
  deleted: { zh: '删除应用成功', en: 'App deleted' },
} satisfies Record<string, Localized>;
