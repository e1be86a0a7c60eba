import type { BodyOf, DataOf } from '@lingxi/api-client';
import type { MessageRef } from '../../session/notify';
import type { ModelsMessageKey } from './messages';

/** Who answers a model (GET /admin/models): its own endpoint, the site's default, the environment's, the demo, nobody. */
export type ModelEndpoint = 'model' | 'site' | 'environment' | 'demo' | 'none';
export type ModelTypeName = 'chat' | 'app' | 'music' | 'draw' | 'other';
export const modelTypeNames: readonly ModelTypeName[] = ['chat', 'app', 'music', 'draw', 'other'];

/** One model of GET /admin/models (SPEC §3 Model; the key only as apiKeySet). */
export type AdminModel = DataOf<'/api/admin/models', 'get'>['models'][number];

/** The site's default endpoint (站点设置 → secrets) and whether the built-in demo answers models without one. */
export type ModelDefaults = DataOf<'/api/admin/models', 'get'>['defaults'];

export interface ModelLevelChoice {
  id: number;
  name: string;
}

/** The form as typed: numbers stay text until saved. */
export interface ModelDraft {
  modelName: string;
  model: string;
  cover: string;
  description: string;
  keyType: 1 | 2;
  modelType: ModelTypeName;
  isEnabled: boolean;
  deductType: 1 | 2;
  deduct: string;
  vipFreeNum: string;
  maxModelTokens: string;
  maxResponseTokens: string;
  maxRounds: string;
  rounds: string;
  topN: string;
  systemMessage: string;
  canUpload: boolean;
  canAudio: boolean;
  vipLevelIds: number[];
}
export type ModelField = keyof ModelDraft;
export type ModelErrors = Partial<Record<ModelField, MessageRef<ModelsMessageKey>>>;

/** The body of POST /admin/models (every field; /admin/models/:id takes the same). */
export type ModelBody = Required<BodyOf<'/api/admin/models'>>;

/** The endpoint as typed: the key is write-only (empty keeps it; `clear` empties it). */
export interface EndpointDraft {
  baseUrl: string;
  apiKey: string;
  clear: boolean;
}

/** The body of POST /admin/models/:id/endpoint: apiKey absent keeps the key, null clears it, a string replaces it. */
export interface EndpointBody {
  baseUrl: string;
  apiKey?: string | null;
}

export const emptyModelDraft: ModelDraft = {
  modelName: '',
  model: '',
  cover: '',
  description: '',
  keyType: 1,
  modelType: 'chat',
  isEnabled: true,
  deductType: 1,
  deduct: '1',
  vipFreeNum: '0',
  maxModelTokens: '8096',
  maxResponseTokens: '4000',
  maxRounds: '12',
  rounds: '8',
  topN: '0.8',
  systemMessage: '',
  canUpload: false,
  canAudio: false,
  vipLevelIds: [],
};

export const draftOfModel = (model: AdminModel): ModelDraft => ({
  modelName: model.modelName,
  model: model.model,
  cover: model.cover,
  description: model.description,
  keyType: model.keyType === 2 ? 2 : 1,
  modelType: (modelTypeNames as readonly string[]).includes(model.modelType) ? (model.modelType as ModelTypeName) : 'chat',
  isEnabled: model.isEnabled,
  deductType: model.deductType === 2 ? 2 : 1,
  deduct: String(model.deduct),
  vipFreeNum: String(model.vipFreeNum),
  maxModelTokens: String(model.maxModelTokens),
  maxResponseTokens: String(model.maxResponseTokens),
  maxRounds: String(model.maxRounds),
  rounds: String(model.rounds),
  topN: String(model.topN),
  systemMessage: model.systemMessage,
  canUpload: model.canUpload,
  canAudio: model.canAudio,
  vipLevelIds: [...model.vipLevelIds],
});

export const endpointDraftOf = (model: AdminModel | undefined): EndpointDraft => ({ baseUrl: model?.baseUrl ?? '', apiKey: '', clear: false });

const wholePattern = /^-?\d{1,9}$/;
const topNPattern = /^\d(\.\d)?$/;
/** SPEC §5: topN up to 1.2 for basic models (keyType 1), else 1. */
export const topNMax = (keyType: 1 | 2) => (keyType === 1 ? 1.2 : 1);

/** The body the form makes, or what is wrong with it (the server's rules, checked before sending). */
export function modelBody(draft: ModelDraft): { body: ModelBody | null; errors: ModelErrors } {
  const errors: ModelErrors = {};
  const key = (k: ModelsMessageKey, values?: Record<string, string | number>): MessageRef<ModelsMessageKey> => ({ key: k, values });
  const modelName = draft.modelName.trim();
  const model = draft.model.trim();
  if (modelName === '') errors.modelName = key('admin.models.nameRequired');
  else if (modelName.length > 50) errors.modelName = key('admin.models.nameTooLong');
  if (model === '') errors.model = key('admin.models.modelRequired');
  else if (model.length > 100) errors.model = key('admin.models.modelTooLong');
  if (draft.cover.length > 1000) errors.cover = key('admin.models.textTooLong');
  if (draft.description.length > 500) errors.description = key('admin.models.textTooLong');
  if (draft.systemMessage.length > 10_000) errors.systemMessage = key('admin.models.textTooLong');
  const whole = (field: 'deduct' | 'vipFreeNum' | 'maxModelTokens' | 'maxResponseTokens', min: number) => {
    const text = draft[field].trim();
    if (!wholePattern.test(text) || Number(text) < min) errors[field] = key('admin.models.wholeNumber', { min });
    return Number(text);
  };
  const deduct = whole('deduct', 0);
  const vipFreeNum = whole('vipFreeNum', -1);
  const maxModelTokens = whole('maxModelTokens', 1000);
  const maxResponseTokens = whole('maxResponseTokens', 100);
  if (!errors.maxModelTokens && !errors.maxResponseTokens && maxResponseTokens > maxModelTokens)
    errors.maxResponseTokens = key('admin.models.responseOverContext');
  const ranged = (field: 'maxRounds' | 'rounds', min: number, max: number) => {
    const text = draft[field].trim();
    if (!wholePattern.test(text) || Number(text) < min || Number(text) > max) errors[field] = key('admin.models.roundsRange', { min, max });
    return Number(text);
  };
  const maxRounds = ranged('maxRounds', 1, 100);
  const rounds = ranged('rounds', 0, errors.maxRounds ? 100 : maxRounds);
  const topNText = draft.topN.trim();
  const max = topNMax(draft.keyType);
  if (!topNPattern.test(topNText) || Number(topNText) > max) errors.topN = key('admin.models.topNInvalid', { max });
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return {
    body: {
      modelName,
      model,
      cover: draft.cover.trim(),
      description: draft.description,
      keyType: draft.keyType,
      modelType: draft.modelType,
      isEnabled: draft.isEnabled,
      deductType: draft.deductType,
      deduct,
      vipFreeNum,
      maxModelTokens,
      maxResponseTokens,
      maxRounds,
      rounds,
      topN: Number(topNText),
      systemMessage: draft.systemMessage,
      canUpload: draft.canUpload,
      canAudio: draft.canAudio,
      vipLevelIds: draft.vipLevelIds,
    },
    errors,
  };
}

const isHttpUrl = (text: string) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** The endpoint change the draft asks for; null when it changes nothing. */
export function endpointBody(draft: EndpointDraft, model: AdminModel): EndpointBody | null {
  const baseUrl = draft.baseUrl.trim();
  const apiKey = draft.clear ? null : draft.apiKey.trim() || undefined;
  if (baseUrl === model.baseUrl && apiKey === undefined) return null;
  return apiKey === undefined ? { baseUrl } : { baseUrl, apiKey };
}

export const endpointInvalid = (draft: EndpointDraft) => draft.baseUrl.trim() !== '' && !isHttpUrl(draft.baseUrl.trim());
