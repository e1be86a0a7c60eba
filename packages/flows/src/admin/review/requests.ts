import type { Translate } from '../../i18n';
import type { ChangeLine, ConfirmRequest } from '../adminConfirm.machine';
import type { ReviewMessageKey } from './messages';
import type { ReviewRow } from './reviewQueue.machine';

/** How an item is named: its snapshot's name or title, else its number. */
export const reviewItemName = (t: Translate<ReviewMessageKey>, item: Pick<ReviewRow, 'id' | 'title'>) =>
  item.title ? `${item.title} (#${item.id})` : t('admin.review.untitled', { id: item.id });

/** A kind as the operator reads it: a known kind's name, else its key. */
export const reviewKindLabel = (t: Translate<ReviewMessageKey>, kind: string) =>
  kind === 'app' ? t('admin.review.kind.app') : kind === 'drawing' ? t('admin.review.kind.drawing') : kind;

/**
 * 通过并奖励 as the two-step confirmation shows it (a point grant): POST /api/admin/review/<id>/approve-rewarded
 * {rewardPoints}, and the item, its author, the status it leaves and the points.
 */
export function rewardedApprovalConfirmation(
  t: Translate<ReviewMessageKey>,
  item: ReviewRow,
  rewardPoints: number,
): { request: ConfirmRequest; changes: ChangeLine[] } {
  return {
    request: { method: 'POST', path: `/api/admin/review/${item.id}/approve-rewarded`, body: { rewardPoints } },
    changes: [
      { label: t('admin.review.change.item'), after: reviewItemName(t, item) },
      { label: t('admin.review.change.author'), after: item.authorId === null ? t('admin.review.noAuthor') : `${item.authorName ?? ''} (#${item.authorId})` },
      { label: t('admin.review.change.status'), before: t('admin.review.status.pending'), after: t('admin.review.status.approved') },
      { label: t('admin.review.change.reward'), after: `+${rewardPoints}` },
    ],
  };
}

/** How a status shows: 待审核 waits, 已通过 succeeded, 已驳回 is refused. */
export const reviewStatusTone = (status: ReviewRow['status']) => (status === 'approved' ? 'success' : status === 'rejected' ? 'danger' : 'warning');
