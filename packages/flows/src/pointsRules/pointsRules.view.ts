import type { PointsRulesMessageKey } from './messages';

/** SPEC §2.3.10: the dialog's tabs, in order. */
export const pointsRulesTabs = ['chat', 'app', 'music', 'tool', 'dall', 'mj'] as const;
export type PointsRulesTab = (typeof pointsRulesTabs)[number];
/** The tabs that list models with a price. */
export type ModelPriceTab = Exclude<PointsRulesTab, 'mj'>;

/** The model list's modelType shown on each tab. */
const tabOfModelType: Record<string, ModelPriceTab> = { chat: 'chat', app: 'app', music: 'music', other: 'tool', draw: 'dall' };

/** The model list (GET /models/list, every type) as the tabs' price rows, in the operator's order. */
export function modelPricesByTab(models: readonly { modelName: string; modelType: string; deductType: number; deduct: number; vipFreeNum: number }[]) {
  const prices: Partial<Record<ModelPriceTab, ModelPriceRow[]>> = {};
  for (const model of models) {
    const tab = tabOfModelType[model.modelType];
    if (tab) (prices[tab] ??= []).push({ name: model.modelName, advanced: model.deductType !== 1, deduct: model.deduct, vipFreeNum: model.vipFreeNum });
  }
  return prices;
}

/** One model's price (SPEC §3 "Model": deduct, vipFreeNum). */
export interface ModelPriceRow {
  name: string;
  /** SPEC §3 deductType: 1 a basic model, any other an advanced one (SPEC §9: its cost is shown as basic or advanced). */
  advanced: boolean;
  /** Points per use. */
  deduct: number;
  /** Daily free uses for members; -1 free for members; 0 none. */
  vipFreeNum: number;
}

/** PROTOCOLS §2: the drawing modes, and the operation classes each is priced by. */
export const mjModes = ['fast', 'relax', 'turbo'] as const;
export type MjMode = (typeof mjModes)[number];
export const mjClasses = [1, 2, 3] as const;
export type MjClass = (typeof mjClasses)[number];

/** The global config's drawing deductions; the client spells the turbo family `trubo_` (SPEC §3). */
export type MjDeductionKey = `${'fast' | 'relax' | 'trubo'}_mjDeduction${MjClass}`;
export type MjDeductionConfig = Partial<Record<MjDeductionKey, number | string | null>>;

export const mjDeductionKey = (mode: MjMode, operationClass: MjClass): MjDeductionKey => `${mode === 'turbo' ? 'trubo' : mode}_mjDeduction${operationClass}`;

/** A price as a message: `{key, values}` for the view's `t`. */
export interface PriceText {
  key: PointsRulesMessageKey;
  values?: Record<string, number>;
}

/** Points per use, or 免费 for 0 (and for a negative or unreadable value, which the server never charges). */
export function deductText(deduct: number): PriceText {
  return Number.isFinite(deduct) && deduct > 0 ? { key: 'pointsRules.perUse', values: { points: deduct } } : { key: 'pointsRules.free' };
}

/** The model's class under its name: 基础模型 or 高级模型. */
export const modelClassText = (advanced: boolean): PriceText => ({ key: advanced ? 'pointsRules.advancedModel' : 'pointsRules.basicModel' });

/** vipFreeNum: -1 free for members, n > 0 free n times a day, 0 none. */
export function vipText(vipFreeNum: number): PriceText {
  if (vipFreeNum < 0) return { key: 'pointsRules.vipFree' };
  if (vipFreeNum > 0) return { key: 'pointsRules.vipDaily', values: { count: vipFreeNum } };
  return { key: 'pointsRules.vipNone' };
}

/** A drawing price from the config (strings from the config store are read as numbers); 未设置 when absent. */
export function mjDeductionText(config: MjDeductionConfig, mode: MjMode, operationClass: MjClass): PriceText {
  const raw = config[mjDeductionKey(mode, operationClass)];
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value)) return { key: 'pointsRules.notSet' };
  return deductText(value);
}
