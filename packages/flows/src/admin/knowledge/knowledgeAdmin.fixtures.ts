import type { KnowledgeAdminData } from './knowledgeAdmin';

/** GET /admin/knowledge/settings as a configured site answers it (pgvector, one active space). */
export const knowledgeAdminData = (patch: Partial<KnowledgeAdminData> = {}): KnowledgeAdminData => ({
  settings: {
    knowledgeEmbedPoints: 1,
    knowledgeEmbedPages: 10,
    knowledgeChatModel: '',
    knowledgeAssistModel: '',
    knowledgeMinSimilarity: 0.3,
    knowledgeQuotaMember: { bases: 20, documents: 500, pages: 20_000, notes: 1000 },
    knowledgeQuotaFree: { bases: 2, documents: 20, pages: 500, notes: 50 },
  },
  endpoint: { knowledgeEmbeddingUrl: 'https://api.openai.com/v1', knowledgeEmbeddingModel: 'text-embedding-3-small', knowledgeEmbeddingDimensions: 1024 },
  keySet: true,
  demoMode: false,
  vectors: 'pgvector',
  spaces: [{ id: 1, model: 'text-embedding-3-small', dimensions: 1024, status: 'active', vectors: 128_400 }],
  usage: { users: 312, bases: 845, documents: 6120, pages: 98_311, passages: 128_400 },
  chatModels: [
    { model: 'gpt-4o-mini', name: 'GPT-4o mini' },
    { model: 'deepseek-chat', name: 'DeepSeek' },
  ],
  ...patch,
});
