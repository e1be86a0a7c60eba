import type { FlowCatalog } from '../i18n';

export type InviteRecordsMessageKey =
  | 'inviteRecords.trigger'
  | 'inviteRecords.title'
  | 'inviteRecords.description'
  | 'inviteRecords.link'
  | 'inviteRecords.noLink'
  | 'inviteRecords.generate'
  | 'inviteRecords.generating'
  | 'inviteRecords.generated'
  | 'inviteRecords.generateFailed'
  | 'inviteRecords.copy'
  | 'inviteRecords.copying'
  | 'inviteRecords.copied'
  | 'inviteRecords.copyFailed'
  | 'inviteRecords.copyUnsupported'
  | 'inviteRecords.noCode'
  | 'inviteRecords.rewardRule'
  | 'inviteRecords.table'
  | 'inviteRecords.avatar'
  | 'inviteRecords.username'
  | 'inviteRecords.email'
  | 'inviteRecords.status'
  | 'inviteRecords.createdAt'
  | 'inviteRecords.reward'
  | 'inviteRecords.verified'
  | 'inviteRecords.inactive'
  | 'inviteRecords.rewarded'
  | 'inviteRecords.rewardPending'
  | 'inviteRecords.empty'
  | 'inviteRecords.loading'
  | 'inviteRecords.loadFailed'
  | 'inviteRecords.reload'
  | 'inviteRecords.pagination'
  | 'inviteRecords.previousPage'
  | 'inviteRecords.nextPage'
  | 'inviteRecords.page'
  | 'inviteRecords.total'
  | 'inviteRecords.pageSize'
  | 'inviteRecords.pageSizeOption'
  | 'inviteRecords.close';

/** SPEC §2.3.13 and §8 "Copy": the invite-record dialog. */
export const inviteRecordsCatalog: FlowCatalog<InviteRecordsMessageKey> = {
  'zh-CN': {
    'inviteRecords.trigger': '邀请好友',
    'inviteRecords.title': '邀请记录',
    'inviteRecords.description': '生成您的专属邀请链接并分享给好友，好友通过链接注册后将显示在下方记录中',
    'inviteRecords.link': '专属邀请链接',
    'inviteRecords.noLink': '您还没有专属邀请链接',
    'inviteRecords.generate': '生成专属邀请链接',
    'inviteRecords.generating': '生成中',
    'inviteRecords.generated': '生成邀请链接成功',
    'inviteRecords.generateFailed': '生成邀请链接失败，请稍后重试',
    'inviteRecords.copy': '复制邀请链接',
    'inviteRecords.copying': '复制中',
    'inviteRecords.copied': '复制成功',
    'inviteRecords.copyFailed': '复制失败',
    'inviteRecords.copyUnsupported': '当前设置不支持自动复制、手动复制吧！',
    'inviteRecords.noCode': '请先生成您的专属邀请链接！',
    'inviteRecords.rewardRule': '每成功邀请一位好友，你将获得 {{points}} 积分',
    'inviteRecords.table': '邀请记录',
    'inviteRecords.avatar': '头像',
    'inviteRecords.username': '用户名',
    'inviteRecords.email': '邮箱',
    'inviteRecords.status': '用户状态',
    'inviteRecords.createdAt': '邀请时间',
    'inviteRecords.reward': '奖励状态',
    'inviteRecords.verified': '已认证',
    'inviteRecords.inactive': '未激活',
    'inviteRecords.rewarded': '已领取',
    'inviteRecords.rewardPending': '等待好友确认',
    'inviteRecords.empty': '暂无邀请记录',
    'inviteRecords.loading': '加载中',
    'inviteRecords.loadFailed': '邀请记录加载失败',
    'inviteRecords.reload': '重新加载',
    'inviteRecords.pagination': '邀请记录分页',
    'inviteRecords.previousPage': '上一页',
    'inviteRecords.nextPage': '下一页',
    'inviteRecords.page': '第 {{page}} 页',
    'inviteRecords.total': '共 {{count}} 条',
    'inviteRecords.pageSize': '每页条数',
    'inviteRecords.pageSizeOption': '{{size}} 条/页',
    'inviteRecords.close': '关闭',
  },
  en: {
    'inviteRecords.trigger': 'Invite friends',
    'inviteRecords.title': 'Invitations',
    'inviteRecords.description': 'Create your invite link and share it; friends who sign up through it are listed below.',
    'inviteRecords.link': 'Your invite link',
    'inviteRecords.noLink': 'You have no invite link yet',
    'inviteRecords.generate': 'Create invite link',
    'inviteRecords.generating': 'Creating',
    'inviteRecords.generated': 'Invite link created',
    'inviteRecords.generateFailed': 'The invite link could not be created. Please try again later.',
    'inviteRecords.copy': 'Copy invite link',
    'inviteRecords.copying': 'Copying',
    'inviteRecords.copied': 'Copied',
    'inviteRecords.copyFailed': 'Copy failed',
    'inviteRecords.copyUnsupported': 'Automatic copying is not available here. Please copy the link by hand.',
    'inviteRecords.noCode': 'Please create your invite link first!',
    'inviteRecords.rewardRule': 'For every friend who joins through your link, you get {{points}} points',
    'inviteRecords.table': 'Invitations',
    'inviteRecords.avatar': 'Avatar',
    'inviteRecords.username': 'User name',
    'inviteRecords.email': 'Email',
    'inviteRecords.status': 'Status',
    'inviteRecords.createdAt': 'Invited at',
    'inviteRecords.reward': 'Reward',
    'inviteRecords.verified': 'Verified',
    'inviteRecords.inactive': 'Inactive',
    'inviteRecords.rewarded': 'Claimed',
    'inviteRecords.rewardPending': 'Waiting for your friend to confirm',
    'inviteRecords.empty': 'No invitations yet',
    'inviteRecords.loading': 'Loading',
    'inviteRecords.loadFailed': 'The invitations could not be loaded',
    'inviteRecords.reload': 'Reload',
    'inviteRecords.pagination': 'Invitation pages',
    'inviteRecords.previousPage': 'Previous page',
    'inviteRecords.nextPage': 'Next page',
    'inviteRecords.page': 'Page {{page}}',
    'inviteRecords.total': '{{count}} in total',
    'inviteRecords.pageSize': 'Rows per page',
    'inviteRecords.pageSizeOption': '{{size}} per page',
    'inviteRecords.close': 'Close',
  },
  'zh-TW': {
    'inviteRecords.trigger': '邀請好友',
    'inviteRecords.title': '邀請紀錄',
    'inviteRecords.description': '產生您的專屬邀請連結並分享給好友，好友透過連結註冊後將顯示在下方紀錄中',
    'inviteRecords.link': '專屬邀請連結',
    'inviteRecords.noLink': '您還沒有專屬邀請連結',
    'inviteRecords.generate': '產生專屬邀請連結',
    'inviteRecords.generating': '產生中',
    'inviteRecords.generated': '產生邀請連結成功',
    'inviteRecords.generateFailed': '產生邀請連結失敗，請稍後再試',
    'inviteRecords.copy': '複製邀請連結',
    'inviteRecords.copying': '複製中',
    'inviteRecords.copied': '複製成功',
    'inviteRecords.copyFailed': '複製失敗',
    'inviteRecords.copyUnsupported': '目前設定不支援自動複製、手動複製吧！',
    'inviteRecords.noCode': '請先產生您的專屬邀請連結！',
    'inviteRecords.rewardRule': '每成功邀請一位好友，你將獲得 {{points}} 積分',
    'inviteRecords.table': '邀請紀錄',
    'inviteRecords.avatar': '頭像',
    'inviteRecords.username': '使用者名稱',
    'inviteRecords.email': '電子郵件',
    'inviteRecords.status': '使用者狀態',
    'inviteRecords.createdAt': '邀請時間',
    'inviteRecords.reward': '獎勵狀態',
    'inviteRecords.verified': '已認證',
    'inviteRecords.inactive': '未啟用',
    'inviteRecords.rewarded': '已領取',
    'inviteRecords.rewardPending': '等待好友確認',
    'inviteRecords.empty': '暫無邀請紀錄',
    'inviteRecords.loading': '載入中',
    'inviteRecords.loadFailed': '邀請紀錄載入失敗',
    'inviteRecords.reload': '重新載入',
    'inviteRecords.pagination': '邀請紀錄分頁',
    'inviteRecords.previousPage': '上一頁',
    'inviteRecords.nextPage': '下一頁',
    'inviteRecords.page': '第 {{page}} 頁',
    'inviteRecords.total': '共 {{count}} 筆',
    'inviteRecords.pageSize': '每頁筆數',
    'inviteRecords.pageSizeOption': '{{size}} 筆/頁',
    'inviteRecords.close': '關閉',
  },
};
