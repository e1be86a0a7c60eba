import type { FlowCatalog } from '../../i18n';

/** zh-CN, en, zh-TW texts of one key, in that order. */
type Texts = readonly [zhCN: string, en: string, zhTW: string];

/**
 * The back office's menus screen (issue 17; SPEC §2.1). The server's refusals (该菜单下还有子菜单…) arrive as its
 * messages; the rules here mirror apps/server/src/modules/config/routes/adminMenus.ts so most never get that far.
 */
const texts = {
  'admin.menus.title': ['菜单管理', 'Menus', '選單管理'],
  'admin.menus.platform.1': ['侧边栏菜单', 'Sidebar menu', '側邊欄選單'],
  'admin.menus.platform.0': ['移动端底部栏', 'Mobile bottom bar', '行動端底部欄'],
  'admin.menus.platformNote.1': [
    '电脑端左侧菜单，子菜单列在上级之下',
    'The desktop side menu; children are listed under their parent.',
    '電腦端左側選單，子選單列在上級之下',
  ],
  'admin.menus.platformNote.0': [
    '手机底部栏，放不下的收进「更多」',
    'The phone bottom bar; entries that do not fit go under More.',
    '手機底部欄，放不下的收進「更多」',
  ],
  'admin.menus.empty': ['这个菜单还没有条目', 'This menu has no entries yet.', '這個選單還沒有條目'],
  'admin.menus.new': ['添加菜单', 'Add entry', '新增選單'],
  'admin.menus.newIn': ['在{{menu}}添加菜单', 'Add entry to the {{menu}}', '在{{menu}}新增選單'],
  'admin.menus.addChild': ['添加子菜单', 'Add child', '新增子選單'],
  'admin.menus.addChildNamed': ['为 {{name}} 添加子菜单', 'Add child to {{name}}', '為 {{name}} 新增子選單'],
  'admin.menus.createTitle': ['添加菜单', 'New menu entry', '新增選單'],
  'admin.menus.editTitle': ['编辑菜单', 'Edit menu entry', '編輯選單'],
  'admin.menus.edit': ['编辑', 'Edit', '編輯'],
  'admin.menus.editNamed': ['编辑 {{name}}', 'Edit {{name}}', '編輯 {{name}}'],
  'admin.menus.delete': ['删除', 'Delete', '刪除'],
  'admin.menus.deleteNamed': ['删除 {{name}}', 'Delete {{name}}', '刪除 {{name}}'],
  'admin.menus.deleteLine': ['删除菜单', 'Delete menu entry', '刪除選單'],
  'admin.menus.deleteAfter': ['{{name}}（#{{id}}）', '{{name}} (#{{id}})', '{{name}}（#{{id}}）'],
  'admin.menus.moveUp': ['上移 {{name}}', 'Move {{name}} up', '上移 {{name}}'],
  'admin.menus.moveDown': ['下移 {{name}}', 'Move {{name}} down', '下移 {{name}}'],
  'admin.menus.enableNamed': ['启用 {{name}}', 'Show {{name}}', '啟用 {{name}}'],
  'admin.menus.disabled': ['已停用', 'Hidden', '已停用'],
  'admin.menus.needAuth': ['需登录', 'Sign-in', '需登入'],
  'admin.menus.external': ['外链', 'External', '外鏈'],
  'admin.menus.newTab': ['新窗口', 'New tab', '新視窗'],
  'admin.menus.noPath': ['（无路径）', '(no path)', '（無路徑）'],
  'admin.menus.name': ['菜单名称', 'Name', '選單名稱'],
  'admin.menus.parent': ['上级菜单', 'Parent', '上級選單'],
  'admin.menus.parentTop': ['（顶级）', '(top level)', '（頂級）'],
  'admin.menus.path': ['路径', 'Path', '路徑'],
  'admin.menus.pathNote': [
    '站内页面，如 /chat；填写外链时可留空',
    'A page of the site, such as /chat; may be empty with an external address.',
    '站內頁面，如 /chat；填寫外鏈時可留空',
  ],
  'admin.menus.iframeUrl': ['外链地址', 'External address', '外鏈地址'],
  'admin.menus.iframeUrlNote': [
    'http(s) 地址，在站内页面中打开；勾选「新窗口打开」则在新标签页打开',
    'An http(s) address shown inside the site, or in a new tab with Open in a new tab.',
    'http(s) 地址，在站內頁面中開啟；勾選「新視窗開啟」則在新分頁開啟',
  ],
  'admin.menus.isJump': ['新窗口打开', 'Open in a new tab', '新視窗開啟'],
  'admin.menus.isNeedAuth': ['需要登录', 'Signed-in users only', '需要登入'],
  'admin.menus.isEnabled': ['启用', 'Shown', '啟用'],
  'admin.menus.tipText': ['提示文字', 'Tip', '提示文字'],
  'admin.menus.tipTextNote': ['悬停提示，也是首页卡片的介绍', 'Shown on hover and on the home page card.', '懸停提示，也是首頁卡片的介紹'],
  'admin.menus.cover': ['首页卡片封面', 'Home card cover', '首頁卡片封面'],
  'admin.menus.coverNote': [
    'http(s) 或 / 开头的图片地址，留空则自动生成',
    'An image address starting with http(s):// or /; empty draws one.',
    'http(s) 或 / 開頭的圖片地址，留空則自動產生',
  ],
  'admin.menus.icons': ['图标', 'Icons', '圖示'],
  'admin.menus.menuIcon': ['菜单图标', 'Menu icon', '選單圖示'],
  'admin.menus.menuIconActive': ['选中时图标', 'Icon when current', '選中時圖示'],
  'admin.menus.homeIcon': ['首页图标', 'Home page icon', '首頁圖示'],
  'admin.menus.homeIconActive': ['首页选中时图标', 'Home page icon when current', '首頁選中時圖示'],
  'admin.menus.iconNone': ['无', 'None', '無'],
  'admin.menus.iconCustom': ['自定义图片…', 'Custom image…', '自訂圖片…'],
  'admin.menus.iconUrl': ['{{field}}图片地址', '{{field}} image address', '{{field}}圖片地址'],
  'admin.menus.iconUrlNote': ['http(s) 或 / 开头的图片地址', 'Starting with http(s):// or /.', 'http(s) 或 / 開頭的圖片地址'],
  'admin.menus.translations': ['其他语言（可选）', 'Other languages (optional)', '其他語言（選填）'],
  'admin.menus.nameEn': ['英文名称', 'English name', '英文名稱'],
  'admin.menus.tipEn': ['英文提示', 'English tip', '英文提示'],
  'admin.menus.nameTw': ['繁体名称', 'Traditional Chinese name', '繁體名稱'],
  'admin.menus.tipTw': ['繁体提示', 'Traditional Chinese tip', '繁體提示'],
  'admin.menus.translationsNote': [
    '留空时英文显示中文名称，繁体自动转换',
    'Empty: English shows the Chinese text, Traditional Chinese is converted.',
    '留空時英文顯示中文名稱，繁體自動轉換',
  ],
  'admin.menus.save': ['保存', 'Save', '儲存'],
  'admin.menus.saving': ['保存中', 'Saving', '儲存中'],
  'admin.menus.cancel': ['取消', 'Cancel', '取消'],
  'admin.menus.close': ['关闭', 'Close', '關閉'],
  'admin.menus.created': ['菜单已添加', 'Menu entry added', '選單已新增'],
  'admin.menus.saved': ['菜单已保存', 'Menu entry saved', '選單已儲存'],
  'admin.menus.deleted': ['菜单已删除', 'Menu entry deleted', '選單已刪除'],
  'admin.menus.enabled': ['{{name}} 已启用', '{{name}} is shown', '{{name}} 已啟用'],
  'admin.menus.disabledNotice': ['{{name}} 已停用', '{{name}} is hidden', '{{name}} 已停用'],
  'admin.menus.moved': ['顺序已保存', 'Order saved', '順序已儲存'],
  'admin.menus.nameRequired': ['请输入菜单名称', 'Enter a name.', '請輸入選單名稱'],
  'admin.menus.nameTooLong': ['菜单名称最多 32 个字', 'At most 32 characters.', '選單名稱最多 32 個字'],
  'admin.menus.pathInvalid': ['路径须以 / 开头，如 /chat', 'Starts with /, such as /chat.', '路徑須以 / 開頭，如 /chat'],
  'admin.menus.iconInvalid': [
    '请选择内置图标，或填写 http(s) 或 / 开头的图片地址',
    'Choose a built-in icon, or an address starting with http(s):// or /.',
    '請選擇內建圖示，或填寫 http(s) 或 / 開頭的圖片地址',
  ],
  'admin.menus.coverInvalid': [
    '封面须为 http(s) 或 / 开头的图片地址',
    'An image address starting with http(s):// or /.',
    '封面須為 http(s) 或 / 開頭的圖片地址',
  ],
  'admin.menus.iframeUrlInvalid': ['外链地址须以 http:// 或 https:// 开头', 'Starts with http:// or https://.', '外鏈地址須以 http:// 或 https:// 開頭'],
  'admin.menus.tipTooLong': ['最多 200 个字', 'At most 200 characters.', '最多 200 個字'],
} as const satisfies Record<string, Texts>;

export type MenusMessageKey = keyof typeof texts;

const column = (index: 0 | 1 | 2) => Object.fromEntries(Object.entries(texts).map(([key, values]) => [key, values[index]])) as Record<MenusMessageKey, string>;

export const menusCatalog: FlowCatalog<MenusMessageKey> = { 'zh-CN': column(0), en: column(1), 'zh-TW': column(2) };
