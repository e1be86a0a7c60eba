import type { FlowCatalog } from '../../i18n';

/** zh-CN, en, zh-TW texts of one key, in that order. */
type Texts = readonly [zhCN: string, en: string, zhTW: string];

/**
 * The back office's gallery (issue 19, docs/market.md): shared drawings by status with their pictures, approving and
 * rejecting in place, 推荐, 下架 and 删除; the categories; the review switch and the share reward.
 */
const texts = {
  'admin.market.title': ['画廊管理', 'Gallery', '畫廊管理'],
  'admin.market.intro': [
    '用户分享到画廊的绘画作品：审核后公开展示，推荐的作品在“推荐”页排在最前',
    'Drawings users share to the gallery: listed once approved; featured ones come first under Featured.',
    '使用者分享到畫廊的繪畫作品：審核後公開展示，推薦的作品在「推薦」頁排在最前',
  ],
  'admin.market.tabs': ['画廊管理', 'Gallery', '畫廊管理'],
  'admin.market.tab.items': ['作品', 'Shares', '作品'],
  'admin.market.tab.categories': ['分类', 'Categories', '分類'],
  'admin.market.tab.settings': ['设置', 'Settings', '設定'],

  'admin.market.status': ['状态', 'Status', '狀態'],
  'admin.market.status.all': ['全部', 'All', '全部'],
  'admin.market.status.pending': ['待审核', 'Pending', '待審核'],
  'admin.market.status.approved': ['已上架', 'Listed', '已上架'],
  'admin.market.status.rejected': ['未通过', 'Rejected', '未通過'],
  'admin.market.status.hidden': ['已下架', 'Hidden', '已下架'],
  'admin.market.list': ['画廊作品', 'Shared drawings', '畫廊作品'],
  'admin.market.card': ['作品 #{{id}}，{{user}}', 'Share #{{id}} by {{user}}', '作品 #{{id}}，{{user}}'],
  'admin.market.empty': ['没有作品', 'No shares', '沒有作品'],
  'admin.market.refresh': ['刷新', 'Refresh', '重新整理'],
  'admin.market.more': ['加载更多', 'Load more', '載入更多'],
  'admin.market.noPicture': ['无图片', 'No picture', '無圖片'],
  'admin.market.open': ['查看原图', 'Open picture', '查看原圖'],
  'admin.market.newTab': ['（在新标签页打开）', ' (opens in a new tab)', '（在新分頁開啟）'],
  'admin.market.featured': ['推荐', 'Featured', '推薦'],
  'admin.market.sample': ['示例', 'Sample', '示例'],
  'admin.market.counts': ['{{likes}} 赞 · {{views}} 次浏览', '{{likes}} likes · {{views}} views', '{{likes}} 讚 · {{views}} 次瀏覽'],
  'admin.market.category': ['分类：{{name}}', 'Category: {{name}}', '分類：{{name}}'],
  'admin.market.noCategory': ['未分类', 'None', '未分類'],
  'admin.market.rejectedBecause': ['未通过原因：{{reason}}', 'Rejected: {{reason}}', '未通過原因：{{reason}}'],

  'admin.market.approve': ['通过', 'Approve', '通過'],
  'admin.market.approveNamed': ['通过作品 #{{id}}', 'Approve share #{{id}}', '通過作品 #{{id}}'],
  'admin.market.reject': ['驳回', 'Reject', '駁回'],
  'admin.market.rejectNamed': ['驳回作品 #{{id}}', 'Reject share #{{id}}', '駁回作品 #{{id}}'],
  'admin.market.feature': ['设为推荐', 'Feature', '設為推薦'],
  'admin.market.featureNamed': ['将作品 #{{id}} 设为推荐', 'Feature share #{{id}}', '將作品 #{{id}} 設為推薦'],
  'admin.market.unfeature': ['取消推荐', 'Unfeature', '取消推薦'],
  'admin.market.unfeatureNamed': ['取消推荐作品 #{{id}}', 'Unfeature share #{{id}}', '取消推薦作品 #{{id}}'],
  'admin.market.hide': ['下架', 'Hide', '下架'],
  'admin.market.hideNamed': ['下架作品 #{{id}}', 'Hide share #{{id}}', '下架作品 #{{id}}'],
  'admin.market.show': ['重新上架', 'List again', '重新上架'],
  'admin.market.showNamed': ['重新上架作品 #{{id}}', 'List share #{{id}} again', '重新上架作品 #{{id}}'],
  'admin.market.remove': ['移出画廊', 'Remove', '移出畫廊'],
  'admin.market.removeNamed': ['将作品 #{{id}} 移出画廊', 'Remove share #{{id}} from the gallery', '將作品 #{{id}} 移出畫廊'],
  'admin.market.removeLine': ['移出画廊：作品 #{{id}}（{{user}}）', 'Remove from the gallery: share #{{id}} ({{user}})', '移出畫廊：作品 #{{id}}（{{user}}）'],
  'admin.market.removeAfter': [
    '连同 {{likes}} 个赞和浏览记录一起删除，作品仍保留在作者的绘画记录中：{{prompt}}',
    'Deleted with its {{likes}} likes and views; the drawing stays in its author’s history: {{prompt}}',
    '連同 {{likes}} 個讚和瀏覽記錄一起刪除，作品仍保留在作者的繪畫記錄中：{{prompt}}',
  ],

  'admin.market.done.approve': ['作品 #{{id}} 已通过并上架', 'Share #{{id}} approved and listed', '作品 #{{id}} 已通過並上架'],
  'admin.market.done.reject': ['作品 #{{id}} 已驳回', 'Share #{{id}} rejected', '作品 #{{id}} 已駁回'],
  'admin.market.done.feature': ['作品 #{{id}} 已设为推荐', 'Share #{{id}} featured', '作品 #{{id}} 已設為推薦'],
  'admin.market.done.unfeature': ['作品 #{{id}} 已取消推荐', 'Share #{{id}} no longer featured', '作品 #{{id}} 已取消推薦'],
  'admin.market.done.hide': ['作品 #{{id}} 已下架', 'Share #{{id}} hidden', '作品 #{{id}} 已下架'],
  'admin.market.done.show': ['作品 #{{id}} 已重新上架', 'Share #{{id}} listed again', '作品 #{{id}} 已重新上架'],
  'admin.market.done.remove': ['作品 #{{id}} 已移出画廊', 'Share #{{id}} removed from the gallery', '作品 #{{id}} 已移出畫廊'],

  'admin.market.rejectTitle': ['驳回作品 #{{id}}', 'Reject share #{{id}}', '駁回作品 #{{id}}'],
  'admin.market.reason': ['驳回原因', 'Reason', '駁回原因'],
  'admin.market.reasonNote': [
    '作者会在自己的作品上看到这段原因（最多 200 字）',
    'The author sees it on the drawing (200 characters at most).',
    '作者會在自己的作品上看到這段原因（最多 200 字）',
  ],
  'admin.market.reasonRequired': ['请填写驳回原因', 'Give a reason.', '請填寫駁回原因'],
  'admin.market.reasonTooLong': ['驳回原因最多 200 字', 'A reason is 200 characters at most.', '駁回原因最多 200 字'],
  'admin.market.rejecting': ['驳回中', 'Rejecting', '駁回中'],
  'admin.market.cancel': ['取消', 'Cancel', '取消'],

  'admin.market.categories': ['画廊分类', 'Gallery categories', '畫廊分類'],
  'admin.market.categoriesNote': [
    '用户分享时选择分类，画廊按分类筛选；删除分类后其中的作品仍在画廊中，只是不再属于任何分类',
    'Users pick one when sharing and the gallery filters by it; a deleted category’s shares stay listed without one.',
    '使用者分享時選擇分類，畫廊按分類篩選；刪除分類後其中的作品仍在畫廊中，只是不再屬於任何分類',
  ],
  'admin.market.categoryName': ['名称', 'Name', '名稱'],
  'admin.market.categorySort': ['排序', 'Order', '排序'],
  'admin.market.categorySortNote': ['数字小的排在前面', 'Lower shows first.', '數字小的排在前面'],
  'admin.market.categoryItems': ['作品数', 'Shares', '作品數'],
  'admin.market.categoryActions': ['操作', 'Actions', '操作'],
  'admin.market.categoryNone': ['还没有分类', 'No categories yet', '還沒有分類'],
  'admin.market.categoryNew': ['新建分类', 'New category', '新建分類'],
  'admin.market.categoryEdit': ['编辑', 'Edit', '編輯'],
  'admin.market.categoryEditNamed': ['编辑分类 {{name}}', 'Edit category {{name}}', '編輯分類 {{name}}'],
  'admin.market.categoryEditTitle': ['编辑分类', 'Edit category', '編輯分類'],
  'admin.market.categoryDelete': ['删除', 'Delete', '刪除'],
  'admin.market.categoryDeleteNamed': ['删除分类 {{name}}', 'Delete category {{name}}', '刪除分類 {{name}}'],
  'admin.market.categoryDeleteLine': ['删除画廊分类', 'Delete the gallery category', '刪除畫廊分類'],
  'admin.market.categoryDeleteAfter': [
    '{{name}}（其中 {{count}} 件作品仍在画廊中，不再属于任何分类）',
    '{{name}} ({{count}} shares stay listed without a category)',
    '{{name}}（其中 {{count}} 件作品仍在畫廊中，不再屬於任何分類）',
  ],
  'admin.market.nameRequired': ['请输入分类名称', 'Enter a name.', '請輸入分類名稱'],
  'admin.market.nameTooLong': ['分类名称最多 20 个字', 'A name is 20 characters at most.', '分類名稱最多 20 個字'],
  'admin.market.sortInvalid': ['请输入整数', 'Enter a whole number.', '請輸入整數'],
  'admin.market.save': ['保存', 'Save', '儲存'],
  'admin.market.saving': ['保存中', 'Saving', '儲存中'],
  'admin.market.categorySaved': ['分类“{{name}}”已保存', 'Category “{{name}}” saved', '分類「{{name}}」已儲存'],
  'admin.market.categoryDeleted': ['分类“{{name}}”已删除', 'Category “{{name}}” deleted', '分類「{{name}}」已刪除'],

  'admin.market.review': ['分享需要审核', 'Shares need review', '分享需要審核'],
  'admin.market.reviewNote': [
    '开启后，用户分享的作品先进入待审核，通过后才公开；关闭后分享即公开',
    'On: a share waits as 待审核 until approved. Off: it is listed at once.',
    '開啟後，使用者分享的作品先進入待審核，通過後才公開；關閉後分享即公開',
  ],
  'admin.market.reward': ['分享奖励（积分）', 'Share reward (points)', '分享獎勵（積分）'],
  'admin.market.rewardNote': [
    '作品审核通过时发放给作者，每件作品只发一次；0 为不奖励',
    'Paid to the author when a share is approved, once per drawing; 0 for none.',
    '作品審核通過時發放給作者，每件作品只發一次；0 為不獎勵',
  ],
  'admin.market.rewardInvalid': ['请输入 0 到 100000 的整数', 'Enter a whole number from 0 to 100,000.', '請輸入 0 到 100000 的整數'],
  'admin.market.settingsSaved': ['画廊设置已保存', 'Gallery settings saved', '畫廊設定已儲存'],
  'admin.market.unchanged': ['没有需要保存的修改', 'Nothing has changed.', '沒有需要儲存的修改'],
} as const satisfies Record<string, Texts>;

export type MarketAdminMessageKey = keyof typeof texts;

const column = (index: 0 | 1 | 2) =>
  Object.fromEntries(Object.entries(texts).map(([key, values]) => [key, values[index]])) as Record<MarketAdminMessageKey, string>;

export const marketAdminCatalog: FlowCatalog<MarketAdminMessageKey> = { 'zh-CN': column(0), en: column(1), 'zh-TW': column(2) };
