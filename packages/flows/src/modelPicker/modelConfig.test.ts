import { describe, expect, it } from 'vitest';
import type { GroupModelConfig } from '../chat/chatTypes';
import { clampSettings, currentModelOf, groupConfigFor, parseGroupConfig, settingLimits, settingsOf, switchedConfig } from './modelConfig';
import { claudeSonnet, deepseekConfig, deepseekR1, gpt4oMini, storyModels } from './models.fixtures';

describe('settingLimits (SPEC §5)', () => {
  it('topN up to 1.2 for keyType 1, else 1; tokens in 100s up to maxModelTokens; rounds in 1s up to maxRounds', () => {
    expect(settingLimits(gpt4oMini)).toEqual({
      topN: { min: 0, max: 1.2, step: 0.1 },
      maxResponseTokens: { min: 100, max: 16000, step: 100 },
      rounds: { min: 0, max: 12, step: 1 },
    });
    expect(settingLimits(claudeSonnet).topN.max).toBe(1);
    expect(settingLimits({ keyType: 3, maxModelTokens: 50, maxRounds: -1 })).toMatchObject({
      topN: { max: 1 },
      maxResponseTokens: { max: 100 },
      rounds: { max: 0 },
    });
  });
});

describe('clampSettings', () => {
  it('defaults when the group has none: 8 rounds, topN 0.8, the model’s maxResponseTokens', () => {
    expect(clampSettings(deepseekR1, null)).toEqual({ topN: 0.8, rounds: 6, maxResponseTokens: 8000 });
    expect(clampSettings(gpt4oMini, {})).toEqual({ topN: 0.8, rounds: 8, maxResponseTokens: 4000 });
  });

  it('clamps into the limits and rounds (topN to one decimal)', () => {
    expect(clampSettings(claudeSonnet, { topN: 1.2, rounds: 99, maxResponseTokens: 500000 })).toEqual({ topN: 1, rounds: 20, maxResponseTokens: 200000 });
    expect(clampSettings(gpt4oMini, { topN: 1.2, rounds: -3, maxResponseTokens: 20 })).toEqual({ topN: 1.2, rounds: 0, maxResponseTokens: 100 });
    expect(clampSettings(gpt4oMini, { topN: 0.30000000000000004, rounds: 7.6, maxResponseTokens: 1234.4 })).toEqual({
      topN: 0.3,
      rounds: 8,
      maxResponseTokens: 1234,
    });
    expect(clampSettings(gpt4oMini, { topN: Number.NaN })).toMatchObject({ topN: 0.8 });
  });
});

describe('group configs', () => {
  it('groupConfigFor carries the model’s public fields and the settings, keeping modelTypeInfo', () => {
    const base: GroupModelConfig = { ...deepseekConfig, modelTypeInfo: { label: '对话', value: 1 } };
    expect(groupConfigFor(claudeSonnet, { topN: 0.5, rounds: 3, maxResponseTokens: 1000 }, base)).toEqual({
      modelInfo: {
        model: 'claude-3.5-sonnet',
        modelName: 'Claude 3.5 Sonnet',
        keyType: 2,
        canUpload: true,
        canAudio: false,
        maxModelTokens: 200000,
        maxRounds: 20,
        deductType: 2,
        deduct: 5,
        modelType: 'chat',
        topN: 0.5,
        rounds: 3,
        maxResponseTokens: 1000,
      },
      modelTypeInfo: { label: '对话', value: 1 },
    });
  });

  it('switchedConfig keeps the group’s settings within the new model’s limits', () => {
    expect(switchedConfig(gpt4oMini, deepseekConfig).modelInfo).toMatchObject({ model: 'gpt-4o-mini', topN: 0.5, rounds: 4, maxResponseTokens: 6000 });
    expect(switchedConfig(deepseekR1, groupConfigFor(claudeSonnet, { rounds: 20, maxResponseTokens: 100000 })).modelInfo).toMatchObject({
      rounds: 6,
      maxResponseTokens: 64000,
    });
    expect(switchedConfig(claudeSonnet, null).modelInfo).toMatchObject({ topN: 0.8, rounds: 8, maxResponseTokens: 8000 });
  });

  it('settingsOf reads only the numbers present', () => {
    expect(settingsOf(deepseekConfig)).toEqual({ topN: 0.5, rounds: 4, maxResponseTokens: 6000 });
    expect(settingsOf({ modelInfo: { model: 'x' } } as unknown as GroupModelConfig)).toEqual({});
    expect(settingsOf(null)).toEqual({});
  });

  it('parseGroupConfig reads the JSON string; unreadable or without a model is null', () => {
    expect(parseGroupConfig(JSON.stringify(deepseekConfig))).toEqual(deepseekConfig);
    expect(parseGroupConfig('')).toBeNull();
    expect(parseGroupConfig('{oops')).toBeNull();
    expect(parseGroupConfig('null')).toBeNull();
    expect(parseGroupConfig('{"modelInfo":{}}')).toBeNull();
  });

  it('currentModelOf: the config’s model when listed, else the first, else null', () => {
    expect(currentModelOf(storyModels, deepseekConfig)).toBe(deepseekR1);
    expect(currentModelOf(storyModels, null)).toBe(gpt4oMini);
    expect(currentModelOf([claudeSonnet], deepseekConfig)).toBe(claudeSonnet);
    expect(currentModelOf([], deepseekConfig)).toBeNull();
  });
});
