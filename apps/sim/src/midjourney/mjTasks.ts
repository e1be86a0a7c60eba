import { createHash, randomBytes } from 'node:crypto';
import { type Recipe, renderRecipe } from './mjScene.js';
import type { MjButton, MjState, MjTask } from './mjState.js';

/** A deterministic draw in [0, 1) for the n-th event of a kind: the same run of a test gets the same fates. */
export function pick(kind: string, n: number | string): number {
  return createHash('sha256').update(`${kind}:${n}`).digest().readUInt32BE(0) / 2 ** 32;
}

/** The picture URL a task shows (final or preview), on the host the request came to. */
export type ImageUrlOf = (task: MjTask, preview: boolean) => string;

const button = (customId: string, label: string, emoji = ''): MjButton => ({ customId, emoji, label, type: 2, style: 2 });

/** The buttons under a result: a grid's U1–U4, reroll, V1–V4; a single picture's vary, zoom, pan, upscale (and ❤️). */
function buttonsFor(task: MjTask): MjButton[] {
  const hash = String(task.properties.messageHash);
  const grid = task.recipe?.kind === 'grid';
  if (grid) {
    return [
      ...[1, 2, 3, 4].map((n) => button(`MJ::JOB::upsample::${n}::${hash}`, `U${n}`)),
      button(`MJ::JOB::reroll::0::${hash}::SOLO`, '', '🔄'),
      ...[1, 2, 3, 4].map((n) => button(`MJ::JOB::variation::${n}::${hash}`, `V${n}`)),
    ];
  }
  return [
    button(`MJ::JOB::upsample_v6_2x_subtle::1::${hash}::SOLO`, 'Upscale (Subtle)'),
    button(`MJ::JOB::upsample_v6_2x_creative::1::${hash}::SOLO`, 'Upscale (Creative)'),
    button(`MJ::JOB::high_variation::1::${hash}::SOLO`, 'Vary (Strong)', '🪄'),
    button(`MJ::JOB::low_variation::1::${hash}::SOLO`, 'Vary (Subtle)', '🪄'),
    button(`MJ::Inpaint::1::${hash}::SOLO`, 'Vary (Region)', '🖌️'),
    button(`MJ::Outpaint::50::1::${hash}::SOLO`, 'Zoom Out 2x', '🔍'),
    button(`MJ::Outpaint::75::1::${hash}::SOLO`, 'Zoom Out 1.5x', '🔍'),
    button(`MJ::CustomZoom::${hash}`, 'Custom Zoom', '🔍'),
    button(`MJ::JOB::pan_left::1::${hash}::SOLO`, '', '⬅️'),
    button(`MJ::JOB::pan_right::1::${hash}::SOLO`, '', '➡️'),
    button(`MJ::JOB::pan_up::1::${hash}::SOLO`, '', '⬆️'),
    button(`MJ::JOB::pan_down::1::${hash}::SOLO`, '', '⬇️'),
    button(`MJ::BOOKMARK::${hash}`, '', '❤️'),
  ];
}

/** The task as the API shows it (the sim's own fields left out). */
export function publicTask(task: MjTask) {
  const { recipe: _recipe, mode: _mode, notifyHook: _hook, fate: _fate, seed: _seed, used: _used, pendingModal: _modal, ...shown } = task;
  return shown;
}

export interface NewTask {
  action: string;
  prompt: string;
  recipe: Recipe | null;
  mode: MjTask['mode'];
  notifyHook: string | null;
  state?: string;
  properties?: Record<string, unknown>;
}

/** Creates a task in SUBMITTED with its fate drawn, and queues it; returns it and its place in the queue (0: drawing). */
export function createTask(state: MjState, fields: NewTask): MjTask {
  const n = state.nextId++;
  const id = `${1_700_000_000_000_000 + n}`;
  const { failureRate, stallRate } = state.behaviour;
  const roll = pick('fate', n);
  const task: MjTask = {
    id,
    action: fields.action,
    status: 'SUBMITTED',
    progress: '0%',
    prompt: fields.prompt,
    promptEn: fields.prompt,
    description: `/${fields.action.toLowerCase()} ${fields.prompt}`.trim(),
    state: fields.state ?? '',
    submitTime: Date.now(),
    startTime: null,
    finishTime: null,
    imageUrl: null,
    failReason: null,
    properties: {
      finalPrompt: fields.prompt,
      notifyHook: fields.notifyHook,
      discordInstanceId: 'sim-instance',
      messageHash: randomBytes(16).toString('hex'),
      ...fields.properties,
    },
    buttons: [],
    recipe: fields.recipe,
    mode: fields.mode,
    notifyHook: fields.notifyHook,
    fate: roll < failureRate ? 'fail' : roll < failureRate + stallRate ? 'stall' : 'succeed',
    seed: String(pick('seed', n) * 2 ** 32).split('.')[0] ?? '0',
    used: new Map(),
    pendingModal: null,
  };
  state.tasks.set(id, task);
  return task;
}

/** Sends the task to its notifyHook, or loses, repeats or delays it as the behaviour says. */
function notify(state: MjState, task: MjTask, imageUrlOf: ImageUrlOf): void {
  if (!task.notifyHook) return;
  const n = state.counts.notifies + state.counts.notifiesLost;
  const { notifyLossRate, notifyDuplicateRate, notifyReorderRate } = state.behaviour;
  if (pick('lost', n) < notifyLossRate) {
    state.counts.notifiesLost += 1;
    return;
  }
  state.counts.notifies += 1;
  const body = JSON.stringify({ ...publicTask(task), imageUrl: task.imageUrl && imageUrlOf(task, task.status !== 'SUCCESS') });
  const send = () => void fetch(task.notifyHook as string, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).catch(() => undefined);
  const delay = pick('reorder', n) < notifyReorderRate ? state.behaviour.stepMs * 1.5 : 0;
  later(state, delay, send);
  if (pick('duplicate', n) < notifyDuplicateRate) later(state, delay + 20, send);
}

function later(state: MjState, ms: number, run: () => void): void {
  const timer = setTimeout(() => {
    state.timers.delete(timer);
    run();
  }, ms);
  state.timers.add(timer);
}

/** Queues a submitted task: it starts when a slot is free. Returns how many tasks wait before it (0: starts now). */
export function enqueue(state: MjState, task: MjTask, imageUrlOf: ImageUrlOf): number {
  const ahead = state.waiting.length + Math.max(0, state.drawing + 1 - state.behaviour.concurrency);
  state.waiting.push(task.id);
  notify(state, task, imageUrlOf);
  startWaiting(state, imageUrlOf);
  return ahead > 0 && state.waiting.includes(task.id) ? ahead : 0;
}

function startWaiting(state: MjState, imageUrlOf: ImageUrlOf): void {
  while (state.drawing < state.behaviour.concurrency && state.waiting.length > 0) {
    const id = state.waiting.shift() as string;
    const task = state.tasks.get(id);
    if (!task || task.status !== 'SUBMITTED') continue;
    state.drawing += 1;
    later(state, state.behaviour.startDelayMs, () => advance(state, task, 0, imageUrlOf));
  }
}

function release(state: MjState, imageUrlOf: ImageUrlOf): void {
  state.drawing = Math.max(0, state.drawing - 1);
  startWaiting(state, imageUrlOf);
}

/** One step of a drawing: IN_PROGRESS with a growing progress and a preview, then its fate. */
function advance(state: MjState, task: MjTask, step: number, imageUrlOf: ImageUrlOf): void {
  if (task.status === 'CANCEL') return;
  const { steps, stepMs } = state.behaviour;
  if (step === 0) {
    task.status = 'IN_PROGRESS';
    task.startTime = Date.now();
  }
  // Held: the task waits at its first step, drawing, and goes on once released.
  if (state.behaviour.paused && step >= 1) {
    later(state, stepMs, () => advance(state, task, step, imageUrlOf));
    return;
  }
  if (task.fate === 'fail' && step >= Math.ceil(steps / 2)) {
    task.status = 'FAILURE';
    task.failReason = 'Midjourney: Job failed (simulated)';
    task.finishTime = Date.now();
    notify(state, task, imageUrlOf);
    release(state, imageUrlOf);
    return;
  }
  if (step >= steps && task.fate !== 'stall') {
    // SUCCESS once the picture exists, as a real proxy's CDN has it when it says so (a fetch then only sends it).
    if (task.recipe)
      void cachedRender(task).then(
        () => succeed(state, task, imageUrlOf),
        () => succeed(state, task, imageUrlOf),
      );
    else succeed(state, task, imageUrlOf);
    return;
  }
  const progress = Math.min(99, Math.round((100 * step) / Math.max(1, steps)));
  task.progress = `${progress}%`;
  task.imageUrl = task.recipe && step > 0 ? 'preview' : null;
  notify(state, task, imageUrlOf);
  if (task.fate === 'stall' && step >= steps) return;
  // The picture is drawn during the last step, so it is ready when the task succeeds.
  if (step === steps - 1 && task.fate === 'succeed' && task.recipe) void cachedRender(task).catch(() => undefined);
  later(state, stepMs, () => advance(state, task, step + 1, imageUrlOf));
}

function succeed(state: MjState, task: MjTask, imageUrlOf: ImageUrlOf): void {
  if (task.status === 'CANCEL') return;
  task.status = 'SUCCESS';
  task.progress = '100%';
  task.finishTime = Date.now();
  task.imageUrl = task.recipe ? 'final' : null;
  task.buttons = task.recipe ? buttonsFor(task) : [];
  notify(state, task, imageUrlOf);
  release(state, imageUrlOf);
}

/** Renders kept per task (a picture is fetched once per job, previews a few times). */
const rendered = new Map<string, Promise<Buffer>>();
export function cachedRender(task: MjTask): Promise<Buffer> {
  let image = rendered.get(task.id);
  if (!image) {
    image = renderRecipe(task.recipe as Recipe);
    rendered.set(task.id, image);
    if (rendered.size > 256) rendered.delete(rendered.keys().next().value as string);
  }
  return image;
}

/** A task's final picture URL, or its preview's while drawing. */
export function shownImageUrl(task: MjTask, imageUrlOf: ImageUrlOf): string | null {
  if (!task.imageUrl || !task.recipe) return null;
  return imageUrlOf(task, task.status !== 'SUCCESS');
}

/** Cancels a task not yet finished; true when it was. */
export function cancelTask(state: MjState, task: MjTask, imageUrlOf: ImageUrlOf): boolean {
  if (!['SUBMITTED', 'IN_PROGRESS', 'MODAL', 'NOT_START'].includes(task.status)) return false;
  const wasDrawing = task.status === 'IN_PROGRESS';
  task.status = 'CANCEL';
  task.finishTime = Date.now();
  state.waiting = state.waiting.filter((id) => id !== task.id);
  notify(state, task, imageUrlOf);
  if (wasDrawing) release(state, imageUrlOf);
  return true;
}
