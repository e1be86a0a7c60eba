import type { Clock } from '../clock.js';
import { type JobQueue, type JobRow, leaseMs, type StepOutcome } from './jobQueue.js';

/** What a module does with its jobs: one step at a time, each ending in a StepOutcome the queue writes. */
export interface JobHandler {
  readonly module: string;
  /** Runs the step the job's status calls for (queued: prepare, submitting: submit, running: check, transferring: store). */
  step(job: JobRow): Promise<StepOutcome>;
  /** Checks several running jobs with one upstream call (midjourney's list-by-condition); absent: each is stepped. */
  pollRunning?(jobs: JobRow[]): Promise<Map<number, StepOutcome>>;
  /** The job passed its deadline: cancel it upstream (best effort) and say why it failed. */
  expire(job: JobRow): Promise<string>;
}

/** Where the runner reports (pino's shape). */
interface JobLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobRunnerOptions {
  queue: JobQueue;
  handlers: readonly JobHandler[];
  clock: Clock;
  /** The instance id: leases name it. */
  owner: string;
  log: JobLog;
  /** How often an idle runner looks for due jobs (it is also woken in-process when one is queued or notified). */
  pollMs: number;
  /** Jobs worked at once by this instance. */
  concurrency?: number;
  random?: () => number;
}

/** An unexpected error in a step (a bug, the database away): retried like a passing failure, at most this many times. */
const unexpectedAttempts = 8;

/**
 * Works the queue: claims due jobs (up to `concurrency` in hand), renews their leases every 10 s while a step runs,
 * and writes each step's outcome. A job past its deadline fails (and is refunded by the queue) instead of stepping.
 * Running jobs of a module with `pollRunning` are checked together. Tests call `runOnce()` with a manual clock.
 */
export class JobRunner {
  readonly #options: JobRunnerOptions;
  readonly #handlers: Map<string, JobHandler>;
  readonly #inHand = new Set<number>();
  #stopped = true;
  #loop: Promise<void> | null = null;
  #wake: (() => void) | null = null;
  /** A wake-up came while the loop was claiming: its next sleep returns at once (else it would wait `pollMs`). */
  #woken = false;
  #renewal: NodeJS.Timeout | null = null;

  constructor(options: JobRunnerOptions) {
    this.#options = options;
    this.#handlers = new Map(options.handlers.map((handler) => [handler.module, handler]));
  }

  private get concurrency() {
    return this.#options.concurrency ?? 32;
  }

  /** Claims what is due now and works it to the end of its step; resolves with how many jobs it claimed. */
  async runOnce(): Promise<number> {
    const jobs = await this.claim();
    await this.work(jobs);
    return jobs.length;
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#renewal = setInterval(() => void this.renew(), leaseMs / 3).unref();
    this.#loop = this.loop();
  }

  /** Looks for due jobs now (a job was queued or its upstream notified). */
  wakeUp(): void {
    this.#woken = true;
    this.#wake?.();
  }

  /** Stops claiming and waits for the steps in hand (their leases lapse if the process dies first). */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#wake?.();
    if (this.#renewal) clearInterval(this.#renewal);
    await this.#loop;
  }

  private async loop(): Promise<void> {
    const working = new Set<Promise<void>>();
    while (!this.#stopped) {
      let claimed = 0;
      this.#woken = false;
      try {
        const jobs = await this.claim();
        claimed = jobs.length;
        if (claimed > 0) {
          const done: Promise<void> = this.work(jobs).finally(() => {
            working.delete(done);
            this.wakeUp();
          });
          working.add(done);
        }
      } catch (error) {
        this.#options.log.error({ err: error }, 'claiming jobs failed');
      }
      if (this.#stopped) break;
      // Full hands or nothing due: wait for a wake-up (a slot freed, a job queued or notified) or the next poll.
      if (claimed === 0 || this.#inHand.size >= this.concurrency) await this.sleep(this.#options.pollMs);
    }
    await Promise.all(working);
  }

  private sleep(ms: number): Promise<void> {
    if (this.#woken) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#wake = () => {
        this.#wake = null;
        done();
      };
    });
  }

  private async claim(): Promise<JobRow[]> {
    const room = this.concurrency - this.#inHand.size;
    if (room <= 0) return [];
    const jobs = await this.#options.queue.claim(this.#options.owner, room, this.#options.clock.now());
    for (const job of jobs) this.#inHand.add(job.id);
    return jobs;
  }

  private async renew(): Promise<void> {
    try {
      await this.#options.queue.renew(this.#options.owner, [...this.#inHand], this.#options.clock.now());
    } catch (error) {
      this.#options.log.warn({ err: error }, 'renewing job leases failed');
    }
  }

  private async work(jobs: JobRow[]): Promise<void> {
    const now = this.#options.clock.now();
    const polled = new Map<JobHandler, JobRow[]>();
    const single: JobRow[] = [];
    for (const job of jobs) {
      const handler = this.#handlers.get(job.module);
      if (handler?.pollRunning && job.status === 'running' && job.deadline > now) polled.set(handler, [...(polled.get(handler) ?? []), job]);
      else single.push(job);
    }
    await Promise.all([
      ...single.map((job) => this.settle(job, () => this.stepOf(job, now))),
      ...[...polled].map(([handler, group]) => this.pollGroup(handler, group)),
    ]);
  }

  private async stepOf(job: JobRow, now: Date): Promise<StepOutcome> {
    const handler = this.#handlers.get(job.module);
    if (!handler) return { next: 'failed', reason: `no handler for ${job.module} jobs` };
    if (job.deadline <= now) return { next: 'failed', reason: await handler.expire(job) };
    return handler.step(job);
  }

  private async pollGroup(handler: JobHandler, jobs: JobRow[]): Promise<void> {
    let outcomes: Map<number, StepOutcome>;
    try {
      outcomes = (await handler.pollRunning?.(jobs)) ?? new Map();
    } catch (error) {
      this.#options.log.warn({ err: error, module: handler.module }, 'checking running jobs failed');
      outcomes = new Map();
    }
    await Promise.all(jobs.map((job) => this.settle(job, async () => outcomes.get(job.id) ?? handler.step(job))));
  }

  private async settle(job: JobRow, outcomeOf: () => Promise<StepOutcome>): Promise<void> {
    const { queue, clock, owner, log, random } = this.#options;
    try {
      let outcome: StepOutcome;
      try {
        outcome = await outcomeOf();
      } catch (error) {
        log.warn({ err: error, job: job.id }, 'job step failed unexpectedly');
        outcome = {
          next: 'retry',
          reason: error instanceof Error ? error.message : String(error),
          maxAttempts: unexpectedAttempts,
          failReason: '任务处理失败',
        };
      }
      await queue.settle(job, owner, outcome, clock.now(), random);
    } catch (error) {
      // The outcome could not be written: the lease lapses and the step runs again.
      log.error({ err: error, job: job.id }, 'writing a job step failed');
    } finally {
      this.#inHand.delete(job.id);
    }
  }
}
