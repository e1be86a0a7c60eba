import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { schema } from '../../db/index.js';
import type { Clock } from '../../domain/clock.js';
import type { FileStore } from '../../domain/files/fileStore.js';
import type { JobRow, StepOutcome } from '../../domain/jobs/jobQueue.js';
import { fetchPicture, PictureError, storedDataUrl, storePicture } from './drawMedia.js';
import type { DrawSettings, ProxyTarget } from './drawSettings.js';
import { keptButtons } from './mjActions.js';
import { hasChinese, type MjMode } from './mjForm.js';
import { drawingMessages } from './messages.js';
import { mjProxy, type ProxyTask, ProxyError, progressOf, type SubmitReply } from './mjProxy.js';

/** What a drawing job carries from task_add to its end (generation_jobs.payload). */
export interface MjJobPayload {
  op: 'imagine' | 'action' | 'shorten' | 'describe' | 'blend' | 'swap';
  mode: MjMode;
  botType: 'MID_JOURNEY' | 'NIJI_JOURNEY';
  /** imagine: the text to translate and the rest of the prompt around it. */
  text: string;
  params: string;
  baseImages: string[];
  translate: boolean;
  /** The prompt as sent (set once prepared). */
  finalPrompt?: string;
  /** action: the parent's upstream task and the button; a modal's prompt and mask (a private file's key). */
  parentUpstreamId?: string;
  customId?: string;
  modal?: 'region' | 'zoom' | null;
  modalPrompt?: string;
  maskKey?: string;
  /** describe (1), blend (2–5), swap (source, target): the owner's private files sent as base64. */
  imageKeys?: string[];
  dimensions?: 'PORTRAIT' | 'SQUARE' | 'LANDSCAPE';
  /** Where notifies come back to (the site's address when the job was asked for). */
  siteBase: string;
  /** The proxy the task lives on ('' for the demo simulator); a notify's token's SHA-256. */
  proxyBase?: string;
  notifyHash?: string;
  /** Its place in the proxy's queue when it answered 22. */
  queueAhead?: number;
  imageUrl?: string;
  promptEn?: string;
}

/** Between checks of a running drawing when no notify comes. */
const pollIntervalMs = 5_000;
/** A progress notify re-reads a task checked at least this long ago (the browser polls every 2 s anyway). */
const progressRecheckMs = 2_000;

/**
 * When a notify should make its job re-read the task: an end (or a modal's pause) at once; a progress report only
 * when the job was last checked `progressRecheckMs` ago. The status comes from the notify's body, which is not
 * trusted for anything else: it can only make a check come sooner or keep its time.
 */
export function notifyWakeDueBy(status: unknown, now: Date): Date | undefined {
  const progressOnly = status === 'SUBMITTED' || status === 'IN_PROGRESS' || status === 'NOT_START';
  return progressOnly ? new Date(now.getTime() + pollIntervalMs - progressRecheckMs) : undefined;
}
const submitAttempts = 6;
const queueFullAttempts = 3;
const transferAttempts = 5;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface MjJobDeps {
  settings: DrawSettings;
  fileStore: FileStore;
  clock: Clock;
  /** Translates a Chinese prompt to English through the chat model (PROTOCOLS §4). */
  translate: (text: string) => Promise<string>;
}

const payloadOf = (job: JobRow) => job.payload as MjJobPayload;

/** midjourney-proxy drawings as generation jobs (module 'drawing', kind 'mj'); see docs/drawing.md. */
export class MjJobs {
  constructor(private readonly deps: MjJobDeps) {}

  /** The proxy a job talks to: the one it was submitted to, with today's secret; the demo simulator for ''. */
  private proxyOf(payload: MjJobPayload): ProxyTarget | null {
    const current = payload.op === 'swap' ? this.deps.settings.faceProxy() : this.deps.settings.proxyFor(payload.mode);
    if (!payload.proxyBase) return current;
    return { baseUrl: payload.proxyBase, secret: current?.secret ?? '' };
  }

  async step(job: JobRow): Promise<StepOutcome> {
    const payload = payloadOf(job);
    switch (job.status) {
      case 'queued':
        if (payload.op === 'imagine' && payload.translate && hasChinese(payload.text)) return { next: 'continue', status: 'preparing', delayMs: 0 };
        // Only an imagine builds its prompt here; an action keeps its parent's (or its modal's), set when it was asked for.
        if (payload.op !== 'imagine') return { next: 'continue', status: 'submitting', delayMs: 0 };
        return { next: 'continue', status: 'submitting', delayMs: 0, payload: { finalPrompt: this.prompt(payload, payload.text) } };
      case 'preparing': {
        // A failed translation sends the typed text: the drawing still comes, in Chinese.
        const text = await this.deps.translate(payload.text).catch(() => payload.text);
        return { next: 'continue', status: 'submitting', delayMs: 0, payload: { finalPrompt: this.prompt(payload, text.trim() || payload.text) } };
      }
      case 'submitting':
        return this.submit(job, payload);
      case 'running': {
        const proxy = this.proxyOf(payload);
        if (!proxy || !job.upstreamId) return { next: 'failed', reason: drawingMessages.upstreamDown.zh };
        try {
          const task = await mjProxy.fetch(proxy, job.upstreamId);
          return task
            ? this.outcomeOf(job, task)
            : { next: 'retry', reason: 'task not found upstream', maxAttempts: submitAttempts, failReason: drawingMessages.upstreamDown.zh };
        } catch (error) {
          return this.proxyFailure(error);
        }
      }
      case 'transferring':
        return this.transfer(job, payload);
      default:
        return { next: 'failed', reason: `unexpected status ${job.status}` };
    }
  }

  /** Running drawings checked with one list-by-condition call per proxy; those it does not list are stepped alone. */
  async pollRunning(jobs: JobRow[]): Promise<Map<number, StepOutcome>> {
    const outcomes = new Map<number, StepOutcome>();
    const byProxy = new Map<string, { proxy: ProxyTarget; jobs: JobRow[] }>();
    for (const job of jobs) {
      const proxy = this.proxyOf(payloadOf(job));
      if (!proxy || !job.upstreamId) continue;
      const group = byProxy.get(proxy.baseUrl) ?? { proxy, jobs: [] };
      group.jobs.push(job);
      byProxy.set(proxy.baseUrl, group);
    }
    await Promise.all(
      [...byProxy.values()].map(async ({ proxy, jobs: group }) => {
        const tasks = new Map(
          (
            await mjProxy.list(
              proxy,
              group.map((job) => job.upstreamId as string),
            )
          ).map((task) => [task.id, task]),
        );
        for (const job of group) {
          const task = tasks.get(job.upstreamId as string);
          if (task) outcomes.set(job.id, this.outcomeOf(job, task));
        }
      }),
    );
    return outcomes;
  }

  async expire(job: JobRow): Promise<string> {
    const proxy = this.proxyOf(payloadOf(job));
    if (proxy && job.upstreamId) await mjProxy.cancel(proxy, job.upstreamId).catch(() => undefined);
    return drawingMessages.timedOut.zh;
  }

  private prompt(payload: MjJobPayload, text: string): string {
    return [...payload.baseImages, text, payload.params].filter(Boolean).join(' ').trim();
  }

  private async submit(job: JobRow, payload: MjJobPayload): Promise<StepOutcome> {
    const proxy = this.proxyOf(payload);
    if (!proxy) return { next: 'failed', reason: drawingMessages.upstreamDown.zh };
    const token = randomBytes(24).toString('hex');
    const notifyHook = `${payload.siteBase}/api/midjourney/notify?job=${job.id}&token=${token}`;
    const common = { notifyHook, state: `job:${job.id}`, accountFilter: { modes: [payload.mode.toUpperCase()] } };
    const remembered = { proxyBase: this.deps.settings.demoMode ? '' : proxy.baseUrl, notifyHash: hashToken(token) };
    try {
      let reply: SubmitReply;
      if (payload.op === 'action') {
        reply = await mjProxy.submit(proxy, 'action', { ...common, taskId: payload.parentUpstreamId, customId: payload.customId });
        const modal = (reply.code === 1 || reply.code === 22) && (reply.properties.status === 'MODAL' || payload.modal);
        if (modal && typeof reply.result === 'string') reply = await this.submitModal(proxy, reply.result, payload);
      } else if (payload.op === 'describe' || payload.op === 'blend' || payload.op === 'swap') {
        const images = await Promise.all((payload.imageKeys ?? []).map((key) => this.dataUrl(key)));
        const { accountFilter: _modes, ...hooked } = common;
        reply =
          payload.op === 'describe'
            ? await mjProxy.submit(proxy, 'describe', { ...common, base64: images[0], botType: payload.botType })
            : payload.op === 'blend'
              ? await mjProxy.submit(proxy, 'blend', { ...common, base64Array: images, dimensions: payload.dimensions ?? 'SQUARE', botType: payload.botType })
              : await mjProxy.swapFace(proxy, { ...hooked, sourceBase64: images[0], targetBase64: images[1] });
      } else {
        reply = await mjProxy.submit(proxy, payload.op, { ...common, prompt: payload.finalPrompt ?? payload.text, botType: payload.botType });
      }
      return this.submitted(reply, remembered);
    } catch (error) {
      return this.proxyFailure(error);
    }
  }

  private async submitModal(proxy: ProxyTarget, taskId: string, payload: MjJobPayload): Promise<SubmitReply> {
    const maskBase64 = payload.maskKey ? await this.dataUrl(payload.maskKey) : undefined;
    return mjProxy.submit(proxy, 'modal', { taskId, prompt: payload.modalPrompt ?? '', ...(maskBase64 ? { maskBase64 } : {}) });
  }

  /** One of the owner's stored images as a data URL; a file gone is a failure for good. */
  private async dataUrl(key: string): Promise<string> {
    const url = await storedDataUrl(this.deps.fileStore, key);
    if (!url) throw new ProxyError(`the image ${key} is gone`, false);
    return url;
  }

  /** A submit's code as the job's next step (PROTOCOLS §5.2). */
  private submitted(reply: SubmitReply, remembered: Partial<MjJobPayload>): StepOutcome {
    const id = typeof reply.result === 'string' || typeof reply.result === 'number' ? String(reply.result) : '';
    switch (reply.code) {
      case 1:
      case 21:
      case 22: {
        if (!id) return { next: 'retry', reason: 'the proxy gave no task id', maxAttempts: submitAttempts, failReason: drawingMessages.upstreamDown.zh };
        const queueAhead = reply.code === 22 ? Number(reply.properties.numberOfQueues ?? 0) || 0 : 0;
        // 21: the task exists already (this step ran before a crash): follow it.
        return {
          next: 'continue',
          status: 'running',
          delayMs: reply.code === 21 ? 0 : pollIntervalMs,
          upstreamId: id,
          progress: 0,
          payload: { ...remembered, queueAhead },
        };
      }
      case 23:
        return { next: 'retry', reason: reply.description || 'queue full', maxAttempts: queueFullAttempts, failReason: drawingMessages.queueFull.zh };
      case 24:
        return { next: 'failed', reason: drawingMessages.sensitive(String(reply.properties.bannedWord ?? '')).zh };
      default:
        return { next: 'failed', reason: drawingMessages.upstreamFailed(reply.description || `code ${reply.code}`).zh };
    }
  }

  private proxyFailure(error: unknown): StepOutcome {
    if (error instanceof ProxyError && !error.transient) return { next: 'failed', reason: drawingMessages.upstreamDown.zh };
    return {
      next: 'retry',
      reason: error instanceof Error ? error.message : String(error),
      maxAttempts: submitAttempts,
      failReason: drawingMessages.upstreamDown.zh,
    };
  }

  /** What a task's state means for its job. A notify never gets here: only what the proxy itself answers. */
  private outcomeOf(job: JobRow, task: ProxyTask): StepOutcome {
    const payload = payloadOf(job);
    switch (task.status) {
      case 'SUCCESS': {
        if (payload.op === 'shorten' || payload.op === 'describe') {
          const text = String(task.properties?.finalPrompt ?? task.promptEn ?? '');
          return { next: 'succeeded', write: (tx) => this.writeDrawing(tx, job.id, { resultText: text }) };
        }
        if (!task.imageUrl) return { next: 'failed', reason: drawingMessages.upstreamFailed('no picture').zh };
        return {
          next: 'continue',
          status: 'transferring',
          delayMs: 0,
          progress: 100,
          payload: { imageUrl: task.imageUrl, promptEn: task.promptEn ?? undefined },
          write: (tx) => this.writeDrawing(tx, job.id, { buttons: keptButtons(task.buttons) }),
        };
      }
      case 'FAILURE':
        return { next: 'failed', reason: drawingMessages.upstreamFailed(String(task.failReason ?? '').slice(0, 200) || 'unknown').zh };
      case 'CANCEL':
        return { next: 'failed', reason: drawingMessages.cancelled.zh };
      default:
        return { next: 'continue', status: 'running', delayMs: pollIntervalMs, progress: Math.min(99, progressOf(task.progress)) };
    }
  }

  private async transfer(job: JobRow, payload: MjJobPayload): Promise<StepOutcome> {
    const proxy = this.proxyOf(payload);
    if (!proxy || !payload.imageUrl) return { next: 'failed', reason: drawingMessages.transferFailed.zh };
    try {
      const picture = await fetchPicture(this.deps.settings.rewriteImageUrl(payload.imageUrl), this.deps.settings.imageHosts(proxy));
      const stored = await storePicture(this.deps.fileStore, job.userId, picture, this.deps.clock.now());
      return { next: 'succeeded', write: (tx) => this.writeDrawing(tx, job.id, stored) };
    } catch (error) {
      if (error instanceof PictureError && error.transient)
        return { next: 'retry', reason: error.message, maxAttempts: transferAttempts, failReason: drawingMessages.transferFailed.zh };
      return { next: 'failed', reason: drawingMessages.transferFailed.zh };
    }
  }

  private async writeDrawing(tx: Executor, id: number, values: Partial<typeof schema.drawings.$inferInsert>): Promise<void> {
    await tx.update(schema.drawings).set(values).where(eq(schema.drawings.id, id));
  }
}
