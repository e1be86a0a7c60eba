import type { FlowCatalog } from '../../i18n';

/** zh-CN, en, zh-TW texts of one key, in that order. */
type Texts = readonly [zhCN: string, en: string, zhTW: string];

/**
 * The back office's rewards screen (issue 17; SPEC §3, §4): check-in, registration and invite rewards, site keys saved
 * through POST /admin/config/site. The summary states what the server does (accounts/createUser.ts, economy/invites.ts,
 * economy/checkIn.ts).
 */
const texts = {
  'admin.rewards.title': ['奖励设置', 'Rewards', '獎勵設定'],
  'admin.rewards.intro': [
    '所有奖励均以积分发放到用户余额，并记入积分明细',
    'Every reward is paid in points to the user’s balance and written to the points ledger.',
    '所有獎勵均以積分發放到使用者餘額，並記入積分明細',
  ],
  'admin.rewards.checkIn': ['签到奖励', 'Check-in reward', '簽到獎勵'],
  'admin.rewards.checkInNote': ['每人每天（上海时间）签到一次', 'Once a day per user (Shanghai time).', '每人每天（上海時間）簽到一次'],
  'admin.rewards.registration': ['注册奖励', 'Sign-up reward', '註冊獎勵'],
  'admin.rewards.registrationNote': [
    '三项相加后一次性发放到新用户的积分余额',
    'The three are added together and paid once to the new user’s balance.',
    '三項相加後一次性發放到新使用者的積分餘額',
  ],
  'admin.rewards.invite': ['邀请奖励', 'Invite reward', '邀請獎勵'],
  'admin.rewards.inviteNote': [
    '被邀请人绑定手机号、微信或邮箱后，邀请人获得一次',
    'Paid to the inviter once, when the invitee attaches a phone, WeChat or email.',
    '被邀請人綁定手機號、微信或郵箱後，邀請人獲得一次',
  ],
  'admin.rewards.apps': ['应用上架奖励', 'App approval reward', '應用上架獎勵'],
  'admin.rewards.appsNote': [
    '用户的应用第一次审核通过时，作者获得一次；审核时可改为其他数额',
    'Paid once to an app’s author at its first approval; the reviewer may give another amount.',
    '使用者的應用第一次審核通過時，作者獲得一次；審核時可改為其他數額',
  ],
  'admin.rewards.points': ['积分', 'points', '積分'],

  'admin.rewards.summary': ['奖励预览', 'What users get', '獎勵預覽'],
  'admin.rewards.summaryRegister': [
    '新用户注册后获得：{{points}} 积分',
    'A new user gets on signing up: {{points}} points',
    '新使用者註冊後獲得：{{points}} 積分',
  ],
  'admin.rewards.summaryRegisterParts': ['（{{parts}}）', ' ({{parts}})', '（{{parts}}）'],
  'admin.rewards.summaryInvitee': [
    '通过邀请链接注册的新用户同样获得 {{points}} 积分，没有额外奖励',
    'A user signing up through an invite link gets the same {{points}} points, nothing more.',
    '透過邀請連結註冊的新使用者同樣獲得 {{points}} 積分，沒有額外獎勵',
  ],
  'admin.rewards.summaryInviter': [
    '邀请人：被邀请人绑定手机号、微信或邮箱后获得 {{points}} 积分（每位被邀请人一次）',
    'The inviter: {{points}} points once the invitee attaches a phone, WeChat or email (once per invitee).',
    '邀請人：被邀請人綁定手機號、微信或郵箱後獲得 {{points}} 積分（每位被邀請人一次）',
  ],
  'admin.rewards.summaryCheckIn': ['每日签到获得：{{points}} 积分', 'A daily check-in gives: {{points}} points', '每日簽到獲得：{{points}} 積分'],
  'admin.rewards.summaryInvalid': ['—（请先修正上面的数值）', '— (correct the values above first)', '—（請先修正上面的數值）'],

  'admin.rewards.save': ['保存', 'Save', '儲存'],
  'admin.rewards.saving': ['保存中', 'Saving', '儲存中'],
  'admin.rewards.discard': ['放弃修改', 'Discard changes', '放棄修改'],
  'admin.rewards.saved': ['奖励设置已保存', 'Rewards saved', '獎勵設定已儲存'],
  'admin.rewards.unchanged': ['没有需要保存的修改', 'Nothing has changed.', '沒有需要儲存的修改'],
  'admin.rewards.invalid': ['请输入不小于 0 的整数', 'Enter a whole number of 0 or more.', '請輸入不小於 0 的整數'],
  'admin.rewards.fixErrors': ['请先修正标出的数值', 'Correct the marked values first.', '請先修正標出的數值'],
} as const satisfies Record<string, Texts>;

export type RewardsMessageKey = keyof typeof texts;

const column = (index: 0 | 1 | 2) =>
  Object.fromEntries(Object.entries(texts).map(([key, values]) => [key, values[index]])) as Record<RewardsMessageKey, string>;

export const rewardsCatalog: FlowCatalog<RewardsMessageKey> = { 'zh-CN': column(0), en: column(1), 'zh-TW': column(2) };
