import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { schema } from '../../db/index.js';

const { reviewItems, users } = schema;
const authors = alias(users, 'review_author');
const reviewers = alias(users, 'review_reviewer');

type ReviewStatus = 'pending' | 'approved' | 'rejected';

export interface ReviewFilter {
  status?: ReviewStatus;
  kind?: string;
  /** The last id of the previous page: this page has older items. */
  before?: number;
  size: number;
}

const columns = {
  id: reviewItems.id,
  kind: reviewItems.kind,
  targetId: reviewItems.targetId,
  authorId: reviewItems.authorId,
  authorName: authors.username,
  /** A line to tell items apart in the list: the snapshot's name or title (an app's 名称), when it has one. */
  title: sql<string | null>`coalesce(${reviewItems.snapshot}->>'name', ${reviewItems.snapshot}->>'title', ${reviewItems.snapshot}->>'名称')`,
  status: reviewItems.status,
  reason: reviewItems.reason,
  rewardPoints: reviewItems.rewardPoints,
  reviewerId: reviewItems.reviewerId,
  reviewerName: reviewers.username,
  reviewedAt: reviewItems.reviewedAt,
  createdAt: reviewItems.createdAt,
};

const withIsoTimes = <T extends { reviewedAt: Date | null; createdAt: Date }>(row: T) => ({
  ...row,
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** A page of the queue, newest first, with the authors' and reviewers' names; `next` is the cursor of the page after. */
export async function listReviewItems(db: Executor, { status, kind, before, size }: ReviewFilter) {
  const filters: SQL[] = [];
  if (status) filters.push(eq(reviewItems.status, status));
  if (kind) filters.push(eq(reviewItems.kind, kind));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(reviewItems)
      .leftJoin(authors, eq(authors.id, reviewItems.authorId))
      .leftJoin(reviewers, eq(reviewers.id, reviewItems.reviewerId))
      .where(and(where, before ? lt(reviewItems.id, before) : undefined))
      .orderBy(desc(reviewItems.id))
      .limit(size + 1),
    db.select({ value: count() }).from(reviewItems).where(where),
  ]);
  const page = rows.slice(0, size);
  return { rows: page.map(withIsoTimes), total: total?.value ?? 0, next: rows.length > size ? (page.at(-1)?.id ?? null) : null };
}

/** One item with its snapshot, or null. */
export async function findReviewItem(db: Executor, id: number) {
  const [row] = await db
    .select({ ...columns, snapshot: reviewItems.snapshot })
    .from(reviewItems)
    .leftJoin(authors, eq(authors.id, reviewItems.authorId))
    .leftJoin(reviewers, eq(reviewers.id, reviewItems.reviewerId))
    .where(eq(reviewItems.id, id));
  return row ? withIsoTimes(row) : null;
}
