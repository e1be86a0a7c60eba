import type { Localized } from '../../domain/errors.js';

/** What the review queue's routes say. */
export const reviewMessages = {
  notFound: { zh: '审核项不存在', en: 'No such review item' },
  decided: (status: 'approved' | 'rejected'): Localized => ({
    zh: `该审核项已${status === 'approved' ? '通过' : '驳回'}，不能重复处理，请刷新后查看`,
    en: `This item was ${status} already and cannot be decided again. Refresh to see it.`,
  }),
  reasonRequired: { zh: '请填写驳回原因', en: 'Give a reason for the rejection' },
  unknownKind: (kind: string): Localized => ({
    zh: `审核类型 ${kind} 未注册，暂时无法处理`,
    en: `The review kind ${kind} is not registered; it cannot be decided now`,
  }),
  noAuthor: { zh: '该提交没有作者，不能奖励积分', en: 'This submission has no author to reward' },
  approved: { zh: '已通过', en: 'Approved' },
  rewarded: (points: number): Localized => ({ zh: `已通过，并奖励作者 ${points} 积分`, en: `Approved; the author was given ${points} points` }),
  rejected: { zh: '已驳回', en: 'Rejected' },
};
