import type { CatalogKey, FlowCatalog } from '../i18n';
import { paymentCatalog } from '../payment/messages';

const zhCN = {
  'vip.trigger': '开通会员',
  'vip.title': '购买套餐',
  'vip.close': '关闭',
  'vip.tabs': '套餐类型',
  'vip.tab.membership': '会员套餐',
  'vip.tab.points': '积分套餐',
  'vip.loading': '套餐加载中',
  'vip.loadFailed': '套餐加载失败',
  'vip.retry': '重新加载',
  'vip.empty': '暂无套餐',
  'vip.buy': '立即购买',
  'vip.buyPackage': '立即购买 {{name}}',
  'vip.price': '¥{{price}}',
  'vip.originPrice': '原价 ¥{{price}}',
  'vip.days': '有效期 {{days}} 天',
  'vip.score.membership': '赠送 {{score}} 积分',
  'vip.score.points': '{{score}} 积分',
  'vip.features': '套餐权益',
  'vip.recommended': '推荐',
  'vip.perDay': '¥{{price}}/天',
  'vip.unavailable': '暂未开放购买',
  'vip.unavailablePackage': '暂未开放购买 {{name}}',
  'vip.redeemHint': '已有卡密？',
  'vip.redeem': '卡密兑换',
} as const;

export type VipDialogMessageKey = keyof typeof zhCN;

/** SPEC §2.3.9: the VIP dialog's packages (tabs 会员套餐 and 积分套餐, 立即购买). */
export const vipDialogCatalog: FlowCatalog<VipDialogMessageKey> = {
  'zh-CN': zhCN,
  en: {
    'vip.trigger': 'Become a member',
    'vip.title': 'Buy a plan',
    'vip.close': 'Close',
    'vip.tabs': 'Plan type',
    'vip.tab.membership': 'Membership plans',
    'vip.tab.points': 'Points packs',
    'vip.loading': 'Loading plans',
    'vip.loadFailed': 'The plans could not be loaded',
    'vip.retry': 'Try again',
    'vip.empty': 'No plans yet',
    'vip.buy': 'Buy now',
    'vip.buyPackage': 'Buy now: {{name}}',
    'vip.price': '¥{{price}}',
    'vip.originPrice': 'Was ¥{{price}}',
    'vip.days': 'Valid for {{days}} days',
    'vip.score.membership': 'Includes {{score}} points',
    'vip.score.points': '{{score}} points',
    'vip.features': 'What you get',
    'vip.recommended': 'Recommended',
    'vip.perDay': '¥{{price}}/day',
    'vip.unavailable': 'Not on sale yet',
    'vip.unavailablePackage': 'Not on sale yet: {{name}}',
    'vip.redeemHint': 'Have a card code?',
    'vip.redeem': 'Redeem a card code',
  },
  'zh-TW': {
    'vip.trigger': '開通會員',
    'vip.title': '購買套餐',
    'vip.close': '關閉',
    'vip.tabs': '套餐類型',
    'vip.tab.membership': '會員套餐',
    'vip.tab.points': '積分套餐',
    'vip.loading': '套餐載入中',
    'vip.loadFailed': '套餐載入失敗',
    'vip.retry': '重新載入',
    'vip.empty': '暫無套餐',
    'vip.buy': '立即購買',
    'vip.buyPackage': '立即購買 {{name}}',
    'vip.price': '¥{{price}}',
    'vip.originPrice': '原價 ¥{{price}}',
    'vip.days': '有效期 {{days}} 天',
    'vip.score.membership': '贈送 {{score}} 積分',
    'vip.score.points': '{{score}} 積分',
    'vip.features': '套餐權益',
    'vip.recommended': '推薦',
    'vip.perDay': '¥{{price}}/天',
    'vip.unavailable': '暫未開放購買',
    'vip.unavailablePackage': '暫未開放購買 {{name}}',
    'vip.redeemHint': '已有卡密？',
    'vip.redeem': '卡密兌換',
  },
};

/** Every catalog the VIP dialog shows: its own and the payment panel's. */
export const vipDialogCatalogs = [vipDialogCatalog, paymentCatalog] as const;
/** The keys the dialog may show (its own and the payment panel's). */
export type VipDialogCatalogsKey = CatalogKey<(typeof vipDialogCatalogs)[number]>;
