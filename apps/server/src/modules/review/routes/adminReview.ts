import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { type TSchema, Type } from 'typebox';
import { DomainError } from '../../../domain/errors.js';
import { Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { say } from '../../../http/validationMessage.js';
import { adminScope } from '../../../plugins/app/admin.js';
import { reviewMessages } from '../messages.js';
import { findReviewItem, listReviewItems } from '../reviewQueries.js';
import type { Decision } from '../reviewService.js';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Time = Type.String({ format: 'date-time' });
const Status = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);
const Kind = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_.-]+$', description: 'What was submitted (app, …)' });
/** A reward large enough for any real use, small enough that no balance overflows through it. */
const maxReward = 1_000_000;

const itemFields = {
  id: Type.Integer(),
  kind: Type.String(),
  targetId: Type.String({ description: 'The submitted thing’s id in its own module' }),
  authorId: Nullable(Type.Integer()),
  authorName: Nullable(Type.String()),
  title: Nullable(Type.String({ description: 'The snapshot’s name or title, when it has one' })),
  status: Status,
  reason: Type.String({ description: 'Why it was rejected' }),
  rewardPoints: Type.Integer({ description: 'Points given to the author on approval (0 none)' }),
  reviewerId: Nullable(Type.Integer()),
  reviewerName: Nullable(Type.String()),
  reviewedAt: Nullable(Time),
  createdAt: Time,
};
const ReviewRow = Type.Object(itemFields);
const ReviewDetail = Type.Object({
  ...itemFields,
  snapshot: Type.Unknown({ description: 'The submission as it was when (re)submitted: a JSON object' }),
});
const Params = Type.Object({ id: Int4({ minimum: 1 }) });
/** A decision as a route gives it (the reviewer and the time are added). */
type DecisionOf<D extends Decision['decision']> = Omit<Extract<Decision, { decision: D }>, 'reviewerId' | 'now'>;
const decisionReplies = { 200: Envelope(ReviewRow), ...errorReplies(401, 403, 404, 409) };

/**
 * The review queue of the back office (SPEC §4, §6): the list (by status and kind, newest first, paged by the last id),
 * one item with its snapshot, and the decisions — approve (a reward for the author goes through the ledger once, and
 * needs the two-step confirmation: it is a point grant), or reject with a reason. A decision changes only a pending
 * item: of concurrent decisions one wins, the others get 409. Each is audited in its transaction, with the kind's hook.
 */
const adminReview: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;

  /** The decision, the audit row and the kind's hook in one transaction; the decided item as the list shows it. */
  const decide = async (request: FastifyRequest, operatorId: number, decision: DecisionOf<'approve'> | DecisionOf<'reject'>) => {
    const decided = await db.transaction(async (tx) => {
      const item = await app.review.decide(tx, { ...decision, reviewerId: operatorId, now: app.clock.now() });
      await app.audit(
        request,
        {
          operatorId,
          action: item.status === 'approved' ? 'review.approve' : 'review.reject',
          target: `review:${item.id}`,
          before: { status: 'pending' },
          after: {
            status: item.status,
            kind: item.kind,
            targetId: item.targetId,
            authorId: item.authorId,
            rewardPoints: item.rewardPoints,
            reason: item.reason,
          },
        },
        tx,
      );
      return item;
    });
    return (await findReviewItem(db, decided.id))!;
  };

  await app.register(
    adminScope(async (operator) => {
      operator.get(
        '/admin/review',
        {
          schema: {
            tags: ['admin'],
            summary: 'The review queue, newest first, with the kinds modules registered',
            querystring: Type.Object({
              status: Type.Optional(Status),
              kind: Type.Optional(Kind),
              before: Type.Optional(Int4({ minimum: 1, description: 'The last id of the previous page' })),
              size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
            }),
            response: {
              200: Envelope(
                Type.Object({
                  rows: Type.Array(ReviewRow),
                  total: Type.Integer(),
                  next: Nullable(Type.Integer({ description: 'The `before` of the next page' })),
                  kinds: Type.Array(Type.String(), { description: 'Every registered kind, for the filter' }),
                }),
              ),
              ...errorReplies(401, 403),
            },
          },
        },
        async (request) => {
          const { status, kind, before, size = 30 } = request.query;
          return ok({ ...(await listReviewItems(db, { status, kind, before, size })), kinds: app.review.kinds });
        },
      );

      operator.get(
        '/admin/review/:id',
        {
          schema: {
            tags: ['admin'],
            summary: 'One review item with its snapshot',
            params: Params,
            response: { 200: Envelope(ReviewDetail), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const item = await findReviewItem(db, request.params.id);
          if (!item) throw new DomainError(reviewMessages.notFound, 404);
          return ok(item);
        },
      );

      operator.post(
        '/admin/review/:id/approve',
        {
          schema: {
            tags: ['admin'],
            summary: 'Approves a pending item without a reward (the kind’s module publishes it)',
            description: 'A decided item answers 409. To reward the author, use approve-rewarded (confirmed).',
            params: Params,
            response: decisionReplies,
          },
        },
        async (request) =>
          ok(await decide(request, request.user.id, { id: request.params.id, decision: 'approve', rewardPoints: 0 }), say(request, reviewMessages.approved)),
      );

      operator.post(
        '/admin/review/:id/approve-rewarded',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Approves a pending item and rewards its author through the ledger, once (two-step confirmation)',
            description: 'The ledger row has reason `review` and reference `review:<id>`. A decided item answers 409 and rewards nothing.',
            params: Params,
            body: Type.Object({ rewardPoints: Type.Integer({ minimum: 1, maximum: maxReward }) }),
            response: decisionReplies,
          },
        },
        async (request) => {
          const { rewardPoints } = request.body;
          const item = await decide(request, request.user.id, { id: request.params.id, decision: 'approve', rewardPoints });
          return ok(item, say(request, reviewMessages.rewarded(rewardPoints)));
        },
      );

      operator.post(
        '/admin/review/:id/reject',
        {
          schema: {
            tags: ['admin'],
            summary: 'Rejects a pending item with a reason (required)',
            params: Params,
            body: Type.Object({ reason: Type.String({ maxLength: 200 }) }),
            response: decisionReplies,
          },
        },
        async (request) => {
          const reason = request.body.reason.trim();
          if (reason === '') throw new DomainError(reviewMessages.reasonRequired);
          return ok(await decide(request, request.user.id, { id: request.params.id, decision: 'reject', reason }), say(request, reviewMessages.rejected));
        },
      );
    }),
  );
};
export default adminReview;
