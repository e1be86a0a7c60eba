import type { ModelRow } from './modelCatalog.js';
import { publicModel } from './modelCatalog.js';

/** The settings a user may choose per conversation (SPEC §5); everything else comes from the model. */
export interface ChosenSettings {
  model: string;
  topN?: number;
  rounds?: number;
  maxResponseTokens?: number;
}

/** SPEC §5 limits: topN up to 1.2 for basic models (keyType 1), else 1; rounds up to maxRounds; tokens up to maxModelTokens. */
export function settingsWithinLimits(model: ModelRow, chosen: ChosenSettings) {
  const topNMax = model.keyType === 1 ? 1.2 : 1;
  const clamp = (value: number | undefined, fallback: number, min: number, max: number) => Math.min(max, Math.max(min, value ?? fallback));
  return {
    topN: Math.round(clamp(chosen.topN, model.topNTenths / 10, 0, topNMax) * 10) / 10,
    rounds: Math.round(clamp(chosen.rounds, model.rounds, 0, model.maxRounds)),
    maxResponseTokens: Math.round(clamp(chosen.maxResponseTokens, model.maxResponseTokens, 100, model.maxModelTokens)),
  };
}

/** The group's config JSON (SPEC §3): the model's public fields with the chosen settings applied. */
export function groupConfigFor(model: ModelRow, chosen: Partial<ChosenSettings> = {}): string {
  const settings = settingsWithinLimits(model, { model: model.model, ...chosen });
  return JSON.stringify({
    modelInfo: { ...publicModel(model), ...settings, modelType: 'chat' },
    modelTypeInfo: { label: '对话', value: 'chat' },
  });
}

/**
 * An app conversation's config (SPEC §3: modelType 'app'): the model's public fields at the app's price, without any
 * system message (the preset never leaves the server), and the app's id. The turn reads the app afresh each time.
 */
export function appGroupConfigFor(model: ModelRow, app: { id: number; price: number | null }): string {
  const settings = settingsWithinLimits(model, { model: model.model });
  return JSON.stringify({
    modelInfo: { ...publicModel(model), ...settings, systemMessage: '', deduct: app.price ?? model.deduct, modelType: 'app', appId: app.id },
    modelTypeInfo: { label: '应用', value: 'app' },
  });
}

/** The app a stored config talks to (appGroupConfigFor); null for a plain conversation. */
export function appIdOf(config: string): number | null {
  try {
    const info = (JSON.parse(config) as { modelInfo?: { modelType?: unknown; appId?: unknown } }).modelInfo;
    return info?.modelType === 'app' && Number.isSafeInteger(info.appId) ? (info.appId as number) : null;
  } catch {
    return null;
  }
}

/** The model and settings a stored config names (unknown or unreadable: none). */
export function chosenSettingsOf(config: string): ChosenSettings | null {
  try {
    const parsed = JSON.parse(config) as { modelInfo?: Record<string, unknown> };
    const info = parsed.modelInfo;
    if (!info || typeof info.model !== 'string') return null;
    const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
    return { model: info.model, topN: number(info.topN), rounds: number(info.rounds), maxResponseTokens: number(info.maxResponseTokens) };
  } catch {
    return null;
  }
}
