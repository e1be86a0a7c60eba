import type { FlowCatalog } from '../i18n';

export type KamiMessageKey =
  | 'kami.trigger'
  | 'kami.title'
  | 'kami.description'
  | 'kami.code'
  | 'kami.placeholder'
  | 'kami.submit'
  | 'kami.submitting'
  | 'kami.required'
  | 'kami.success'
  | 'kami.failed'
  | 'kami.cancel'
  | 'kami.close';

/** SPEC §2.3.14, §5 "Card code": the card-code (卡密) redemption dialog. */
export const kamiCatalog: FlowCatalog<KamiMessageKey> = {
  'zh-CN': {
    'kami.trigger': '权益兑换',
    'kami.title': '卡密兑换',
    'kami.description': '输入卡密，兑换对应的积分或会员权益',
    'kami.code': '卡密',
    'kami.placeholder': '请输入卡密',
    'kami.submit': '立即兑换',
    'kami.submitting': '兑换中',
    'kami.required': '卡密不能为空',
    'kami.success': '卡密兑换成功',
    'kami.failed': '兑换失败，请稍后重试',
    'kami.cancel': '取消',
    'kami.close': '关闭',
  },
  en: {
    'kami.trigger': 'Redeem a code',
    'kami.title': 'Redeem a card code',
    'kami.description': 'Enter a card code to redeem its points or membership.',
    'kami.code': 'Card code',
    'kami.placeholder': 'Enter the card code',
    'kami.submit': 'Redeem',
    'kami.submitting': 'Redeeming',
    'kami.required': 'The card code cannot be empty',
    'kami.success': 'Card code redeemed',
    'kami.failed': 'Redemption failed. Please try again later.',
    'kami.cancel': 'Cancel',
    'kami.close': 'Close',
  },
  'zh-TW': {
    'kami.trigger': '權益兌換',
    'kami.title': '卡密兌換',
    'kami.description': '輸入卡密，兌換對應的積分或會員權益',
    'kami.code': '卡密',
    'kami.placeholder': '請輸入卡密',
    'kami.submit': '立即兌換',
    'kami.submitting': '兌換中',
    'kami.required': '卡密不能為空',
    'kami.success': '卡密兌換成功',
    'kami.failed': '兌換失敗，請稍後再試',
    'kami.cancel': '取消',
    'kami.close': '關閉',
  },
};
