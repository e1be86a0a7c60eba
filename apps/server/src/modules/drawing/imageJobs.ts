import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { schema } from '../../db/index.js';
import type { Clock } from '../../domain/clock.js';
import type { FileStore } from '../../domain/files/fileStore.js';
import type { JobRow, StepOutcome } from '../../domain/jobs/jobQueue.js';
import { type StoredPicture, storePicture } from './drawMedia.js';
import { drawingMessages } from './messages.js';

/** An images model's endpoint (the chat module's targetFor: the model's own, the site's, the environment's or the demo's). */
interface ImageTarget {
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** What a DALL·E-style drawing carries (generation_jobs.payload). */
export interface ImageJobPayload {
  op: 'image';
  modelId: number;
  prompt: string;
  size: string;
  quality?: string;
  style?: string;
  n: number;
}

const generateTimeoutMs = 120_000;
const attempts = 3;

export interface ImageJobDeps {
  fileStore: FileStore;
  clock: Clock;
  targetOf: (modelId: number) => ImageTarget | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * OpenAI-compatible image generations (`/v1/images/generations`, b64_json: dall-e-2/3, gpt-image-1) as drawing jobs of
 * kind 'image': one step asks for the pictures and stores them (the runner renews the lease while it waits).
 */
export class ImageJobs {
  constructor(private readonly deps: ImageJobDeps) {}

  async step(job: JobRow): Promise<StepOutcome> {
    if (job.status === 'queued') return { next: 'continue', status: 'submitting', delayMs: 0 };
    const payload = job.payload as ImageJobPayload;
    const target = this.deps.targetOf(payload.modelId);
    if (!target) return { next: 'failed', reason: drawingMessages.upstreamDown.zh };
    let response: Response;
    try {
      response = await fetch(`${target.baseUrl.replace(/\/+$/, '')}/images/generations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${target.apiKey}` },
        body: JSON.stringify({
          model: target.model,
          prompt: payload.prompt,
          n: payload.n,
          size: payload.size,
          response_format: 'b64_json',
          ...(payload.quality ? { quality: payload.quality } : {}),
          ...(payload.style ? { style: payload.style } : {}),
        }),
        signal: AbortSignal.timeout(generateTimeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      return {
        next: 'retry',
        reason: error instanceof Error ? error.message : String(error),
        maxAttempts: attempts,
        failReason: drawingMessages.upstreamDown.zh,
      };
    }
    const body = (await response.json().catch(() => null)) as unknown;
    if (response.status >= 500 || response.status === 429)
      return { next: 'retry', reason: `images answered ${response.status}`, maxAttempts: attempts, failReason: drawingMessages.upstreamDown.zh };
    if (!response.ok) {
      const message = isRecord(body) && isRecord(body.error) && typeof body.error.message === 'string' ? body.error.message : `HTTP ${response.status}`;
      return { next: 'failed', reason: drawingMessages.upstreamFailed(message.slice(0, 200)).zh };
    }
    const data = isRecord(body) && Array.isArray(body.data) ? body.data : [];
    const pictures: { bytes: Buffer; ext: string }[] = [];
    for (const entry of data.slice(0, payload.n)) {
      if (!isRecord(entry) || typeof entry.b64_json !== 'string') continue;
      const bytes = Buffer.from(entry.b64_json, 'base64');
      const ext = (await fileTypeFromBuffer(bytes))?.ext;
      if (ext === 'png' || ext === 'jpg' || ext === 'webp') pictures.push({ bytes, ext });
    }
    if (pictures.length === 0) return { next: 'failed', reason: drawingMessages.upstreamFailed('no picture').zh };
    const now = this.deps.clock.now();
    const stored: StoredPicture[] = [];
    for (const picture of pictures) stored.push(await storePicture(this.deps.fileStore, job.userId, picture, now));
    const [first, ...rest] = stored as [StoredPicture, ...StoredPicture[]];
    return {
      next: 'succeeded',
      write: async (tx) => {
        await tx
          .update(schema.drawings)
          .set({ ...first, extraImages: rest })
          .where(eq(schema.drawings.id, job.id));
      },
    };
  }

  expire(): string {
    return drawingMessages.timedOut.zh;
  }
}
