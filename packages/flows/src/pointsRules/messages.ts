import type { FlowCatalog } from '../i18n';

export type PointsRulesMessageKey =
  | 'pointsRules.trigger'
  | 'pointsRules.title'
  | 'pointsRules.description'
  | 'pointsRules.tabs'
  | 'pointsRules.tab.chat'
  | 'pointsRules.tab.app'
  | 'pointsRules.tab.music'
  | 'pointsRules.tab.tool'
  | 'pointsRules.tab.dall'
  | 'pointsRules.tab.mj'
  | 'pointsRules.model'
  | 'pointsRules.basicModel'
  | 'pointsRules.advancedModel'
  | 'pointsRules.deduct'
  | 'pointsRules.vip'
  | 'pointsRules.perUse'
  | 'pointsRules.free'
  | 'pointsRules.vipFree'
  | 'pointsRules.vipDaily'
  | 'pointsRules.vipNone'
  | 'pointsRules.empty'
  | 'pointsRules.loading'
  | 'pointsRules.notSet'
  | 'pointsRules.mode'
  | 'pointsRules.mode.fast'
  | 'pointsRules.mode.relax'
  | 'pointsRules.mode.turbo'
  | 'pointsRules.class1'
  | 'pointsRules.class2'
  | 'pointsRules.class3'
  | 'pointsRules.class1Ops'
  | 'pointsRules.class2Ops'
  | 'pointsRules.class3Ops'
  | 'pointsRules.mjTable'
  | 'pointsRules.close';

/** SPEC §2.3.10 and PROTOCOLS §2 "Midjourney": the points rules dialog. */
export const pointsRulesCatalog: FlowCatalog<PointsRulesMessageKey> = {
  'zh-CN': {
    'pointsRules.trigger': '积分规则',
    'pointsRules.title': '积分规则',
    'pointsRules.description': '各功能每次使用消耗的积分，以及会员的免费权益',
    'pointsRules.tabs': '功能分类',
    'pointsRules.tab.chat': '聊天',
    'pointsRules.tab.app': '应用',
    'pointsRules.tab.music': '音乐',
    'pointsRules.tab.tool': '工具',
    'pointsRules.tab.dall': 'dall绘画',
    'pointsRules.tab.mj': 'mj绘画',
    'pointsRules.model': '模型',
    'pointsRules.basicModel': '基础模型',
    'pointsRules.advancedModel': '高级模型',
    'pointsRules.deduct': '每次消耗',
    'pointsRules.vip': '会员权益',
    'pointsRules.perUse': '{{points}} 积分/次',
    'pointsRules.free': '免费',
    'pointsRules.vipFree': '会员免费',
    'pointsRules.vipDaily': '会员每日免费 {{count}} 次',
    'pointsRules.vipNone': '无',
    'pointsRules.empty': '暂无可用模型',
    'pointsRules.loading': '正在加载模型价格',
    'pointsRules.notSet': '未设置',
    'pointsRules.mode': '模式',
    'pointsRules.mode.fast': '快速模式',
    'pointsRules.mode.relax': '慢速模式',
    'pointsRules.mode.turbo': '极速模式',
    'pointsRules.class1': '绘图类',
    'pointsRules.class2': '放大类',
    'pointsRules.class3': '查询类',
    'pointsRules.class1Ops': '绘图、变体（V1–V4、强/弱变化）、重新生成、扩图、平移、混图、局部重绘、高清放大 2×/4×',
    'pointsRules.class2Ops': '放大单图（U1–U4）、图生文、换脸、提示词精简',
    'pointsRules.class3Ops': '获取种子（查看进度不收费）',
    'pointsRules.mjTable': 'mj绘画积分消耗',
    'pointsRules.close': '关闭',
  },
  en: {
    'pointsRules.trigger': 'Points rules',
    'pointsRules.title': 'Points rules',
    'pointsRules.description': 'Points each use costs, and the free uses members get',
    'pointsRules.tabs': 'Features',
    'pointsRules.tab.chat': 'Chat',
    'pointsRules.tab.app': 'Apps',
    'pointsRules.tab.music': 'Music',
    'pointsRules.tab.tool': 'Tools',
    'pointsRules.tab.dall': 'DALL·E drawing',
    'pointsRules.tab.mj': 'MJ drawing',
    'pointsRules.model': 'Model',
    'pointsRules.basicModel': 'Basic model',
    'pointsRules.advancedModel': 'Advanced model',
    'pointsRules.deduct': 'Cost per use',
    'pointsRules.vip': 'Members',
    'pointsRules.perUse': '{{points}} points per use',
    'pointsRules.free': 'Free',
    'pointsRules.vipFree': 'Free for members',
    'pointsRules.vipDaily': '{{count}} free uses a day for members',
    'pointsRules.vipNone': 'None',
    'pointsRules.empty': 'No models available',
    'pointsRules.loading': 'Loading model prices',
    'pointsRules.notSet': 'Not set',
    'pointsRules.mode': 'Mode',
    'pointsRules.mode.fast': 'Fast',
    'pointsRules.mode.relax': 'Relax',
    'pointsRules.mode.turbo': 'Turbo',
    'pointsRules.class1': 'Generate',
    'pointsRules.class2': 'Upscale',
    'pointsRules.class3': 'Query',
    'pointsRules.class1Ops': 'imagine, variations (V1–V4, strong/subtle), redraw, zoom out, pan, blend, vary region, upscale 2×/4×',
    'pointsRules.class2Ops': 'pick one picture (U1–U4), describe, face swap, shorten',
    'pointsRules.class3Ops': 'seed (checking progress is free)',
    'pointsRules.mjTable': 'MJ drawing costs',
    'pointsRules.close': 'Close',
  },
  'zh-TW': {
    'pointsRules.trigger': '積分規則',
    'pointsRules.title': '積分規則',
    'pointsRules.description': '各功能每次使用消耗的積分，以及會員的免費權益',
    'pointsRules.tabs': '功能分類',
    'pointsRules.tab.chat': '聊天',
    'pointsRules.tab.app': '應用',
    'pointsRules.tab.music': '音樂',
    'pointsRules.tab.tool': '工具',
    'pointsRules.tab.dall': 'dall繪畫',
    'pointsRules.tab.mj': 'mj繪畫',
    'pointsRules.model': '模型',
    'pointsRules.basicModel': '基礎模型',
    'pointsRules.advancedModel': '進階模型',
    'pointsRules.deduct': '每次消耗',
    'pointsRules.vip': '會員權益',
    'pointsRules.perUse': '{{points}} 積分/次',
    'pointsRules.free': '免費',
    'pointsRules.vipFree': '會員免費',
    'pointsRules.vipDaily': '會員每日免費 {{count}} 次',
    'pointsRules.vipNone': '無',
    'pointsRules.empty': '暫無可用模型',
    'pointsRules.loading': '正在載入模型價格',
    'pointsRules.notSet': '未設定',
    'pointsRules.mode': '模式',
    'pointsRules.mode.fast': '快速模式',
    'pointsRules.mode.relax': '慢速模式',
    'pointsRules.mode.turbo': '極速模式',
    'pointsRules.class1': '繪圖類',
    'pointsRules.class2': '放大類',
    'pointsRules.class3': '查詢類',
    'pointsRules.class1Ops': '繪圖、變體（V1–V4、強/弱變化）、重新生成、擴圖、平移、混圖、局部重繪、高清放大 2×/4×',
    'pointsRules.class2Ops': '放大單圖（U1–U4）、圖生文、換臉、提示詞精簡',
    'pointsRules.class3Ops': '取得種子（查看進度不收費）',
    'pointsRules.mjTable': 'mj繪畫積分消耗',
    'pointsRules.close': '關閉',
  },
};
