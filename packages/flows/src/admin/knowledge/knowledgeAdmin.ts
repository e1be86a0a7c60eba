import type { DataOf } from '@lingxi/api-client';
import type { Translate } from '../../i18n';
import type { ChangeLine, ConfirmRequest } from '../adminConfirm.machine';
import type { AdminMessageKey } from '../messages';
import type { KnowledgeAdminMessageKey } from './messages';

/** GET /admin/knowledge/settings: prices, models, quotas, the embedding endpoint, vector search and what users hold. */
export type KnowledgeAdminData = DataOf<'/api/admin/knowledge/settings', 'get'>;
export type KnowledgeSettingValues = KnowledgeAdminData['settings'];
type Quota = KnowledgeSettingValues['knowledgeQuotaMember'];

export const quotaKeys = ['bases', 'documents', 'pages', 'notes'] as const satisfies readonly (keyof Quota)[];
type QuotaKey = (typeof quotaKeys)[number];
export const quotaTiers = ['knowledgeQuotaMember', 'knowledgeQuotaFree'] as const;
type QuotaTier = (typeof quotaTiers)[number];
export type QuotaDraftKey = `${QuotaTier}.${QuotaKey}`;

/** The fields as typed (numbers as text). */
export interface KnowledgeDrafts {
  knowledgeEmbedPoints: string;
  knowledgeEmbedPages: string;
  knowledgeMinSimilarity: string;
  knowledgeChatModel: string;
  knowledgeAssistModel: string;
  quotas: Record<QuotaDraftKey, string>;
  knowledgeEmbeddingUrl: string;
  knowledgeEmbeddingModel: string;
  knowledgeEmbeddingDimensions: string;
}
type TextDraftKey = Exclude<keyof KnowledgeDrafts, 'quotas'>;
export type DraftKey = TextDraftKey | QuotaDraftKey;
/** Why a field is refused before any call (the messages' keys). */
export type DraftProblem = 'number' | 'similarity' | 'url' | 'model' | 'dimensions';

/** Upper bounds the server takes (routes/adminKnowledge.ts). */
const quotaMax: Record<QuotaKey, number> = { bases: 10_000, documents: 1_000_000, pages: 100_000_000, notes: 1_000_000 };

export function draftsOf(data: KnowledgeAdminData): KnowledgeDrafts {
  const { settings, endpoint } = data;
  return {
    knowledgeEmbedPoints: String(settings.knowledgeEmbedPoints),
    knowledgeEmbedPages: String(settings.knowledgeEmbedPages),
    knowledgeMinSimilarity: String(settings.knowledgeMinSimilarity),
    knowledgeChatModel: settings.knowledgeChatModel,
    knowledgeAssistModel: settings.knowledgeAssistModel,
    quotas: Object.fromEntries(quotaTiers.flatMap((tier) => quotaKeys.map((key) => [`${tier}.${key}`, String(settings[tier][key])]))) as Record<
      QuotaDraftKey,
      string
    >,
    knowledgeEmbeddingUrl: endpoint.knowledgeEmbeddingUrl,
    knowledgeEmbeddingModel: endpoint.knowledgeEmbeddingModel,
    knowledgeEmbeddingDimensions: String(endpoint.knowledgeEmbeddingDimensions),
  };
}

const whole = (text: string, min: number, max: number) => {
  const value = /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  return value >= min && value <= max ? value : null;
};

/** The settings whose drafts differ from the server's, or what is wrong with the drafts. */
export function settingsChanges(data: KnowledgeAdminData, drafts: KnowledgeDrafts) {
  const changes: Partial<KnowledgeSettingValues> = {};
  const problems: Partial<Record<DraftKey, DraftProblem>> = {};
  const points = whole(drafts.knowledgeEmbedPoints, 0, 100_000);
  if (points === null) problems.knowledgeEmbedPoints = 'number';
  else if (points !== data.settings.knowledgeEmbedPoints) changes.knowledgeEmbedPoints = points;
  const pages = whole(drafts.knowledgeEmbedPages, 1, 10_000);
  if (pages === null) problems.knowledgeEmbedPages = 'number';
  else if (pages !== data.settings.knowledgeEmbedPages) changes.knowledgeEmbedPages = pages;
  const floorText = drafts.knowledgeMinSimilarity.trim();
  const floor = /^(0(\.\d{1,3})?|1(\.0{1,3})?)$/.test(floorText) ? Number(floorText) : null;
  if (floor === null) problems.knowledgeMinSimilarity = 'similarity';
  else if (floor !== data.settings.knowledgeMinSimilarity) changes.knowledgeMinSimilarity = floor;
  for (const key of ['knowledgeChatModel', 'knowledgeAssistModel'] as const) if (drafts[key] !== data.settings[key]) changes[key] = drafts[key];
  for (const tier of quotaTiers) {
    const quota = { ...data.settings[tier] };
    let changed = false;
    for (const key of quotaKeys) {
      const value = whole(drafts.quotas[`${tier}.${key}`], 0, quotaMax[key]);
      if (value === null) problems[`${tier}.${key}`] = 'number';
      else if (value !== quota[key]) {
        quota[key] = value;
        changed = true;
      }
    }
    if (changed) changes[tier] = quota;
  }
  return { changes, problems };
}

/** The key as edited: kept (empty and not cleared), a new value, or cleared. */
export interface SecretDraft {
  value: string;
  clear: boolean;
}

export type EndpointValues = Partial<
  Pick<KnowledgeAdminData['endpoint'], 'knowledgeEmbeddingUrl' | 'knowledgeEmbeddingModel' | 'knowledgeEmbeddingDimensions'>
> & {
  knowledgeEmbeddingKey?: string | null;
};

/** The endpoint's fields (and the key) whose drafts differ, or what is wrong with them. */
export function endpointChanges(data: KnowledgeAdminData, drafts: KnowledgeDrafts, key: SecretDraft) {
  const changes: EndpointValues = {};
  const problems: Partial<Record<DraftKey, DraftProblem>> = {};
  const url = drafts.knowledgeEmbeddingUrl.trim().replace(/\/+$/, '');
  if (url !== '' && !/^https?:\/\/\S+$/.test(url)) problems.knowledgeEmbeddingUrl = 'url';
  else if (url !== data.endpoint.knowledgeEmbeddingUrl) changes.knowledgeEmbeddingUrl = url;
  const model = drafts.knowledgeEmbeddingModel.trim();
  if (!model || [...model].length > 100) problems.knowledgeEmbeddingModel = 'model';
  else if (model !== data.endpoint.knowledgeEmbeddingModel) changes.knowledgeEmbeddingModel = model;
  const dimensions = whole(drafts.knowledgeEmbeddingDimensions, 1, 2000);
  if (dimensions === null) problems.knowledgeEmbeddingDimensions = 'dimensions';
  else if (dimensions !== data.endpoint.knowledgeEmbeddingDimensions) changes.knowledgeEmbeddingDimensions = dimensions;
  if (key.clear) changes.knowledgeEmbeddingKey = null;
  else if (key.value.trim()) changes.knowledgeEmbeddingKey = key.value.trim();
  return { changes, problems };
}

type Key = KnowledgeAdminMessageKey | AdminMessageKey;

/** POST /api/admin/knowledge/endpoint through the confirmation: each field before and after, the key as 已修改 or 将清除. */
export function knowledgeEndpointSave(t: Translate<Key>, data: KnowledgeAdminData, values: EndpointValues): { request: ConfirmRequest; changes: ChangeLine[] } {
  const changes = Object.entries(values).map(([name, value]): ChangeLine => {
    if (name === 'knowledgeEmbeddingKey')
      return { label: t('admin.knowledge.key'), after: value === null ? t('admin.site.secretCleared') : t('admin.site.changed') };
    const field = name as keyof KnowledgeAdminData['endpoint'];
    return { label: t(`admin.knowledge.field.${field}`), before: String(data.endpoint[field]) || '—', after: String(value) || '—' };
  });
  return { request: { method: 'POST', path: '/api/admin/knowledge/endpoint', body: { values } }, changes };
}
