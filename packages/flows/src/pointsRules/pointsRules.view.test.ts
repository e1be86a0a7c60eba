import { describe, expect, it } from 'vitest';
import { deductText, mjClasses, mjDeductionKey, mjDeductionText, mjModes, pointsRulesTabs, vipText } from './pointsRules.view';

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
