import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { schema } from '../../db/index.js';
import { DomainError } from '../../domain/errors.js';
import { changePoints } from '../economy/index.js';
import { reviewMessages } from './messages.js';

const { reviewItems } = schema;

export type ReviewItem = typeof reviewItems.$inferSelect;

/**
 * What a kind's module does with a decision, in the decision's transaction: the apps module publishes the app on
 * approval. A hook that throws rolls the whole decision back (status, reward, audit row).
 */
export interface ReviewKindHooks {
  onApproved(tx: Executor, item: ReviewItem): Promise<void>;
  onRejected(tx: Executor, item: ReviewItem): Promise<void>;
  /**
   * The kind pays the reviewer's reward itself in onApproved (item.rewardPoints), under its own once-only rule (an
   * app rewards its author once, whatever revision is approved): the queue then pays none.
   */
  paysOwnReward?: boolean;
}

export interface Submission {
  kind: string;
  /** The submitted thing's id in its own module's table. */
  targetId: string;
  authorId: number | null;
  /** What the operator judges: the submission as it is now (a JSON object; shown key by key). */
  snapshot: Record<string, unknown>;
}

export type Decision = { id: number; reviewerId: number; now: Date } & ({ decision: 'approve'; rewardPoints: number } | { decision: 'reject'; reason: string });

/** The ledger's reason for a review reward; the reference is `review:<id>`, so an item rewards at most once. */
const reviewRewardReason = 'review';

/**
 * The review queue (SPEC §4, §6): modules register their kinds (`registerKind`) and submit things for review
 * (`submit`); the back office's routes decide (`decide`). `app.review`.
 */
export class ReviewService {
  private readonly hooks = new Map<string, ReviewKindHooks>();

  registerKind(kind: string, hooks: ReviewKindHooks): void {
    if (this.hooks.has(kind)) throw new Error(`review kind ${kind} is registered already`);
    this.hooks.set(kind, hooks);
  }

  /** The registered kinds, sorted. */
  get kinds(): string[] {
    return [...this.hooks.keys()].sort();
  }

  /**
   * Puts the submission in the queue, in the caller's transaction. While one of the same kind and target is pending,
   * its snapshot (and author) is replaced instead: the queue holds one pending item per thing.
   */
  async submit(db: Executor, { kind, targetId, authorId, snapshot }: Submission): Promise<ReviewItem> {
    if (!this.hooks.has(kind)) throw new Error(`review kind ${kind} is not registered`);
    if (targetId === '') throw new Error('a review submission needs a target id');
    const [item] = await db
      .insert(reviewItems)
      .values({ kind, targetId, authorId, snapshot })
      .onConflictDoUpdate({
        target: [reviewItems.kind, reviewItems.targetId],
        targetWhere: sql`${reviewItems.status} = 'pending'`,
        set: { snapshot: sql`excluded.snapshot`, authorId: sql`excluded.author_id` },
      })
      .returning();
    return item!;
  }

  /** Takes a pending submission out of the queue (its author withdrew it, or it was deleted); decided ones stay. */
  async withdraw(db: Executor, kind: string, targetId: string): Promise<void> {
    await db.delete(reviewItems).where(and(eq(reviewItems.kind, kind), eq(reviewItems.targetId, targetId), eq(reviewItems.status, 'pending')));
  }

  /**
   * Decides a pending item in the caller's transaction: one conditional update (only a pending item changes, so of two
   * concurrent decisions one wins and the other gets 409), the author's reward through the ledger (reason `review`,
   * reference `review:<id>`), then the kind's hook. Returns the decided item.
   */
  async decide(tx: Executor, decision: Decision): Promise<ReviewItem> {
    const { id, reviewerId, now } = decision;
    const change =
      decision.decision === 'approve'
        ? { status: 'approved' as const, rewardPoints: decision.rewardPoints }
        : { status: 'rejected' as const, reason: decision.reason };
    const [item] = await tx
      .update(reviewItems)
      .set({ ...change, reviewerId, reviewedAt: now })
      .where(and(eq(reviewItems.id, id), eq(reviewItems.status, 'pending')))
      .returning();
    if (!item) {
      const [existing] = await tx.select({ status: reviewItems.status }).from(reviewItems).where(eq(reviewItems.id, id));
      if (!existing) throw new DomainError(reviewMessages.notFound, 404);
      throw new DomainError(reviewMessages.decided(existing.status === 'approved' ? 'approved' : 'rejected'), 409);
    }
    const hooks = this.hooks.get(item.kind);
    if (!hooks) throw new DomainError(reviewMessages.unknownKind(item.kind));
    if (item.status === 'approved') {
      if (item.rewardPoints > 0 && !hooks.paysOwnReward) {
        if (item.authorId === null) throw new DomainError(reviewMessages.noAuthor);
        await changePoints(tx, { userId: item.authorId, delta: item.rewardPoints, reason: reviewRewardReason, reference: `review:${item.id}` });
      }
      await hooks.onApproved(tx, item);
    } else {
      await hooks.onRejected(tx, item);
    }
    return item;
  }
}
