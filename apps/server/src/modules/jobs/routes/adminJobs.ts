import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, inArray, lte, notInArray } from 'drizzle-orm';
import { Type } from 'typebox';
import { schema } from '../../../db/index.js';
import { DomainError } from '../../../domain/errors.js';
import { generationJobs } from '../../../domain/jobs/schema.js';
import { finishedStatuses, type JobStatus, jobStatuses } from '../../../domain/jobs/jobStatus.js';
import { Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { adminScope } from '../../../plugins/app/admin.js';

const unfinishedStatuses = jobStatuses.filter((status) => !(finishedStatuses as readonly string[]).includes(status));
const Status = Type.Unsafe<JobStatus>(Type.String({ enum: [...jobStatuses] }));
const Filter = Type.Unsafe<JobStatus | 'open'>(Type.String({ enum: ['open', ...jobStatuses], description: 'open: every unfinished job' }));
const Stamp = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);
const JobRow = Type.Object({
  id: Type.Integer(),
  module: Type.String(),
  kind: Type.String(),
  status: Status,
  progress: Type.Integer(),
  attempts: Type.Integer(),
  userId: Type.Integer(),
  username: Type.Union([Type.String(), Type.Null()]),
  chargePoints: Type.Integer(),
  freeUse: Type.Boolean({ description: "A member's free use of the day paid for it" }),
  upstreamId: Type.Union([Type.String(), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
  leaseOwner: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  nextRunAt: Type.String({ format: 'date-time' }),
  deadline: Type.String({ format: 'date-time' }),
  finishedAt: Stamp,
});

const messages = {
  finished: { zh: '任务已结束，无法取消', en: 'The job has already finished' },
  cancelledByOperator: '已被管理员取消',
};

/**
 * The job monitor (back office): generation jobs newest first, by status or all unfinished ones, with the unfinished
 * count of each status (the partial index keeps it cheap); an operator may cancel an unfinished job, which refunds it
 * (two-step confirmation, audited).
 */
const adminJobs: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const t = generationJobs;
  await app.register(
    adminScope(async (operator) => {
      operator.get(
        '/admin/jobs',
        {
          schema: {
            tags: ['admin'],
            summary: 'Generation jobs, newest first, and how many are unfinished in each status',
            querystring: Type.Object({
              status: Type.Optional(Filter),
              module: Type.Optional(Type.String({ maxLength: 30 })),
              userId: Type.Optional(Int4({ minimum: 1 })),
              before: Type.Optional(Int4({ minimum: 1 })),
              size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
            }),
            response: {
              200: Envelope(
                Type.Object({
                  rows: Type.Array(JobRow),
                  next: Type.Union([Type.Integer(), Type.Null()]),
                  open: Type.Record(Type.String(), Type.Integer(), { description: 'Unfinished jobs by status' }),
                }),
              ),
              ...errorReplies(401, 403),
            },
          },
        },
        async (request) => {
          const { status, module, userId, before, size = 30 } = request.query;
          const where = and(
            status === 'open' ? notInArray(t.status, [...finishedStatuses]) : status ? eq(t.status, status) : undefined,
            module ? eq(t.module, module) : undefined,
            userId ? eq(t.userId, userId) : undefined,
          );
          const [rows, open] = await Promise.all([
            db
              .select({ job: t, username: schema.users.username })
              .from(t)
              .leftJoin(schema.users, eq(schema.users.id, t.userId))
              .where(and(where, before ? lte(t.id, before - 1) : undefined))
              .orderBy(desc(t.id))
              .limit(size + 1),
            db.select({ status: t.status, value: count() }).from(t).where(inArray(t.status, unfinishedStatuses)).groupBy(t.status),
          ]);
          const page = rows.slice(0, size);
          return ok({
            rows: page.map(({ job, username }) => ({
              id: job.id,
              module: job.module,
              kind: job.kind,
              status: job.status,
              progress: job.progress,
              attempts: job.attempts,
              userId: job.userId,
              username,
              chargePoints: job.chargePoints,
              freeUse: job.freeUseKind !== null,
              upstreamId: job.upstreamId,
              error: job.error,
              leaseOwner: job.leaseUntil && job.leaseUntil > app.clock.now() ? job.leaseOwner : null,
              createdAt: job.createdAt.toISOString(),
              nextRunAt: job.nextRunAt.toISOString(),
              deadline: job.deadline.toISOString(),
              finishedAt: job.finishedAt?.toISOString() ?? null,
            })),
            next: rows.length > size ? (page.at(-1)?.job.id ?? null) : null,
            open: Object.fromEntries(unfinishedStatuses.map((name) => [name, open.find((row) => row.status === name)?.value ?? 0])),
          });
        },
      );

      operator.post(
        '/admin/jobs/:id/cancel',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Cancels an unfinished job: refunded at once, cancelled upstream (two-step confirmation)',
            params: Type.Object({ id: Int4({ minimum: 1 }) }),
            response: { 200: Envelope(Type.Object({ refunded: Type.Integer(), freeUse: Type.Boolean() })), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const row = await app.jobs.cancel(request.params.id, messages.cancelledByOperator);
          if (!row) throw new DomainError(messages.finished);
          await app.audit(request, {
            operatorId: request.user.id,
            action: 'jobs.cancel',
            target: `job:${row.id}`,
            after: { status: 'cancelled', refunded: row.chargePoints, freeUse: row.freeUseKind !== null },
          });
          return ok({ refunded: row.chargePoints, freeUse: row.freeUseKind !== null });
        },
      );
    }),
  );
};
export default adminJobs;
