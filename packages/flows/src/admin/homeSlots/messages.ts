import type { FlowCatalog } from '../../i18n';

/** zh-CN, en, zh-TW texts of one key, in that order. */
type Texts = readonly [zhCN: string, en: string, zhTW: string];

/**
 * 首页推荐: the home page's slots in the back office (docs/apps.md "Home"): 推荐 (recommended apps, agents or routes)
 * and 轮播 (the carousel). The server's own words (each field's limit and rule) are repeated where the screen checks first.
 */
const texts = {
  'admin.homeSlots.title': ['首页推荐', 'Home page', '首頁推薦'],
  'admin.homeSlots.intro': [
    '首页的推荐位与轮播图：每项打开本站的一个页面或一个应用，按排序在排期内展示。应用的推荐位仅在应用上架时展示。',
    'The home page’s recommendations and carousel: each opens a page of this site or an app, in order, while its schedule holds. An app’s slot shows only while the app is listed.',
    '首頁的推薦位與輪播圖：每項開啟本站的一個頁面或一個應用，按排序在排期內展示。應用的推薦位僅在應用上架時展示。',
  ],
  'admin.homeSlots.tabs': ['首页推荐', 'Home page', '首頁推薦'],
  'admin.homeSlots.kind.rec': ['推荐', 'Recommended', '推薦'],
  'admin.homeSlots.kind.swiper': ['轮播', 'Carousel', '輪播'],
  'admin.homeSlots.note.rec': [
    '首页“推荐”区的应用、智能体或页面入口',
    'The apps, agents or pages of the home page’s recommended row',
    '首頁「推薦」區的應用、智慧體或頁面入口',
  ],
  'admin.homeSlots.note.swiper': ['首页顶部的轮播图', 'The slides at the top of the home page', '首頁頂部的輪播圖'],
  'admin.homeSlots.new': ['新建', 'New', '新建'],
  'admin.homeSlots.newNamed': ['新建{{kind}}', 'New: {{kind}}', '新建{{kind}}'],
  'admin.homeSlots.list': ['{{kind}}列表', '{{kind}} slots', '{{kind}}列表'],
  'admin.homeSlots.empty': ['还没有内容', 'Nothing here yet', '還沒有內容'],
  'admin.homeSlots.column.image': ['图片', 'Picture', '圖片'],
  'admin.homeSlots.column.title': ['标题', 'Title', '標題'],
  'admin.homeSlots.column.link': ['打开', 'Opens', '開啟'],
  'admin.homeSlots.column.schedule': ['排期', 'Schedule', '排期'],
  'admin.homeSlots.column.sort': ['排序', 'Order', '排序'],
  'admin.homeSlots.column.state': ['状态', 'State', '狀態'],
  'admin.homeSlots.column.enabled': ['启用', 'Enabled', '啟用'],
  'admin.homeSlots.column.actions': ['操作', 'Actions', '操作'],
  'admin.homeSlots.imageOf': ['{{title}} 的图片', 'Picture of {{title}}', '{{title}} 的圖片'],
  'admin.homeSlots.noImage': ['无', 'None', '無'],
  'admin.homeSlots.app': ['应用：{{name}}', 'App: {{name}}', '應用：{{name}}'],
  'admin.homeSlots.appGone': ['应用已删除', 'The app was deleted', '應用已刪除'],
  'admin.homeSlots.appUnlisted': ['应用未上架', 'The app is not listed', '應用未上架'],
  'admin.homeSlots.tag': ['标签 #{{tag}}', 'Tag #{{tag}}', '標籤 #{{tag}}'],
  'admin.homeSlots.always': ['长期', 'Always', '長期'],
  'admin.homeSlots.from': ['{{time}} 起', 'From {{time}}', '{{time}} 起'],
  'admin.homeSlots.until': ['至 {{time}}', 'Until {{time}}', '至 {{time}}'],
  'admin.homeSlots.live': ['展示中', 'Showing', '展示中'],
  'admin.homeSlots.hidden': ['未展示', 'Not shown', '未展示'],
  'admin.homeSlots.enabledNamed': ['启用 {{title}}', 'Enable {{title}}', '啟用 {{title}}'],
  'admin.homeSlots.edit': ['编辑', 'Edit', '編輯'],
  'admin.homeSlots.editNamed': ['编辑 {{title}}', 'Edit {{title}}', '編輯 {{title}}'],
  'admin.homeSlots.remove': ['删除', 'Delete', '刪除'],
  'admin.homeSlots.removeNamed': ['删除 {{title}}', 'Delete {{title}}', '刪除 {{title}}'],
  'admin.homeSlots.removeLine': [
    '删除首页{{kind}}：{{title}}（#{{id}}）',
    'Delete the home page’s {{kind}} slot {{title}} (#{{id}})',
    '刪除首頁{{kind}}：{{title}}（#{{id}}）',
  ],
  'admin.homeSlots.removeAfter': ['从首页移除', 'Leaves the home page', '從首頁移除'],

  'admin.homeSlots.created': ['“{{title}}”已创建', '“{{title}}” created', '「{{title}}」已建立'],
  'admin.homeSlots.saved': ['“{{title}}”已保存', '“{{title}}” saved', '「{{title}}」已儲存'],
  'admin.homeSlots.enabled': ['“{{title}}”已启用', '“{{title}}” enabled', '「{{title}}」已啟用'],
  'admin.homeSlots.disabled': ['“{{title}}”已停用', '“{{title}}” disabled', '「{{title}}」已停用'],
  'admin.homeSlots.removed': ['“{{title}}”已删除', '“{{title}}” deleted', '「{{title}}」已刪除'],

  'admin.homeSlots.formNew': ['新建{{kind}}', 'New: {{kind}}', '新建{{kind}}'],
  'admin.homeSlots.formEdit': ['编辑{{kind}}', 'Edit: {{kind}}', '編輯{{kind}}'],
  'admin.homeSlots.form.title': ['标题', 'Title', '標題'],
  'admin.homeSlots.form.titleNote': ['1–30 个字', '1–30 characters', '1–30 個字'],
  'admin.homeSlots.form.link': ['打开', 'Opens', '開啟'],
  'admin.homeSlots.form.link.route': ['本站页面', 'A page of this site', '本站頁面'],
  'admin.homeSlots.form.link.app': ['应用', 'An app', '應用'],
  'admin.homeSlots.form.target': ['页面路由', 'Route', '頁面路由'],
  'admin.homeSlots.form.targetNote': [
    '以 / 开头的站内地址，如 /app-store',
    'An address of this site starting with /, e.g. /app-store',
    '以 / 開頭的站內地址，如 /app-store',
  ],
  'admin.homeSlots.form.app': ['应用', 'App', '應用'],
  'admin.homeSlots.form.appNote': ['已上架的应用；未上架时不展示', 'A listed app; not shown while it is not listed', '已上架的應用；未上架時不展示'],
  'admin.homeSlots.form.appPlaceholder': ['请选择应用', 'Choose an app', '請選擇應用'],
  'admin.homeSlots.form.appsFailed': [
    '应用列表加载失败，只能选择当前应用或填写页面路由：{{message}}',
    'The apps did not load; only the current app or a route can be chosen: {{message}}',
    '應用列表載入失敗，只能選擇目前應用或填寫頁面路由：{{message}}',
  ],
  'admin.homeSlots.form.image': ['图片', 'Picture', '圖片'],
  'admin.homeSlots.form.imageAppNote': [
    '可不传：应用的推荐位默认显示应用 Logo',
    'Optional: an app’s slot shows the app’s logo',
    '可不傳：應用的推薦位預設顯示應用 Logo',
  ],
  'admin.homeSlots.form.imageDrop': ['拖拽图片到此处', 'Drop a picture here', '拖曳圖片到此處'],
  'admin.homeSlots.form.imagePick': ['选择图片', 'Choose a picture', '選擇圖片'],
  'admin.homeSlots.form.imageHint': ['jpg、png 格式，不超过 2MB', 'jpg or png, 2 MB at most', 'jpg、png 格式，不超過 2MB'],
  'admin.homeSlots.form.imagePreview': ['当前图片', 'Current picture', '目前圖片'],
  'admin.homeSlots.form.imageClear': ['移除图片', 'Remove the picture', '移除圖片'],
  'admin.homeSlots.form.imageUploading': ['正在上传 {{name}}', 'Uploading {{name}}', '正在上傳 {{name}}'],
  'admin.homeSlots.form.tagId': ['标签编号', 'Tag number', '標籤編號'],
  'admin.homeSlots.form.tagIdNote': [
    '可不填；轮播可按标签排除（notInTagId）',
    'Optional; the carousel can leave a tag out (notInTagId)',
    '可不填；輪播可按標籤排除（notInTagId）',
  ],
  'admin.homeSlots.form.sort': ['排序', 'Order', '排序'],
  'admin.homeSlots.form.sortNote': ['数字小的排在前面', 'Lower shows first.', '數字小的排在前面'],
  'admin.homeSlots.form.startsAt': ['开始时间', 'Starts', '開始時間'],
  'admin.homeSlots.form.endsAt': ['结束时间', 'Ends', '結束時間'],
  'admin.homeSlots.form.timeNote': [
    '北京时间，如 2026-01-31 08:00；留空则不限',
    'Beijing time, e.g. 2026-01-31 08:00; empty: no limit',
    '北京時間，如 2026-01-31 08:00；留空則不限',
  ],
  'admin.homeSlots.form.enabled': ['启用', 'Enabled', '啟用'],
  'admin.homeSlots.form.titleRequired': ['请输入标题', 'Enter a title', '請輸入標題'],
  'admin.homeSlots.form.titleLength': ['标题最多30个字符', 'A title is 30 characters at most', '標題最多30個字元'],
  'admin.homeSlots.form.linkRequired': ['请填写跳转路由或选择应用', 'Give a route of the site or choose an app', '請填寫跳轉路由或選擇應用'],
  'admin.homeSlots.form.targetInvalid': [
    '跳转路由须为以 / 开头的站内地址',
    'A route is an address of this site starting with /',
    '跳轉路由須為以 / 開頭的站內地址',
  ],
  'admin.homeSlots.form.imageRequired': ['请上传图片', 'Upload a picture', '請上傳圖片'],
  'admin.homeSlots.form.imageType': ['仅支持 jpg、jpeg、png 格式的图片', 'Only jpg, jpeg and png pictures are supported', '僅支援 jpg、jpeg、png 格式的圖片'],
  'admin.homeSlots.form.imageSize': ['图片不能超过 2MB', 'The picture is 2 MB at most', '圖片不能超過 2MB'],
  'admin.homeSlots.form.imageWait': ['请等待图片上传完成', 'Wait for the picture to finish uploading', '請等待圖片上傳完成'],
  'admin.homeSlots.form.tagIdInvalid': ['请输入正整数，或留空', 'Enter a whole number from 1, or leave it empty.', '請輸入正整數，或留空'],
  'admin.homeSlots.form.sortInvalid': ['请输入整数', 'Enter a whole number.', '請輸入整數'],
  'admin.homeSlots.form.timeInvalid': ['请按 2026-01-31 08:00 的格式填写', 'Write it as 2026-01-31 08:00', '請按 2026-01-31 08:00 的格式填寫'],
  'admin.homeSlots.form.scheduleOrder': ['结束时间须晚于开始时间', 'The end must come after the start', '結束時間須晚於開始時間'],
  'admin.homeSlots.cancel': ['取消', 'Cancel', '取消'],
  'admin.homeSlots.save': ['保存', 'Save', '儲存'],
  'admin.homeSlots.saving': ['保存中', 'Saving', '儲存中'],
} as const satisfies Record<string, Texts>;

export type HomeSlotsMessageKey = keyof typeof texts;

const column = (index: 0 | 1 | 2) =>
  Object.fromEntries(Object.entries(texts).map(([key, values]) => [key, values[index]])) as Record<HomeSlotsMessageKey, string>;

export const homeSlotsCatalog: FlowCatalog<HomeSlotsMessageKey> = { 'zh-CN': column(0), en: column(1), 'zh-TW': column(2) };
