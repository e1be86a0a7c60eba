import type { FlowCatalog } from '../../i18n';

/** zh-CN, en, zh-TW texts of one key, in that order. */
type Texts = readonly [zhCN: string, en: string, zhTW: string];

/**
 * The back office's membership levels screen (issue 17, beyond SPEC). The server's refusals (默认等级不能删除, 该等级仍被
 * 套餐、会员或模型使用，不能删除) arrive as its messages.
 */
const texts = {
  'admin.vipLevels.title': ['会员等级', 'Membership levels', '會員等級'],
  'admin.vipLevels.intro': [
    '会员套餐可授予一个等级；等级越高（排序值越大）权益越高，购买低等级套餐不会降低会员已有的更高等级。未指定等级的会员属于默认等级。',
    'A membership package can grant a level; a higher rank outranks a lower one, and buying a lower package never takes a higher level away. Members without one have the default level.',
    '會員套餐可授予一個等級；等級越高（排序值越大）權益越高，購買低等級套餐不會降低會員已有的更高等級。未指定等級的會員屬於預設等級。',
  ],
  'admin.vipLevels.new': ['新建等级', 'New level', '新增等級'],
  'admin.vipLevels.table': ['会员等级列表', 'Membership levels', '會員等級列表'],
  'admin.vipLevels.empty': ['还没有会员等级', 'No levels yet.', '還沒有會員等級'],
  'admin.vipLevels.total': ['共 {{total}} 个等级', '{{total}} levels', '共 {{total}} 個等級'],
  'admin.vipLevels.name': ['名称', 'Name', '名稱'],
  'admin.vipLevels.badge': ['徽标', 'Badge', '徽標'],
  'admin.vipLevels.badgeNote': [
    '显示在会员名字旁的短标记，最多 12 个字符，可留空',
    'A short mark beside the member’s name, up to 12 characters; may be empty',
    '顯示在會員名字旁的短標記，最多 12 個字元，可留空',
  ],
  'admin.vipLevels.rank': ['排序值', 'Rank', '排序值'],
  'admin.vipLevels.rankNote': ['整数，越大等级越高', 'A whole number: higher outranks lower', '整數，越大等級越高'],
  'admin.vipLevels.default': ['默认', 'Default', '預設'],
  'admin.vipLevels.noBadge': ['无徽标', 'No badge', '無徽標'],
  'admin.vipLevels.actions': ['操作', 'Actions', '操作'],
  'admin.vipLevels.edit': ['编辑', 'Edit', '編輯'],
  'admin.vipLevels.editNamed': ['编辑 {{name}}', 'Edit {{name}}', '編輯 {{name}}'],
  'admin.vipLevels.delete': ['删除', 'Delete', '刪除'],
  'admin.vipLevels.deleteNamed': ['删除 {{name}}', 'Delete {{name}}', '刪除 {{name}}'],
  'admin.vipLevels.createTitle': ['新建会员等级', 'New membership level', '新增會員等級'],
  'admin.vipLevels.editTitle': ['编辑会员等级', 'Edit membership level', '編輯會員等級'],
  'admin.vipLevels.close': ['关闭', 'Close', '關閉'],
  'admin.vipLevels.cancel': ['取消', 'Cancel', '取消'],
  'admin.vipLevels.save': ['保存', 'Save', '儲存'],
  'admin.vipLevels.saving': ['保存中', 'Saving', '儲存中'],
  'admin.vipLevels.preview': ['用户看到的样子', 'As users see it', '使用者看到的樣子'],
  'admin.vipLevels.previewName': ['示例用户', 'Sample user', '範例使用者'],
  'admin.vipLevels.nameRequired': ['请填写等级名称', 'Give the level a name.', '請填寫等級名稱'],
  'admin.vipLevels.nameTooLong': ['名称最多 32 个字符', 'At most 32 characters.', '名稱最多 32 個字元'],
  'admin.vipLevels.badgeTooLong': ['徽标最多 12 个字符', 'At most 12 characters.', '徽標最多 12 個字元'],
  'admin.vipLevels.rankInvalid': ['请输入整数', 'Enter a whole number.', '請輸入整數'],
  'admin.vipLevels.created': ['会员等级已创建', 'Level created', '會員等級已建立'],
  'admin.vipLevels.saved': ['会员等级已保存', 'Level saved', '會員等級已儲存'],
  'admin.vipLevels.deleted': ['会员等级已删除', 'Level deleted', '會員等級已刪除'],
  'admin.vipLevels.deleteLine': ['删除会员等级', 'Delete the level', '刪除會員等級'],
  'admin.vipLevels.deleteAfter': ['{{name}}（#{{id}}）', '{{name}} (#{{id}})', '{{name}}（#{{id}}）'],
} as const satisfies Record<string, Texts>;

export type VipLevelsMessageKey = keyof typeof texts;

const column = (index: 0 | 1 | 2) =>
  Object.fromEntries(Object.entries(texts).map(([key, values]) => [key, values[index]])) as Record<VipLevelsMessageKey, string>;

export const vipLevelsCatalog: FlowCatalog<VipLevelsMessageKey> = { 'zh-CN': column(0), en: column(1), 'zh-TW': column(2) };
