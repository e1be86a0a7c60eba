import type { FlowCatalog } from '../../i18n';

/** zh-CN, en, zh-TW texts of one key, in that order. */
type Texts = readonly [zhCN: string, en: string, zhTW: string];

/**
 * The back office's packages screen (issue 17; SPEC §6). The server's refusals (套餐已被卡密或订单引用…, 售价格式不正确…)
 * arrive as its messages; the rules here mirror apps/server/src/modules/economy/goodsForm.ts so most never get that far.
 */
const texts = {
  'admin.goods.title': ['套餐管理', 'Packages', '套餐管理'],
  'admin.goods.table': ['套餐列表', 'Packages', '套餐列表'],
  'admin.goods.empty': ['还没有套餐，点击「新建套餐」添加', 'No packages yet. Add one with New package.', '還沒有套餐，點擊「新建套餐」新增'],
  'admin.goods.total': ['共 {{total}} 个套餐', '{{total}} packages', '共 {{total}} 個套餐'],
  'admin.goods.new': ['新建套餐', 'New package', '新建套餐'],
  'admin.goods.createTitle': ['新建套餐', 'New package', '新建套餐'],
  'admin.goods.editTitle': ['编辑套餐', 'Edit package', '編輯套餐'],
  'admin.goods.name': ['名称', 'Name', '名稱'],
  'admin.goods.type': ['类型', 'Type', '類型'],
  'admin.goods.type.1': ['积分套餐', 'Points package', '積分套餐'],
  'admin.goods.type.2': ['会员套餐', 'Membership package', '會員套餐'],
  'admin.goods.price': ['售价（元）', 'Price (yuan)', '售價（元）'],
  'admin.goods.priceColumn': ['售价', 'Price', '售價'],
  'admin.goods.originPrice': ['原价（元）', 'Original price (yuan)', '原價（元）'],
  'admin.goods.originPriceNote': ['划线显示；留空则与售价相同', 'Shown struck through; empty means the same as the price.', '劃線顯示；留空則與售價相同'],
  'admin.goods.score': ['积分', 'Points', '積分'],
  'admin.goods.days': ['会员天数', 'Membership days', '會員天數'],
  'admin.goods.daysNote': ['-1 表示永久，0 表示不含会员', '-1 for lifetime, 0 for none.', '-1 表示永久，0 表示不含會員'],
  'admin.goods.daysForever': ['永久', 'Lifetime', '永久'],
  'admin.goods.daysValue': ['{{days}} 天', '{{days}} days', '{{days}} 天'],
  'admin.goods.level': ['会员等级', 'Membership level', '會員等級'],
  'admin.goods.levelNote': [
    '购买后获得的等级（在「会员等级」中管理）',
    'The level a buyer gets (managed under Membership levels).',
    '購買後獲得的等級（在「會員等級」中管理）',
  ],
  'admin.goods.levelDefault': ['默认等级', 'The default level', '預設等級'],
  'admin.goods.translations': ['其他语言（可选）', 'Other languages (optional)', '其他語言（選填）'],
  'admin.goods.translationsNote': [
    '留空时英文显示中文，繁体自动转换',
    'Empty: English shows the Chinese text, Traditional Chinese is converted.',
    '留空時英文顯示中文，繁體自動轉換',
  ],
  'admin.goods.nameEn': ['英文名称', 'English name', '英文名稱'],
  'admin.goods.nameTw': ['繁体名称', 'Traditional Chinese name', '繁體名稱'],
  'admin.goods.desEn': ['英文描述', 'English description', '英文描述'],
  'admin.goods.desTw': ['繁体描述', 'Traditional Chinese description', '繁體描述'],
  'admin.goods.des': ['描述', 'Description', '描述'],
  'admin.goods.desNote': ['每行用 / 分隔，最多 6 行', 'Lines separated by /, at most 6.', '每行用 / 分隔，最多 6 行'],
  'admin.goods.preview': ['会员卡片预览', 'Card preview', '會員卡片預覽'],
  'admin.goods.previewEmpty': ['暂无描述', 'No description', '暫無描述'],
  'admin.goods.sort': ['排序', 'Order', '排序'],
  'admin.goods.sortNote': ['同类型内按数值从小到大排列', 'Ascending within its type.', '同類型內依數值由小到大排列'],
  'admin.goods.enabled': ['上架', 'On sale', '上架'],
  'admin.goods.status': ['状态', 'Status', '狀態'],
  'admin.goods.statusOn': ['已上架', 'On sale', '已上架'],
  'admin.goods.statusOff': ['已下架', 'Off sale', '已下架'],
  'admin.goods.recommended': ['推荐', 'Recommended', '推薦'],
  'admin.goods.actions': ['操作', 'Actions', '操作'],
  'admin.goods.edit': ['编辑', 'Edit', '編輯'],
  'admin.goods.editNamed': ['编辑 {{name}}', 'Edit {{name}}', '編輯 {{name}}'],
  'admin.goods.delete': ['删除', 'Delete', '刪除'],
  'admin.goods.deleteNamed': ['删除 {{name}}', 'Delete {{name}}', '刪除 {{name}}'],
  'admin.goods.deleteLine': ['删除套餐', 'Delete package', '刪除套餐'],
  'admin.goods.deleteAfter': ['{{name}}（#{{id}}）', '{{name}} (#{{id}})', '{{name}}（#{{id}}）'],
  'admin.goods.save': ['保存', 'Save', '儲存'],
  'admin.goods.saving': ['保存中', 'Saving', '儲存中'],
  'admin.goods.cancel': ['取消', 'Cancel', '取消'],
  'admin.goods.close': ['关闭', 'Close', '關閉'],
  'admin.goods.created': ['套餐已创建', 'Package created', '套餐已建立'],
  'admin.goods.saved': ['套餐已保存', 'Package saved', '套餐已儲存'],
  'admin.goods.deleted': ['套餐已删除', 'Package deleted', '套餐已刪除'],
  'admin.goods.nameRequired': ['请输入套餐名称', 'Enter a name.', '請輸入套餐名稱'],
  'admin.goods.nameTooLong': ['套餐名称最多 64 个字', 'At most 64 characters.', '套餐名稱最多 64 個字'],
  'admin.goods.priceInvalid': [
    '请填写最多两位小数的金额（元），如 9.90',
    'An amount in yuan with at most two decimals, such as 9.90.',
    '請填寫最多兩位小數的金額（元），如 9.90',
  ],
  'admin.goods.scoreInvalid': ['请输入不小于 0 的整数', 'Enter a whole number of 0 or more.', '請輸入不小於 0 的整數'],
  'admin.goods.scoreRequired': ['积分套餐的积分必须大于 0', 'A points package grants more than 0 points.', '積分套餐的積分必須大於 0'],
  'admin.goods.daysInvalid': ['请输入不小于 -1 的整数', 'Enter a whole number of -1 or more.', '請輸入不小於 -1 的整數'],
  'admin.goods.daysRequired': [
    '会员套餐的天数必须大于 0，或为 -1（永久）',
    'A membership package needs days above 0, or -1 (lifetime).',
    '會員套餐的天數必須大於 0，或為 -1（永久）',
  ],
  'admin.goods.desTooLong': ['描述最多 500 个字', 'At most 500 characters.', '描述最多 500 個字'],
  'admin.goods.desTooManyLines': ['描述最多 6 行（用 / 分隔）', 'At most 6 lines (separated by /).', '描述最多 6 行（用 / 分隔）'],
  'admin.goods.sortInvalid': ['请输入整数', 'Enter a whole number.', '請輸入整數'],
} as const satisfies Record<string, Texts>;

export type GoodsMessageKey = keyof typeof texts;

const column = (index: 0 | 1 | 2) => Object.fromEntries(Object.entries(texts).map(([key, values]) => [key, values[index]])) as Record<GoodsMessageKey, string>;

export const goodsCatalog: FlowCatalog<GoodsMessageKey> = { 'zh-CN': column(0), en: column(1), 'zh-TW': column(2) };
