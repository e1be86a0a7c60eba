import type { FlowCatalog } from '../../i18n';

/** zh-CN, en, zh-TW texts of one key, in that order. */
type Texts = readonly [zhCN: string, en: string, zhTW: string];

/** The back office's knowledge-base settings (issue 21; docs/knowledge.md "Back office"). */
const texts = {
  'admin.knowledge.title': ['知识库设置', 'Knowledge base', '知識庫設定'],
  'admin.knowledge.demoMode': [
    '未配置向量接口：当前由内置模拟器生成向量（演示模式，只按共有词语相近，没有语义）',
    'No embedding endpoint is configured: the built-in simulator embeds (demo mode: texts are near by shared words only, with no meaning).',
    '未設定向量介面：目前由內建模擬器產生向量（示範模式，只按共有詞語相近，沒有語意）',
  ],
  'admin.knowledge.status': ['检索状态', 'Search status', '檢索狀態'],
  'admin.knowledge.vectors.pgvector': ['向量检索：pgvector（HNSW 索引）', 'Vector search: pgvector (HNSW index)', '向量檢索：pgvector（HNSW 索引）'],
  'admin.knowledge.vectors.plain': [
    '向量检索：按符号位预筛，再精确排序（数据库没有 pgvector）',
    'Vector search: sign-bit prefilter, then exact ranking (the database has no pgvector)',
    '向量檢索：按符號位預篩，再精確排序（資料庫沒有 pgvector）',
  ],
  'admin.knowledge.usage': ['用量', 'Usage', '用量'],
  'admin.knowledge.usage.users': ['用户', 'Users', '使用者'],
  'admin.knowledge.usage.bases': ['知识库', 'Bases', '知識庫'],
  'admin.knowledge.usage.documents': ['文档', 'Documents', '文件'],
  'admin.knowledge.usage.pages': ['页数', 'Pages', '頁數'],
  'admin.knowledge.usage.passages': ['段落', 'Passages', '段落'],
  'admin.knowledge.spaces': ['向量空间', 'Embedding spaces', '向量空間'],
  'admin.knowledge.space.model': ['模型', 'Model', '模型'],
  'admin.knowledge.space.dimensions': ['维度', 'Dimensions', '維度'],
  'admin.knowledge.space.status': ['状态', 'Status', '狀態'],
  'admin.knowledge.space.vectors': ['向量数', 'Vectors', '向量數'],
  'admin.knowledge.space.active': ['使用中', 'Active', '使用中'],
  'admin.knowledge.space.building': ['构建中', 'Building', '建構中'],
  'admin.knowledge.space.retired': ['已停用', 'Retired', '已停用'],
  'admin.knowledge.noSpaces': ['还没有向量', 'No vectors yet', '還沒有向量'],
  'admin.knowledge.prices': ['价格与模型', 'Prices and models', '價格與模型'],
  'admin.knowledge.pricesNote': [
    '文档向量化按页计费（PDF 一页或 2000 字算一页）；提问按回答模型的价格计费，笔记智能写作按写作模型的价格计费',
    'Embedding is charged by pages (a PDF page or 2,000 characters); a question costs the answering model’s price, a note’s writing assistant the assist model’s.',
    '文件向量化按頁計費（PDF 一頁或 2000 字算一頁）；提問按回答模型的價格計費，筆記智慧寫作按寫作模型的價格計費',
  ],
  'admin.knowledge.field.knowledgeEmbedPoints': ['向量化积分', 'Embedding points', '向量化積分'],
  'admin.knowledge.field.knowledgeEmbedPages': ['每多少页', 'Per how many pages', '每多少頁'],
  'admin.knowledge.field.knowledgeMinSimilarity': ['相关度下限（0–1）', 'Relevance floor (0–1)', '相關度下限（0–1）'],
  'admin.knowledge.field.knowledgeChatModel': ['回答模型', 'Answering model', '回答模型'],
  'admin.knowledge.field.knowledgeAssistModel': ['写作模型', 'Writing assistant model', '寫作模型'],
  'admin.knowledge.chatDefault': ['对话所用模型', 'The conversation’s model', '對話所用模型'],
  'admin.knowledge.assistDefault': ['同回答模型', 'Same as the answering model', '同回答模型'],
  'admin.knowledge.points': ['积分', 'points', '積分'],
  'admin.knowledge.quotas': ['配额', 'Quotas', '配額'],
  'admin.knowledge.quotasNote': [
    '每位用户最多可拥有的数量；0 表示不可使用',
    'The most each user may hold; 0: none.',
    '每位使用者最多可擁有的數量；0 表示不可使用',
  ],
  'admin.knowledge.tier.knowledgeQuotaMember': ['会员', 'Members', '會員'],
  'admin.knowledge.tier.knowledgeQuotaFree': ['非会员', 'Others', '非會員'],
  'admin.knowledge.quota.bases': ['知识库', 'Bases', '知識庫'],
  'admin.knowledge.quota.documents': ['文档', 'Documents', '文件'],
  'admin.knowledge.quota.pages': ['总页数', 'Pages in all', '總頁數'],
  'admin.knowledge.quota.notes': ['笔记', 'Notes', '筆記'],
  'admin.knowledge.quotaField': ['{{tier}}：{{what}}', '{{tier}}: {{what}}', '{{tier}}：{{what}}'],
  'admin.knowledge.save': ['保存设置', 'Save settings', '儲存設定'],
  'admin.knowledge.saving': ['保存中', 'Saving', '儲存中'],
  'admin.knowledge.discard': ['放弃修改', 'Discard changes', '放棄修改'],
  'admin.knowledge.saved': ['知识库设置已保存', 'Knowledge base settings saved', '知識庫設定已儲存'],
  'admin.knowledge.unchanged': ['没有需要保存的修改', 'Nothing has changed', '沒有需要儲存的修改'],
  'admin.knowledge.fixErrors': ['请先改正标出的内容', 'Correct the marked fields first', '請先改正標出的內容'],
  'admin.knowledge.endpoint': ['向量接口', 'Embedding endpoint', '向量介面'],
  'admin.knowledge.endpointNote': [
    '用户的文档会发送到这里生成向量。OpenAI 兼容的 …/v1 地址；换模型或维度会建立新的向量空间，全部重新生成前检索仍用旧空间。保存需要二次确认。',
    'Users’ documents are sent here to be embedded: an OpenAI-compatible …/v1 address. Another model or width builds a new space; search stays on the old one until it is complete. Saving asks for confirmation.',
    '使用者的文件會傳送到這裡產生向量。OpenAI 相容的 …/v1 位址；換模型或維度會建立新的向量空間，全部重新產生前檢索仍用舊空間。儲存需要二次確認。',
  ],
  'admin.knowledge.field.knowledgeEmbeddingUrl': ['接口地址', 'Address', '介面位址'],
  'admin.knowledge.field.knowledgeEmbeddingModel': ['向量模型', 'Embedding model', '向量模型'],
  'admin.knowledge.field.knowledgeEmbeddingDimensions': ['维度', 'Dimensions', '維度'],
  'admin.knowledge.key': ['接口密钥', 'API key', '介面金鑰'],
  'admin.knowledge.endpointSave': ['保存接口', 'Save the endpoint', '儲存介面'],
  'admin.knowledge.endpointSaved': ['向量接口已保存', 'Embedding endpoint saved', '向量介面已儲存'],
  'admin.knowledge.test': ['测试连接', 'Test the connection', '測試連線'],
  'admin.knowledge.testing': ['测试中', 'Testing', '測試中'],
  'admin.knowledge.testOk': [
    '连接成功：返回 {{dimensions}} 维向量，用时 {{ms}} 毫秒',
    'Connected: a {{dimensions}}-dimension vector in {{ms}} ms',
    '連線成功：傳回 {{dimensions}} 維向量，用時 {{ms}} 毫秒',
  ],
  'admin.knowledge.testFailed': ['连接失败：{{error}}', 'Failed: {{error}}', '連線失敗：{{error}}'],
  'admin.knowledge.problem.number': ['请输入范围内的整数', 'Enter a whole number within range', '請輸入範圍內的整數'],
  'admin.knowledge.problem.similarity': [
    '请输入 0 到 1 之间的数，最多三位小数',
    'Enter a number from 0 to 1, three decimals at most',
    '請輸入 0 到 1 之間的數，最多三位小數',
  ],
  'admin.knowledge.problem.url': [
    '请输入 http:// 或 https:// 开头的地址，留空为演示模式',
    'Enter an http:// or https:// address, or leave it empty for demo mode',
    '請輸入 http:// 或 https:// 開頭的位址，留空為示範模式',
  ],
  'admin.knowledge.problem.model': [
    '请输入向量模型名称（最多 100 个字符）',
    'Enter the embedding model’s name (100 characters at most)',
    '請輸入向量模型名稱（最多 100 個字元）',
  ],
  'admin.knowledge.problem.dimensions': ['维度为 1–2000 的整数', 'Dimensions are a whole number from 1 to 2000', '維度為 1–2000 的整數'],
} as const satisfies Record<string, Texts>;

export type KnowledgeAdminMessageKey = keyof typeof texts;

const column = (index: 0 | 1 | 2) =>
  Object.fromEntries(Object.entries(texts).map(([key, values]) => [key, values[index]])) as Record<KnowledgeAdminMessageKey, string>;

export const knowledgeAdminCatalog: FlowCatalog<KnowledgeAdminMessageKey> = { 'zh-CN': column(0), en: column(1), 'zh-TW': column(2) };
