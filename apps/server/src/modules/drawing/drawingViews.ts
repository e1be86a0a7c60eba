import type { Language } from '../../domain/errors.js';
import type { JobRow } from '../../domain/jobs/jobQueue.js';
import type { JobStatus } from '../../domain/jobs/jobStatus.js';
import { drawingMessages } from './messages.js';
import type { MjJobPayload } from './mjJobs.js';
import type { drawings } from './schema.js';

export type DrawingRow = typeof drawings.$inferSelect;

/** SPEC's drawing states (PROTOCOLS §4 MjpStateMap): 1 waiting, 2 drawing, 3 done, 4 failed, 5 cancelled. */
const drawStatusOf: Record<JobStatus, 1 | 2 | 3 | 4 | 5> = {
  queued: 1,
  preparing: 1,
  submitting: 1,
  running: 2,
  transferring: 2,
  succeeded: 3,
  failed: 4,
  cancelled: 5,
};

/** The job statuses behind each drawing state (drawList's status filter). */
export const jobStatusesOf = (status: number): JobStatus[] =>
  (Object.entries(drawStatusOf) as [JobStatus, number][]).filter(([, shown]) => shown === status).map(([job]) => job);

/** A stored failure reason (zh, as the job keeps it) in the caller's language: ours translate, the proxy's stay as written. */
function reasonIn(reason: string | null, language: Language): string | null {
  if (!reason || language === 'zh') return reason;
  for (const message of Object.values(drawingMessages)) {
    if (typeof message !== 'function' && message.zh === reason) return message.en;
  }
  for (const [prefix, make] of [
    ['prompt包含敏感词：', drawingMessages.sensitive],
    ['绘制失败：', drawingMessages.upstreamFailed],
  ] as const) {
    if (reason.startsWith(prefix)) return make(reason.slice(prefix.length)).en;
  }
  return reason;
}

/** Turns a stored file key into the URL the owner may load (signed, short-lived). */
export type UrlOfKey = (key: string | null) => string | null;

/** A drawing's share in the market, as its author sees it (null: not shared). */
export interface ShareRow {
  status: 'pending' | 'approved' | 'rejected' | 'hidden';
  reason: string;
  categoryId: number | null;
  agreeNum: number;
  visitNum: number;
}

/** A drawing as the API shows it (SPEC §3 drawing record, with the job's state and its market share beside it). */
export function drawingView(drawing: DrawingRow, job: JobRow, urlOf: UrlOfKey, language: Language, share: ShareRow | null = null) {
  const payload = job.payload as Partial<MjJobPayload>;
  const failed = job.status === 'failed' || job.status === 'cancelled';
  return {
    id: drawing.id,
    jobId: drawing.id,
    kind: drawing.kind,
    action: drawing.action,
    mode: drawing.mode,
    botType: drawing.botType,
    status: drawStatusOf[job.status],
    state: job.status,
    progress: job.progress,
    queueAhead: job.status === 'running' && job.progress === 0 ? (payload.queueAhead ?? 0) : 0,
    prompt: payload.finalPrompt ?? drawing.prompt,
    originPrompt: drawing.originPrompt,
    imageUrl: urlOf(drawing.imageKey),
    thumbUrl: urlOf(drawing.thumbKey),
    preview: drawing.preview,
    fileInfo: drawing.width && drawing.height ? { width: drawing.width, height: drawing.height } : null,
    /** Every picture (an images model may make several): the first is imageUrl's. */
    images: [
      ...(drawing.imageKey && drawing.width && drawing.height
        ? [{ imageUrl: urlOf(drawing.imageKey), thumbUrl: urlOf(drawing.thumbKey), preview: drawing.preview, width: drawing.width, height: drawing.height }]
        : []),
      ...drawing.extraImages.map((extra) => ({
        imageUrl: urlOf(extra.imageKey),
        thumbUrl: urlOf(extra.thumbKey),
        preview: extra.preview,
        width: extra.width,
        height: extra.height,
      })),
    ],
    buttons: job.status === 'succeeded' ? drawing.buttons : [],
    resultText: drawing.resultText,
    failReason: failed ? reasonIn(job.error, language) : null,
    /** Points given back when it failed (already back on the balance). */
    refunded: failed ? job.chargePoints : 0,
    points: job.chargePoints,
    freeUse: job.freeUseKind !== null,
    favorite: drawing.favorite,
    parentId: drawing.parentId,
    share,
    createdAt: drawing.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

export type DrawingView = ReturnType<typeof drawingView>;
