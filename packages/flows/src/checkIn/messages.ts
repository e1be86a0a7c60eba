import type { FlowCatalog } from '../i18n';

export type CheckInMessageKey =
  | 'checkIn.trigger'
  | 'checkIn.title'
  | 'checkIn.titleWithDays'
  | 'checkIn.calendar'
  | 'checkIn.signed'
  | 'checkIn.previousMonth'
  | 'checkIn.nextMonth'
  | 'checkIn.sign'
  | 'checkIn.signing'
  | 'checkIn.signedToday'
  | 'checkIn.success'
  | 'checkIn.failed'
  | 'checkIn.failedUnknown'
  | 'checkIn.loading'
  | 'checkIn.loadFailed'
  | 'checkIn.reload'
  | 'checkIn.close';

/** SPEC §2.3.3, §4 "Check-in" and §8: the check-in dialog. */
export const checkInCatalog: FlowCatalog<CheckInMessageKey> = {
  'zh-CN': {
    'checkIn.trigger': '签到奖励',
    'checkIn.title': '签到奖励',
    'checkIn.titleWithDays': '签到奖励（已连续签到 {{days}} 天）',
    'checkIn.calendar': '签到日历',
    'checkIn.signed': '已签到',
    'checkIn.previousMonth': '上个月',
    'checkIn.nextMonth': '下个月',
    'checkIn.sign': '今日尚未签到、点击签到',
    'checkIn.signing': '签到中',
    'checkIn.signedToday': '今日已成功签到',
    'checkIn.success': '签到成功！获得 {{points}} 积分',
    'checkIn.failed': '签到失败！',
    'checkIn.failedUnknown': '请稍后重试',
    'checkIn.loading': '签到记录加载中',
    'checkIn.loadFailed': '签到记录加载失败',
    'checkIn.reload': '重新加载',
    'checkIn.close': '关闭',
  },
  en: {
    'checkIn.trigger': 'Check-in rewards',
    'checkIn.title': 'Check-in rewards',
    'checkIn.titleWithDays': 'Check-in rewards ({{days}}-day streak)',
    'checkIn.calendar': 'Check-in calendar',
    'checkIn.signed': 'Checked in',
    'checkIn.previousMonth': 'Previous month',
    'checkIn.nextMonth': 'Next month',
    'checkIn.sign': 'Not checked in today. Check in now',
    'checkIn.signing': 'Checking in',
    'checkIn.signedToday': 'Checked in today',
    'checkIn.success': 'Checked in! You got {{points}} points',
    'checkIn.failed': 'Check-in failed! ',
    'checkIn.failedUnknown': 'Please try again later',
    'checkIn.loading': 'Loading the check-in history',
    'checkIn.loadFailed': 'The check-in history could not be loaded',
    'checkIn.reload': 'Reload',
    'checkIn.close': 'Close',
  },
  'zh-TW': {
    'checkIn.trigger': '簽到獎勵',
    'checkIn.title': '簽到獎勵',
    'checkIn.titleWithDays': '簽到獎勵（已連續簽到 {{days}} 天）',
    'checkIn.calendar': '簽到日曆',
    'checkIn.signed': '已簽到',
    'checkIn.previousMonth': '上個月',
    'checkIn.nextMonth': '下個月',
    'checkIn.sign': '今日尚未簽到、點擊簽到',
    'checkIn.signing': '簽到中',
    'checkIn.signedToday': '今日已成功簽到',
    'checkIn.success': '簽到成功！獲得 {{points}} 積分',
    'checkIn.failed': '簽到失敗！',
    'checkIn.failedUnknown': '請稍後再試',
    'checkIn.loading': '簽到紀錄載入中',
    'checkIn.loadFailed': '簽到紀錄載入失敗',
    'checkIn.reload': '重新載入',
    'checkIn.close': '關閉',
  },
};
