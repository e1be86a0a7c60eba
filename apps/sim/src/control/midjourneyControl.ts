import type { FastifyInstance } from 'fastify';
import type { MjBehaviour } from '../midjourney/mjState.js';
import type { SimState } from '../simState.js';

const rate = { type: 'number', minimum: 0, maximum: 1 } as const;
const ms = { type: 'integer', minimum: 0, maximum: 600_000 } as const;

const midjourneyPatchSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    secret: { type: 'string', maxLength: 200 },
    startDelayMs: ms,
    stepMs: ms,
    steps: { type: 'integer', minimum: 0, maximum: 100 },
    concurrency: { type: 'integer', minimum: 1, maximum: 10_000 },
    queueLimit: { type: 'integer', minimum: 0, maximum: 100_000 },
    bannedWords: { type: 'array', items: { type: 'string', maxLength: 100 }, maxItems: 1000 },
    failureRate: rate,
    stallRate: rate,
    queueRejectRate: rate,
    paused: { type: 'boolean' },
    serverErrorRate: rate,
    notifyLossRate: rate,
    notifyDuplicateRate: rate,
    notifyReorderRate: rate,
  },
} as const;

/** `POST /__control/midjourney`: fields given replace the current behaviour's; `GET` reads it with the counts of calls. */
export function registerMidjourneyControl(app: FastifyInstance, state: SimState): void {
  app.post<{ Body: Partial<MjBehaviour> }>('/midjourney', { schema: { body: midjourneyPatchSchema } }, async (request) => {
    state.midjourney.behaviour = { ...state.midjourney.behaviour, ...request.body };
    return { behaviour: state.midjourney.behaviour };
  });
  app.get('/midjourney', async () => {
    const { behaviour, counts, tasks, waiting, drawing } = state.midjourney;
    const byStatus: Record<string, number> = {};
    for (const task of tasks.values()) byStatus[task.status] = (byStatus[task.status] ?? 0) + 1;
    return { behaviour, counts, tasks: tasks.size, byStatus, waiting: waiting.length, drawing };
  });
}
