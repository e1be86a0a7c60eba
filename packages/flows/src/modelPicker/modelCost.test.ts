import { describe, expect, it } from 'vitest';
import type { ChatModel } from '../chat/chatTypes';
import { createTranslator } from '../i18n';
import { modelPickerCatalog } from './messages';
import { modelCostCase, modelCostText, remainingFreeUses } from './modelCost';

type Cost = Pick<ChatModel, 'deduct' | 'deductType' | 'vipFreeNum' | 'used'>;
const model = (cost: Partial<Cost>): Cost => ({ deduct: 2, deductType: 2, vipFreeNum: 0, used: 0, ...cost });

const zh = createTranslator([modelPickerCatalog], 'zh-CN');
const en = createTranslator([modelPickerCatalog], 'en');
const tw = createTranslator([modelPickerCatalog], 'zh-TW');

describe('modelCostCase', () => {
  it('deduct 0 is free whatever vipFreeNum says; then −1, > 0, points', () => {
    expect(modelCostCase(model({ deduct: 0, vipFreeNum: -1 }))).toBe('free');
    expect(modelCostCase(model({ deduct: 0, vipFreeNum: 5 }))).toBe('free');
    expect(modelCostCase(model({ vipFreeNum: -1 }))).toBe('vipFree');
    expect(modelCostCase(model({ vipFreeNum: 5 }))).toBe('dailyFree');
    expect(modelCostCase(model({}))).toBe('points');
  });

  it('remaining free uses = vipFreeNum − used, never below 0 (SPEC §5)', () => {
    expect(remainingFreeUses({ vipFreeNum: 5, used: 2 })).toBe(3);
    expect(remainingFreeUses({ vipFreeNum: 5, used: 9 })).toBe(0);
  });
});

describe('modelCostText', () => {
  it('deduct 0 → 免费使用, for members and others', () => {
    for (const isVip of [true, false]) {
      expect(modelCostText(zh, model({ deduct: 0 }), { isVip })).toBe('免费使用');
      expect(modelCostText(en, model({ deduct: 0 }), { isVip })).toBe('Free to use');
      expect(modelCostText(tw, model({ deduct: 0 }), { isVip })).toBe('免費使用');
    }
  });

  it('vipFreeNum −1 → 会员免费; others also see what they pay', () => {
    const vipFree = model({ vipFreeNum: -1, deduct: 3 });
    expect(modelCostText(zh, vipFree, { isVip: true })).toBe('会员免费');
    expect(modelCostText(zh, vipFree, { isVip: false })).toBe('会员免费 · 非会员 3 高级积分/次');
    expect(modelCostText(en, vipFree, { isVip: true })).toBe('Free for members');
    expect(modelCostText(en, vipFree, { isVip: false })).toBe('Free for members · non-members: 3 advanced pts/use');
    expect(modelCostText(tw, vipFree, { isVip: true })).toBe('會員免費');
    expect(modelCostText(tw, vipFree, { isVip: false })).toBe('會員免費 · 非會員 3 高級積分/次');
  });

  it('vipFreeNum > 0 → members: today’s remaining / total, then the cost; others: the member quota and the cost', () => {
    const daily = model({ vipFreeNum: 5, used: 2, deduct: 2, deductType: 1 });
    expect(modelCostText(zh, daily, { isVip: true })).toBe('今日免费 剩余 3/5 · 之后 2 基础积分/次');
    expect(modelCostText(zh, { ...daily, used: 7 }, { isVip: true })).toBe('今日免费 剩余 0/5 · 之后 2 基础积分/次');
    expect(modelCostText(zh, daily, { isVip: false })).toBe('会员每日免费 5 次 · 2 基础积分/次');
    expect(modelCostText(en, daily, { isVip: true })).toBe('Free today: 3/5 left · then 2 basic pts/use');
    expect(modelCostText(en, daily, { isVip: false })).toBe('Members: 5 free/day · 2 basic pts/use');
    expect(modelCostText(tw, daily, { isVip: true })).toBe('今日免費 剩餘 3/5 · 之後 2 基礎積分/次');
    expect(modelCostText(tw, daily, { isVip: false })).toBe('會員每日免費 5 次 · 2 基礎積分/次');
  });

  it('otherwise points per use: deductType 1 basic, anything else advanced', () => {
    for (const isVip of [true, false]) {
      expect(modelCostText(zh, model({ deduct: 4, deductType: 1 }), { isVip })).toBe('4 基础积分/次');
      expect(modelCostText(zh, model({ deduct: 4, deductType: 2 }), { isVip })).toBe('4 高级积分/次');
      expect(modelCostText(en, model({ deduct: 1, deductType: 1 }), { isVip })).toBe('1 basic pts/use');
      expect(modelCostText(en, model({ deduct: 6, deductType: 3 }), { isVip })).toBe('6 advanced pts/use');
      expect(modelCostText(tw, model({ deduct: 4, deductType: 1 }), { isVip })).toBe('4 基礎積分/次');
      expect(modelCostText(tw, model({ deduct: 4, deductType: 2 }), { isVip })).toBe('4 高級積分/次');
    }
  });
});
