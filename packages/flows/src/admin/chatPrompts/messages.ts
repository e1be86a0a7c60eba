import type { FlowCatalog } from '../../i18n';

/** zh-CN, en, zh-TW texts of one key, in that order. */
type Texts = readonly [zhCN: string, en: string, zhTW: string];

/**
 * 对话提示词: the chat prompt library of /chat/prompt in the back office (docs/apps.md "The prompt library"). The
 * server's own words (该分类下存在提示词，不可删除！ and each field's limit) are repeated where the screen checks first.
 */
const texts = {
  'admin.chatPrompts.title': ['对话提示词', 'Chat prompts', '對話提示詞'],
  'admin.chatPrompts.intro': [
    '对话页“提示词”中的分类与提示词：用户点“使用”即可把提示词填入输入框。停用的提示词和停用分类中的提示词不对用户显示。',
    'The categories and prompts of the chat page’s prompt library: 使用 fills the composer with a prompt. Disabled prompts, and those of disabled categories, are hidden from users.',
    '對話頁「提示詞」中的分類與提示詞：使用者點「使用」即可把提示詞填入輸入框。停用的提示詞和停用分類中的提示詞不對使用者顯示。',
  ],
  'admin.chatPrompts.tabs': ['对话提示词', 'Chat prompts', '對話提示詞'],
  'admin.chatPrompts.tab.prompts': ['提示词', 'Prompts', '提示詞'],
  'admin.chatPrompts.tab.categories': ['分类', 'Categories', '分類'],

  'admin.chatPrompts.filterCategory': ['分类', 'Category', '分類'],
  'admin.chatPrompts.allCategories': ['全部分类', 'All categories', '全部分類'],
  'admin.chatPrompts.keyword': ['搜索提示词', 'Search prompts', '搜尋提示詞'],
  'admin.chatPrompts.keywordHint': ['标题、描述或内容中的文字', 'Words of the title, description or prompt', '標題、描述或內容中的文字'],
  'admin.chatPrompts.new': ['新建提示词', 'New prompt', '新建提示詞'],
  'admin.chatPrompts.list': ['提示词列表', 'Prompts', '提示詞列表'],
  'admin.chatPrompts.empty': ['没有提示词', 'No prompts', '沒有提示詞'],
  'admin.chatPrompts.column.title': ['标题', 'Title', '標題'],
  'admin.chatPrompts.column.category': ['分类', 'Category', '分類'],
  'admin.chatPrompts.column.prompt': ['提示词内容', 'Prompt', '提示詞內容'],
  'admin.chatPrompts.column.sort': ['排序', 'Order', '排序'],
  'admin.chatPrompts.column.enabled': ['启用', 'Enabled', '啟用'],
  'admin.chatPrompts.column.actions': ['操作', 'Actions', '操作'],
  'admin.chatPrompts.enabledNamed': ['启用提示词 {{title}}', 'Enable prompt {{title}}', '啟用提示詞 {{title}}'],
  'admin.chatPrompts.edit': ['编辑', 'Edit', '編輯'],
  'admin.chatPrompts.editNamed': ['编辑提示词 {{title}}', 'Edit prompt {{title}}', '編輯提示詞 {{title}}'],
  'admin.chatPrompts.remove': ['删除', 'Delete', '刪除'],
  'admin.chatPrompts.removeNamed': ['删除提示词 {{title}}', 'Delete prompt {{title}}', '刪除提示詞 {{title}}'],
  'admin.chatPrompts.removeLine': [
    '删除对话提示词：{{title}}（#{{id}}）',
    'Delete the chat prompt {{title}} (#{{id}})',
    '刪除對話提示詞：{{title}}（#{{id}}）',
  ],
  'admin.chatPrompts.removeAfter': [
    '分类：{{category}}；删除后用户不再看到它',
    'Category: {{category}}; users no longer see it',
    '分類：{{category}}；刪除後使用者不再看到它',
  ],
  'admin.chatPrompts.pagination': ['提示词分页', 'Prompt pages', '提示詞分頁'],
  'admin.chatPrompts.previous': ['上一页', 'Previous', '上一頁'],
  'admin.chatPrompts.next': ['下一页', 'Next', '下一頁'],
  'admin.chatPrompts.page': ['第 {{page}} 页', 'Page {{page}}', '第 {{page}} 頁'],
  'admin.chatPrompts.total': ['共 {{total}} 条', '{{total}} in all', '共 {{total}} 條'],

  'admin.chatPrompts.created': ['提示词“{{title}}”已创建', 'Prompt “{{title}}” created', '提示詞「{{title}}」已建立'],
  'admin.chatPrompts.saved': ['提示词“{{title}}”已保存', 'Prompt “{{title}}” saved', '提示詞「{{title}}」已儲存'],
  'admin.chatPrompts.enabled': ['提示词“{{title}}”已启用', 'Prompt “{{title}}” enabled', '提示詞「{{title}}」已啟用'],
  'admin.chatPrompts.disabled': ['提示词“{{title}}”已停用', 'Prompt “{{title}}” disabled', '提示詞「{{title}}」已停用'],
  'admin.chatPrompts.removed': ['提示词“{{title}}”已删除', 'Prompt “{{title}}” deleted', '提示詞「{{title}}」已刪除'],

  'admin.chatPrompts.formNew': ['新建提示词', 'New prompt', '新建提示詞'],
  'admin.chatPrompts.formEdit': ['编辑提示词', 'Edit prompt', '編輯提示詞'],
  'admin.chatPrompts.form.category': ['分类', 'Category', '分類'],
  'admin.chatPrompts.form.title': ['标题', 'Title', '標題'],
  'admin.chatPrompts.form.titleNote': ['1–50 个字', '1–50 characters', '1–50 個字'],
  'admin.chatPrompts.form.desc': ['描述', 'Description', '描述'],
  'admin.chatPrompts.form.descNote': ['卡片上的一句话说明，最多 200 个字', 'One line on the card, 200 characters at most', '卡片上的一句話說明，最多 200 個字'],
  'admin.chatPrompts.form.prompt': ['提示词内容', 'Prompt', '提示詞內容'],
  'admin.chatPrompts.form.promptNote': [
    '“使用”时填入输入框，最多 4000 个字',
    'What 使用 puts in the composer, 4,000 characters at most',
    '「使用」時填入輸入框，最多 4000 個字',
  ],
  'admin.chatPrompts.form.promptEn': ['英文提示词', 'English prompt', '英文提示詞'],
  'admin.chatPrompts.form.promptEnNote': ['可不填，最多 4000 个字', 'Optional, 4,000 characters at most', '可不填，最多 4000 個字'],
  'admin.chatPrompts.form.sort': ['排序', 'Order', '排序'],
  'admin.chatPrompts.form.sortNote': ['数字小的排在前面', 'Lower shows first.', '數字小的排在前面'],
  'admin.chatPrompts.form.enabled': ['启用', 'Enabled', '啟用'],
  'admin.chatPrompts.form.categoryRequired': ['请选择分类', 'Choose a category', '請選擇分類'],
  'admin.chatPrompts.form.titleRequired': ['请输入提示词标题', 'Enter the prompt’s title', '請輸入提示詞標題'],
  'admin.chatPrompts.form.titleLength': ['提示词标题最多50个字符', 'A title is 50 characters at most', '提示詞標題最多50個字元'],
  'admin.chatPrompts.form.descLength': ['提示词描述最多200个字符', 'A description is 200 characters at most', '提示詞描述最多200個字元'],
  'admin.chatPrompts.form.promptRequired': ['请输入提示词内容', 'Enter the prompt', '請輸入提示詞內容'],
  'admin.chatPrompts.form.promptLength': ['提示词内容最多4000个字符', 'A prompt is 4,000 characters at most', '提示詞內容最多4000個字元'],
  'admin.chatPrompts.form.promptEnLength': ['英文提示词最多4000个字符', 'The English prompt is 4,000 characters at most', '英文提示詞最多4000個字元'],
  'admin.chatPrompts.form.sortInvalid': ['请输入整数', 'Enter a whole number.', '請輸入整數'],
  'admin.chatPrompts.cancel': ['取消', 'Cancel', '取消'],
  'admin.chatPrompts.save': ['保存', 'Save', '儲存'],
  'admin.chatPrompts.saving': ['保存中', 'Saving', '儲存中'],

  'admin.chatPrompts.categories': ['提示词分类', 'Prompt categories', '提示詞分類'],
  'admin.chatPrompts.categoriesNote': [
    '对话页提示词的分类标签；停用的分类连同其中的提示词不对用户显示；存在提示词的分类不可删除',
    'The chips of the chat page’s prompts; a disabled category hides its prompts from users; a category holding prompts cannot be deleted.',
    '對話頁提示詞的分類標籤；停用的分類連同其中的提示詞不對使用者顯示；存在提示詞的分類不可刪除',
  ],
  'admin.chatPrompts.categoryName': ['名称', 'Name', '名稱'],
  'admin.chatPrompts.categorySort': ['排序', 'Order', '排序'],
  'admin.chatPrompts.categorySortNote': ['数字小的排在前面', 'Lower shows first.', '數字小的排在前面'],
  'admin.chatPrompts.categoryPrompts': ['提示词数', 'Prompts', '提示詞數'],
  'admin.chatPrompts.categoryState': ['状态', 'State', '狀態'],
  'admin.chatPrompts.categoryEnabled': ['启用', 'Enabled', '啟用'],
  'admin.chatPrompts.categoryDisabled': ['停用', 'Disabled', '停用'],
  'admin.chatPrompts.categoryType': ['类型', 'Type', '類型'],
  'admin.chatPrompts.categoryTypeNote': [
    '用于按类型读取分类（/category/list 的 type），默认 prompt',
    'Groups categories for /category/list {type}; prompt by default.',
    '用於按類型讀取分類（/category/list 的 type），預設 prompt',
  ],
  'admin.chatPrompts.categoryActions': ['操作', 'Actions', '操作'],
  'admin.chatPrompts.categoryNone': ['还没有分类', 'No categories yet', '還沒有分類'],
  'admin.chatPrompts.categoryNew': ['新建分类', 'New category', '新建分類'],
  'admin.chatPrompts.categoryEdit': ['编辑', 'Edit', '編輯'],
  'admin.chatPrompts.categoryEditNamed': ['编辑分类 {{name}}', 'Edit category {{name}}', '編輯分類 {{name}}'],
  'admin.chatPrompts.categoryEditTitle': ['编辑分类', 'Edit category', '編輯分類'],
  'admin.chatPrompts.categoryDelete': ['删除', 'Delete', '刪除'],
  'admin.chatPrompts.categoryDeleteNamed': ['删除分类 {{name}}', 'Delete category {{name}}', '刪除分類 {{name}}'],
  'admin.chatPrompts.categoryDeleteLine': ['删除对话提示词分类', 'Delete the chat prompt category', '刪除對話提示詞分類'],
  'admin.chatPrompts.categoryDeleteAfter': ['{{name}}（其中没有提示词）', '{{name}} (it holds no prompt)', '{{name}}（其中沒有提示詞）'],
  'admin.chatPrompts.categoryInUse': ['该分类下存在提示词，不可删除！', 'This category holds prompts and cannot be deleted!', '該分類下存在提示詞，不可刪除！'],
  'admin.chatPrompts.categoryNameRequired': ['分类名称不能为空', 'The category needs a name', '分類名稱不能為空'],
  'admin.chatPrompts.categoryNameTooLong': ['分类名称最多20个字符', 'A category name is 20 characters at most', '分類名稱最多20個字元'],
  'admin.chatPrompts.categoryTypeInvalid': [
    '分类类型为1-30位字母、数字、下划线或连字符',
    'A category type is 1–30 letters, digits, underscores or hyphens',
    '分類類型為1-30位字母、數字、底線或連字號',
  ],
  'admin.chatPrompts.categorySaved': ['分类“{{name}}”已保存', 'Category “{{name}}” saved', '分類「{{name}}」已儲存'],
  'admin.chatPrompts.categoryDeleted': ['分类“{{name}}”已删除', 'Category “{{name}}” deleted', '分類「{{name}}」已刪除'],
} as const satisfies Record<string, Texts>;

export type ChatPromptsMessageKey = keyof typeof texts;

const column = (index: 0 | 1 | 2) =>
  Object.fromEntries(Object.entries(texts).map(([key, values]) => [key, values[index]])) as Record<ChatPromptsMessageKey, string>;

export const chatPromptsCatalog: FlowCatalog<ChatPromptsMessageKey> = { 'zh-CN': column(0), en: column(1), 'zh-TW': column(2) };
