import type { ReviewRow } from './reviewQueue.machine';

/** A review row for machine tests and stories: an app awaiting review, with the fields given. */
export const reviewRow = (id: number, overrides: Partial<ReviewRow> = {}): ReviewRow => ({
  id,
  kind: 'app',
  targetId: `app-${id}`,
  authorId: 7,
  authorName: 'writer7',
  title: `应用${id}`,
  status: 'pending',
  reason: '',
  rewardPoints: 0,
  reviewerId: null,
  reviewerName: null,
  reviewedAt: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});
