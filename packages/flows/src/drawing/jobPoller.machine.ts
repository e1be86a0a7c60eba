import { assign, emit, fromPromise, setup } from 'xstate';
import { type Drawing, isUnfinished } from './drawTypes';

/** How often the browser asks for unfinished jobs: every 2 s while the page is seen, every 10 s while hidden. */
export const pollVisibleMs = 2_000;
export const pollHiddenMs = 10_000;
/** After failed polls the wait doubles, up to a minute. */
export const pollBackoffCapMs = 60_000;
/** getDetailByIds takes at most this many ids per call. */
export const pollBatch = 50;

export interface JobPollerContext {
  /** The unfinished jobs being watched, oldest first. */
  ids: number[];
  visible: boolean;
  /** Failed polls in a row (the backoff's exponent). */
  failures: number;
}

export type JobPollerEvent =
  /** Watch these jobs too (new ones, or unfinished ones a page showed). */
  | { type: 'jobs.watch'; ids: number[] }
  /** Stop watching (deleted). */
  | { type: 'jobs.forget'; ids: number[] }
  | { type: 'page.visibility'; visible: boolean };

/** What the screen hears after each poll: the jobs as they are now. */
export type JobPollerEmitted = { type: 'jobs.updated'; jobs: Drawing[] };

/** The wait before the next poll: the page's pace, doubled per failure in a row, capped. */
export function pollDelayMs({ visible, failures }: Pick<JobPollerContext, 'visible' | 'failures'>): number {
  const base = visible ? pollVisibleMs : pollHiddenMs;
  return Math.min(pollBackoffCapMs, base * 2 ** failures);
}

const merged = (ids: number[], more: number[]) => [...ids, ...more.filter((id) => !ids.includes(id))];

/**
 * Polls unfinished generation jobs (docs/drawing.md "Progress": the browser polls, no SSE): `fetchJobs` (getDetailByIds)
 * for the watched ids after `pollDelay`, emitting `jobs.updated`; a job that ended is no longer watched, and with none
 * left the machine idles until `jobs.watch`. A failed poll (network, 5xx) waits twice as long each time; a 404 (a job
 * deleted elsewhere) is the fetcher's to drop (it answers the jobs it could read).
 */
export const jobPollerMachine = setup({
  types: {
    context: {} as JobPollerContext,
    events: {} as JobPollerEvent,
    emitted: {} as JobPollerEmitted,
    input: {} as { ids?: number[]; visible?: boolean },
  },
  actors: {
    fetchJobs: fromPromise<Drawing[], number[]>(() => Promise.reject(new Error('jobPoller: provide fetchJobs'))),
  },
  delays: { pollDelay: ({ context }) => pollDelayMs(context) },
  guards: {
    watching: ({ context }) => context.ids.length > 0,
  },
}).createMachine({
  id: 'jobPoller',
  context: ({ input }) => ({ ids: input.ids ?? [], visible: input.visible ?? true, failures: 0 }),
  initial: 'deciding',
  on: {
    'jobs.watch': { actions: assign({ ids: ({ context, event }) => merged(context.ids, event.ids) }), target: '.deciding' },
    'jobs.forget': { actions: assign({ ids: ({ context, event }) => context.ids.filter((id) => !event.ids.includes(id)) }), target: '.deciding' },
    'page.visibility': { actions: assign({ visible: ({ event }) => event.visible }), target: '.deciding' },
  },
  states: {
    deciding: { always: [{ guard: 'watching', target: 'waiting' }, { target: 'idle' }] },
    idle: {},
    waiting: { after: { pollDelay: 'fetching' } },
    fetching: {
      invoke: {
        src: 'fetchJobs',
        input: ({ context }) => context.ids.slice(0, pollBatch),
        onDone: {
          target: 'deciding',
          actions: [
            assign({
              failures: 0,
              // Ended jobs, and asked-for ones the answer lacks (deleted), are no longer watched.
              ids: ({ context, event }) => {
                const asked = new Set(context.ids.slice(0, pollBatch));
                const open = new Set(event.output.filter(isUnfinished).map((job) => job.id));
                return context.ids.filter((id) => !asked.has(id) || open.has(id));
              },
            }),
            emit(({ event }) => ({ type: 'jobs.updated' as const, jobs: event.output })),
          ],
        },
        onError: { target: 'deciding', actions: assign({ failures: ({ context }) => context.failures + 1 }) },
      },
    },
  },
});

/** The poller with its call: `fetchJobs(ids)` answers the jobs it could read (GET /midjourney/getDetailByIds). */
export const provideJobPoller = (fetchJobs: (ids: number[]) => Promise<Drawing[]>) =>
  jobPollerMachine.provide({ actors: { fetchJobs: fromPromise<Drawing[], number[]>(({ input }) => fetchJobs(input)) } });
