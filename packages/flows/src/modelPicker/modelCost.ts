import type { ChatModel } from '../chat/chatTypes';
import type { Translate } from '../i18n';
import type { ModelPickerMessageKey } from './messages';

export const modelCostCases = ['free', 'vipFree', 'dailyFree', 'points'] as const;
/** SPEC §2.2's four cost texts: free to use, free for members, today's free n / total, points per use. */
export type ModelCostCase = (typeof modelCostCases)[number];

type CostFields = Pick<ChatModel, 'deduct' | 'deductType' | 'vipFreeNum' | 'used'>;

/** Which of the four cases a model is in (deduct 0 wins: nobody pays). */
export function modelCostCase(model: CostFields): ModelCostCase {
  if (model.deduct <= 0) return 'free';
  if (model.vipFreeNum === -1) return 'vipFree';
  if (model.vipFreeNum > 0) return 'dailyFree';
  return 'points';
}

/** SPEC §5: remaining free uses today = vipFreeNum − used (never below 0). */
export const remainingFreeUses = (model: Pick<ChatModel, 'vipFreeNum' | 'used'>) => Math.max(0, model.vipFreeNum - model.used);

/** "3 基础积分/次" or "3 高级积分/次" (deductType 1 is basic, anything else advanced). */
export const pointsPerUseText = (t: Translate<ModelPickerMessageKey>, model: Pick<ChatModel, 'deduct' | 'deductType'>) =>
  t(model.deductType === 1 ? 'modelPicker.cost.basic' : 'modelPicker.cost.advanced', { deduct: model.deduct });

/**
 * The cost line of a model (SPEC §2.2, §6; the charging rules of docs/chat.md):
 * - deduct 0 → 免费使用;
 * - vipFreeNum −1 → 会员免费, and for non-members what they pay: 会员免费 · 非会员 3 高级积分/次;
 * - vipFreeNum > 0 → members: 今日免费 剩余 3/5 · 之后 2 高级积分/次; non-members (the free uses
 *   are a member benefit): 会员每日免费 5 次 · 2 高级积分/次;
 * - otherwise → 2 高级积分/次.
 */
export function modelCostText(t: Translate<ModelPickerMessageKey>, model: CostFields, { isVip }: { isVip: boolean }): string {
  const points = pointsPerUseText(t, model);
  switch (modelCostCase(model)) {
    case 'free':
      return t('modelPicker.cost.free');
    case 'vipFree':
      return isVip ? t('modelPicker.cost.vipFree') : [t('modelPicker.cost.vipFree'), t('modelPicker.cost.nonVip', { cost: points })].join(' · ');
    case 'dailyFree':
      return isVip
        ? [
            t('modelPicker.cost.dailyFree', { remaining: remainingFreeUses(model), total: model.vipFreeNum }),
            t('modelPicker.cost.after', { cost: points }),
          ].join(' · ')
        : [t('modelPicker.cost.vipDaily', { total: model.vipFreeNum }), points].join(' · ');
    default:
      return points;
  }
}
