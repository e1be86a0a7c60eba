import { describe, expect, it } from 'vitest';
import {
  deductText,
  mjClasses,
  modelClassText,
  mjDeductionKey,
  mjDeductionText,
  mjModes,
  modelPricesByTab,
  pointsRulesTabs,
  vipText,
} from './pointsRules.view';

describe('modelPricesByTab', () => {
  it('puts each model of the list on its tab (other → 工具, draw → dall绘画), in order, and drops other types', () => {
    const model = (modelName: string, modelType: string, deduct = 1, vipFreeNum = 0, deductType = 1) => ({
      modelName,
      modelType,
      deductType,
      deduct,
      vipFreeNum,
    });
    expect(
      modelPricesByTab([
        model('Lite', 'chat', 1, -1),
        model('Pro', 'chat', 5, 20, 2),
        model('写作助手', 'app', 2),
        model('Suno', 'music', 8),
        model('翻译', 'other'),
        model('DALL·E 3', 'draw', 10, 5),
        model('文件', 'file'),
      ]),
    ).toEqual({
      chat: [
        { name: 'Lite', advanced: false, deduct: 1, vipFreeNum: -1 },
        { name: 'Pro', advanced: true, deduct: 5, vipFreeNum: 20 },
      ],
      app: [{ name: '写作助手', advanced: false, deduct: 2, vipFreeNum: 0 }],
      music: [{ name: 'Suno', advanced: false, deduct: 8, vipFreeNum: 0 }],
      tool: [{ name: '翻译', advanced: false, deduct: 1, vipFreeNum: 0 }],
      dall: [{ name: 'DALL·E 3', advanced: false, deduct: 10, vipFreeNum: 5 }],
    });
  });
});

describe('modelClassText', () => {
  it('names deductType 1 a basic model and any other an advanced one (SPEC §9)', () => {
    expect(modelPricesByTab([{ modelName: 'A', modelType: 'chat', deductType: 1, deduct: 1, vipFreeNum: 0 }]).chat?.[0]?.advanced).toBe(false);
    expect(modelPricesByTab([{ modelName: 'B', modelType: 'chat', deductType: 2, deduct: 1, vipFreeNum: 0 }]).chat?.[0]?.advanced).toBe(true);
    expect(modelClassText(false)).toEqual({ key: 'pointsRules.basicModel' });
    expect(modelClassText(true)).toEqual({ key: 'pointsRules.advancedModel' });
  });
});

describe('points rules texts', () => {
  it('has the tabs of SPEC §2.3.10 in order, three modes and three classes', () => {
    expect(pointsRulesTabs).toEqual(['chat', 'app', 'music', 'tool', 'dall', 'mj']);
    expect(mjModes).toEqual(['fast', 'relax', 'turbo']);
    expect(mjClasses).toEqual([1, 2, 3]);
  });

  it('prices per use; 0 is free', () => {
    expect(deductText(5)).toEqual({ key: 'pointsRules.perUse', values: { points: 5 } });
    expect(deductText(0)).toEqual({ key: 'pointsRules.free' });
    expect(deductText(Number.NaN)).toEqual({ key: 'pointsRules.free' });
  });

  it('reads vipFreeNum: -1 free, n daily, 0 none', () => {
    expect(vipText(-1)).toEqual({ key: 'pointsRules.vipFree' });
    expect(vipText(3)).toEqual({ key: 'pointsRules.vipDaily', values: { count: 3 } });
    expect(vipText(0)).toEqual({ key: 'pointsRules.vipNone' });
  });

  it('reads the config keys, turbo spelt trubo_', () => {
    expect(mjDeductionKey('fast', 1)).toBe('fast_mjDeduction1');
    expect(mjDeductionKey('relax', 2)).toBe('relax_mjDeduction2');
    expect(mjDeductionKey('turbo', 3)).toBe('trubo_mjDeduction3');
  });

  it('reads numbers and numeric strings; absent or blank is 未设置', () => {
    const config = { fast_mjDeduction1: 8, relax_mjDeduction2: '2', trubo_mjDeduction3: 0, fast_mjDeduction2: ' ', relax_mjDeduction1: null };
    expect(mjDeductionText(config, 'fast', 1)).toEqual({ key: 'pointsRules.perUse', values: { points: 8 } });
    expect(mjDeductionText(config, 'relax', 2)).toEqual({ key: 'pointsRules.perUse', values: { points: 2 } });
    expect(mjDeductionText(config, 'turbo', 3)).toEqual({ key: 'pointsRules.free' });
    expect(mjDeductionText(config, 'fast', 2)).toEqual({ key: 'pointsRules.notSet' });
    expect(mjDeductionText(config, 'relax', 1)).toEqual({ key: 'pointsRules.notSet' });
    expect(mjDeductionText(config, 'fast', 3)).toEqual({ key: 'pointsRules.notSet' });
  });
});
