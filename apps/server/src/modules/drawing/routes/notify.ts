import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { schema } from '../../../db/index.js';
import { DomainError } from '../../../domain/errors.js';
import { Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { hashToken, type MjJobPayload, notifyWakeDueBy } from '../mjJobs.js';
import { drawingMessages } from '../messages.js';

/**
 * midjourney-proxy's notifyHook: a token per submit, kept hashed. The body's status only says how soon to re-read the
 * task (a progress report is throttled); nothing else in it is used (PROTOCOLS §8.6).
 */
const drawingNotify: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/midjourney/notify',
    {
      config: { rateLimit: { max: 3000, timeWindow: '1 minute' } },
      bodyLimit: 256 * 1024,
      schema: {
        tags: ['drawing'],
        description:
          "midjourney-proxy's notifyHook. Its body is never trusted: a notify with the job's token only wakes the job, which reads the task from the proxy (a progress notify only when the task was last read 2 s ago or more). A wrong token is 403.",
        querystring: Type.Object({ job: Int4({ minimum: 1 }), token: Type.String({ pattern: '^[0-9a-f]{48}$', maxLength: 48 }) }),
        response: { 200: Envelope(Type.Null()), ...errorReplies(403) },
      },
    },
    async (request) => {
      const [job] = await app.database.db
        .select({ payload: schema.generationJobs.payload })
        .from(schema.generationJobs)
        .where(eq(schema.generationJobs.id, request.query.job));
      const expected = Buffer.from((job?.payload as Partial<MjJobPayload> | undefined)?.notifyHash ?? '0'.repeat(64));
      const given = Buffer.from(hashToken(request.query.token));
      if (!job || !timingSafeEqual(expected, given)) throw new DomainError(drawingMessages.badNotify, 403);
      const now = app.clock.now();
      const status = (request.body as { status?: unknown } | undefined)?.status;
      if (await app.jobs.queue.wake(request.query.job, now, notifyWakeDueBy(status, now))) app.jobs.wakeUp();
      return ok(null);
    },
  );
};

export default drawingNotify;
