import type { ChatModel, GroupModelConfig } from '../chat/chatTypes';

/** The three settings a user may choose per conversation (SPEC §5 "Model advanced settings"). */
export interface ModelSettings {
  /** 随机性: the sampling temperature sent upstream. */
  topN: number;
  /** 上下文轮数: earlier exchanges sent with a question (0: none). */
  rounds: number;
  /** 回复 tokens: the longest answer. */
  maxResponseTokens: number;
}

export type ModelSettingKey = keyof ModelSettings;

export const modelSettingKeys = ['topN', 'maxResponseTokens', 'rounds'] as const satisfies readonly ModelSettingKey[];

/** SPEC §9 "Default rounds / topN in model dialog": used when the group has chosen none. */
export const defaultModelSettings = { topN: 0.8, rounds: 8 } as const;

export interface SettingLimit {
  min: number;
  max: number;
  step: number;
}

/**
 * SPEC §5: topN in steps of 0.1 up to 1.2 when keyType is 1, else 1; response tokens in steps of
 * 100 up to maxModelTokens; context rounds in steps of 1 up to maxRounds. The minimums are the
 * server's (groupConfig.ts): topN 0, tokens 100, rounds 0 (each question alone).
 */
export function settingLimits(model: Pick<ChatModel, 'keyType' | 'maxModelTokens' | 'maxRounds'>): Record<ModelSettingKey, SettingLimit> {
  return {
    topN: { min: 0, max: model.keyType === 1 ? 1.2 : 1, step: 0.1 },
    maxResponseTokens: { min: 100, max: Math.max(100, model.maxModelTokens), step: 100 },
    rounds: { min: 0, max: Math.max(0, model.maxRounds), step: 1 },
  };
}

const finite = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const clamp = (value: number, { min, max }: SettingLimit) => Math.min(max, Math.max(min, value));

/**
 * The settings within `model`'s limits: chosen values are kept and clamped; missing ones take the
 * defaults (8 rounds, topN 0.8, the model's own maxResponseTokens). topN keeps one decimal, the
 * others are whole numbers.
 */
export function clampSettings(model: ChatModel, chosen: Partial<ModelSettings> | null | undefined): ModelSettings {
  const limits = settingLimits(model);
  const topN = finite(chosen?.topN) ?? defaultModelSettings.topN;
  const rounds = finite(chosen?.rounds) ?? defaultModelSettings.rounds;
  const maxResponseTokens = finite(chosen?.maxResponseTokens) ?? model.maxResponseTokens;
  return {
    topN: Math.round(clamp(topN, limits.topN) * 10) / 10,
    rounds: Math.round(clamp(rounds, limits.rounds)),
    maxResponseTokens: Math.round(clamp(maxResponseTokens, limits.maxResponseTokens)),
  };
}

/** The settings a group's config holds (the ones it lacks are left out). */
export function settingsOf(config: GroupModelConfig | null | undefined): Partial<ModelSettings> {
  const info = config?.modelInfo;
  const settings: Partial<ModelSettings> = {};
  for (const key of modelSettingKeys) {
    const value = finite(info?.[key]);
    if (value !== undefined) settings[key] = value;
  }
  return settings;
}

/**
 * The group config for `model` with `settings` (clamped into its limits). `base` is the group's
 * current config: its modelTypeInfo is kept.
 */
export function groupConfigFor(model: ChatModel, settings: Partial<ModelSettings> | null | undefined, base?: GroupModelConfig | null): GroupModelConfig {
  const { model: modelKey, modelName, keyType, canUpload, canAudio, maxModelTokens, maxRounds, deductType, deduct, modelType } = model;
  return {
    modelInfo: {
      model: modelKey,
      modelName,
      keyType,
      canUpload,
      canAudio,
      maxModelTokens,
      maxRounds,
      deductType,
      deduct,
      modelType,
      ...clampSettings(model, settings),
    },
    ...(base?.modelTypeInfo ? { modelTypeInfo: base.modelTypeInfo } : {}),
  };
}

/** Switching a group to `model`: its current settings are kept, clamped into the new model's limits. */
export const switchedConfig = (model: ChatModel, current: GroupModelConfig | null | undefined): GroupModelConfig =>
  groupConfigFor(model, settingsOf(current), current);

/** `Group.config` (a JSON string on the wire) read; unreadable or without a model: null. */
export function parseGroupConfig(json: string | null | undefined): GroupModelConfig | null {
  if (!json) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const info = (parsed as { modelInfo?: unknown }).modelInfo;
    if (typeof info !== 'object' || info === null || typeof (info as { model?: unknown }).model !== 'string') return null;
    return parsed as GroupModelConfig;
  } catch {
    return null;
  }
}

/** The current model: the group config's model when the list has it, else the first (the default). */
export function currentModelOf(models: readonly ChatModel[], config: GroupModelConfig | null | undefined): ChatModel | null {
  const chosen = config?.modelInfo.model;
  return (chosen !== undefined ? models.find((model) => model.model === chosen) : undefined) ?? models[0] ?? null;
}
