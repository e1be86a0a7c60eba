import type { FlowCatalog } from '../../i18n';

/** zh-CN, en, zh-TW texts of one key, in that order. */
type Texts = readonly [zhCN: string, en: string, zhTW: string];

/**
 * The back office's card codes screen (issue 17; SPEC §6): generating a batch, the batches with their counts, a
 * batch's export and disabling (both two-step confirmed), and finding codes. The server's refusals arrive as its messages.
 */
const texts = {
  'admin.cards.title': ['卡密管理', 'Card codes', '卡密管理'],

  'admin.cards.generateTitle': ['生成卡密', 'Generate codes', '產生卡密'],
  'admin.cards.goods': ['套餐', 'Package', '套餐'],
  'admin.cards.goodsPlaceholder': ['请选择套餐', 'Choose a package', '請選擇套餐'],
  'admin.cards.goodsOff': ['{{name}}（已下架）', '{{name}} (off sale)', '{{name}}（已下架）'],
  'admin.cards.goodsRequired': ['请选择套餐', 'Choose a package.', '請選擇套餐'],
  'admin.cards.count': ['数量', 'Count', '數量'],
  'admin.cards.countNote': ['1 到 10000 张', '1 to 10,000 codes', '1 到 10000 張'],
  'admin.cards.countInvalid': ['请输入 1 到 10000 之间的整数', 'Enter a whole number from 1 to 10,000.', '請輸入 1 到 10000 之間的整數'],
  'admin.cards.batchName': ['批次名称', 'Batch name', '批次名稱'],
  'admin.cards.batchNameNote': ['选填；留空则以生成时间命名', 'Optional; empty names it after the time it is made.', '選填；留空則以產生時間命名'],
  'admin.cards.batchNameTooLong': ['批次名称最多 64 个字', 'At most 64 characters.', '批次名稱最多 64 個字'],
  'admin.cards.generate': ['生成', 'Generate', '產生'],
  'admin.cards.generating': ['生成中', 'Generating', '產生中'],
  'admin.cards.generated': [
    '已生成 {{count}} 张卡密（批次 #{{batchId}}）',
    '{{count}} codes generated (batch #{{batchId}})',
    '已產生 {{count}} 張卡密（批次 #{{batchId}}）',
  ],

  'admin.cards.batches': ['卡密批次', 'Batches', '卡密批次'],
  'admin.cards.batchesEmpty': ['还没有卡密批次', 'No batches yet.', '還沒有卡密批次'],
  'admin.cards.batchesTotal': ['共 {{total}} 个批次', '{{total}} batches', '共 {{total}} 個批次'],
  'admin.cards.batch': ['批次', 'Batch', '批次'],
  'admin.cards.total': ['总数', 'Total', '總數'],
  'admin.cards.createdAt': ['创建时间', 'Created', '建立時間'],
  'admin.cards.createdBy': ['创建人', 'Created by', '建立者'],
  'admin.cards.cli': ['命令行', 'Command line', '命令列'],
  'admin.cards.actions': ['操作', 'Actions', '操作'],
  'admin.cards.view': ['查看卡密', 'Codes', '查看卡密'],
  'admin.cards.viewNamed': ['查看卡密 {{name}}', 'Codes of {{name}}', '查看卡密 {{name}}'],
  'admin.cards.export': ['导出 CSV', 'Export CSV', '匯出 CSV'],
  'admin.cards.exportNamed': ['导出 CSV {{name}}', 'Export CSV of {{name}}', '匯出 CSV {{name}}'],
  'admin.cards.disable': ['停用', 'Disable', '停用'],
  'admin.cards.disableNamed': ['停用 {{name}}', 'Disable {{name}}', '停用 {{name}}'],
  'admin.cards.exportLine': ['导出卡密', 'Export codes', '匯出卡密'],
  'admin.cards.disableLine': ['停用批次', 'Disable batch', '停用批次'],
  'admin.cards.batchLine': ['{{name}}（#{{id}}，共 {{count}} 张）', '{{name}} (#{{id}}, {{count}} codes)', '{{name}}（#{{id}}，共 {{count}} 張）'],
  'admin.cards.disableAfter': [
    '{{name}}（#{{id}}）未使用的 {{unused}} 张将无法兑换',
    'The {{unused}} unused codes of {{name}} (#{{id}}) can no longer be redeemed',
    '{{name}}（#{{id}}）未使用的 {{unused}} 張將無法兌換',
  ],
  'admin.cards.exported': ['已导出 {{name}} 的卡密', 'Codes of {{name}} exported', '已匯出 {{name}} 的卡密'],
  'admin.cards.disabledCount': ['已停用 {{count}} 张卡密', '{{count}} codes disabled', '已停用 {{count}} 張卡密'],

  'admin.cards.codes': ['卡密列表', 'Codes', '卡密列表'],
  'admin.cards.codesEmpty': ['没有符合条件的卡密', 'No codes match.', '沒有符合條件的卡密'],
  'admin.cards.codesTotal': ['共 {{total}} 张', '{{total}} codes', '共 {{total}} 張'],
  'admin.cards.codesTotalCapped': [
    '超过 {{total}} 张，请按批次、状态或卡密缩小范围',
    'Over {{total}} codes: narrow them by batch, state or code',
    '超過 {{total}} 張，請依批次、狀態或卡密縮小範圍',
  ],
  'admin.cards.code': ['卡密', 'Code', '卡密'],
  'admin.cards.status': ['状态', 'Status', '狀態'],
  'admin.cards.status.all': ['全部', 'All', '全部'],
  'admin.cards.status.unused': ['未使用', 'Unused', '未使用'],
  'admin.cards.status.used': ['已使用', 'Used', '已使用'],
  'admin.cards.status.disabled': ['已停用', 'Disabled', '已停用'],
  'admin.cards.usedBy': ['使用者', 'Used by', '使用者'],
  'admin.cards.usedAt': ['使用时间', 'Used at', '使用時間'],
  'admin.cards.search': ['搜索卡密', 'Find a code', '搜尋卡密'],
  'admin.cards.searchPlaceholder': ['卡密或其开头', 'A code or its beginning', '卡密或其開頭'],
  'admin.cards.searchSubmit': ['搜索', 'Search', '搜尋'],
  'admin.cards.queryTooLong': ['最多 32 个字符', 'At most 32 characters.', '最多 32 個字元'],
  'admin.cards.batchFilter': ['批次：{{name}}', 'Batch: {{name}}', '批次：{{name}}'],
  'admin.cards.allBatches': ['全部批次', 'Every batch', '全部批次'],

  'admin.cards.batchesPages': ['卡密批次分页', 'Pages of batches', '卡密批次分頁'],
  'admin.cards.codesPages': ['卡密列表分页', 'Pages of codes', '卡密列表分頁'],
  'admin.cards.previous': ['上一页', 'Previous page', '上一頁'],
  'admin.cards.next': ['下一页', 'Next page', '下一頁'],
  'admin.cards.page': ['第 {{page}} 页', 'Page {{page}}', '第 {{page}} 頁'],
} as const satisfies Record<string, Texts>;

export type CardCodesMessageKey = keyof typeof texts;

const column = (index: 0 | 1 | 2) =>
  Object.fromEntries(Object.entries(texts).map(([key, values]) => [key, values[index]])) as Record<CardCodesMessageKey, string>;

export const cardCodesCatalog: FlowCatalog<CardCodesMessageKey> = { 'zh-CN': column(0), en: column(1), 'zh-TW': column(2) };
