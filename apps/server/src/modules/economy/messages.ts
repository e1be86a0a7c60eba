import type { Localized } from '../../domain/errors.js';

/** What the check-in routes say (card codes' texts are `cardCodeMessages`, beside the redemption they describe). */
export const economyMessages = {
  signedToday: { zh: '今日已签到，明天再来吧', en: 'You have checked in today, come back tomorrow' },
  signedIn: { zh: '签到成功！', en: 'Checked in!' },
};

/** What the back office's package routes say. */
export const goodsMessages = {
  notFound: { zh: '套餐不存在', en: 'No such package' },
  blankName: { zh: '套餐名称不能为空', en: 'The package needs a name' },
  badPrice: (field: string): Localized => ({
    zh: `${field === 'price' ? '售价' : '原价'}格式不正确：请填写最多两位小数的金额（元），如 9.90`,
    en: `Invalid ${field === 'price' ? 'price' : 'original price'}: an amount in yuan with at most two decimals, such as 9.90`,
  }),
  tooManyLines: { zh: '套餐描述最多 6 行（用 / 分隔）', en: 'The description has at most 6 lines (separated by /)' },
  pointsWithoutScore: { zh: '积分套餐的积分必须大于 0', en: 'A points package must grant more than 0 points' },
  membershipWithoutDays: { zh: '会员套餐的天数必须大于 0，或为 -1（永久）', en: 'A membership package needs days above 0, or -1 (lifetime)' },
  unknownLevel: { zh: '会员等级不存在', en: 'No such membership level' },
  referenced: {
    zh: '套餐已被卡密或订单引用，不能删除，请停用而不是删除',
    en: 'Card codes or orders refer to this package: disable it instead of deleting it',
  },
};

/** What the back office's card batch and code routes say. */
export const cardBatchMessages = {
  notFound: { zh: '卡密批次不存在', en: 'No such card batch' },
};

/** What the back office's membership level routes say. */
export const vipLevelMessages = {
  notFound: { zh: '会员等级不存在', en: 'No such membership level' },
  blankName: { zh: '等级名称不能为空', en: 'The level needs a name' },
  deleteDefault: { zh: '默认等级不能删除', en: 'The default level cannot be deleted' },
  referenced: {
    zh: '该等级仍被套餐、会员或模型使用，不能删除',
    en: 'Packages, members or models still use this level: it cannot be deleted',
  },
};
