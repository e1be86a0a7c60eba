import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { isRecord } from '../shared/isRecord.js';
import { type Recipe, renderPreview } from './mjScene.js';
import type { MjState, MjTask } from './mjState.js';
import { cachedRender, cancelTask, createTask, enqueue, type ImageUrlOf, pick, publicTask, shownImageUrl } from './mjTasks.js';

type Mode = MjTask['mode'];
const MODES = { '/mj-fast': 'fast', '/mj-relax': 'relax', '/mj-turbo': 'turbo', '': null } as const;

const reply = (code: number, description: string, result: unknown = null, properties: Record<string, unknown> = {}) => ({
  code,
  description,
  result,
  properties,
});

/** `--ar 16:9` in a prompt as [16, 9]; 1:1 when absent or absurd. */
function ratioOf(prompt: string): [number, number] {
  const match = /--(?:ar|aspect)\s+(\d{1,3}):(\d{1,3})/.exec(prompt);
  const w = Number(match?.[1] ?? 1);
  const h = Number(match?.[2] ?? 1);
  return w > 0 && h > 0 && w / h <= 4 && h / w <= 4 ? [w, h] : [1, 1];
}

const digest = (text: string | Buffer) => createHash('sha256').update(text).digest('hex').slice(0, 16);
const imageOf = (dataUrl: unknown): Buffer | null => {
  if (typeof dataUrl !== 'string') return null;
  const match = /^data:image\/[a-z+]+;base64,(.+)$/.exec(dataUrl);
  return match?.[1] ? Buffer.from(match[1], 'base64') : null;
};
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The prompt without the words the palette should not depend on (parameters). */
const subject = (prompt: string) => prompt.replace(/--\S+(\s+[^-\s]\S*)?/g, '').trim() || prompt;

/** What an action's customId makes of its parent's picture; 'modal' when it waits for a prompt or mask first. */
function actionRecipe(
  customId: string,
  parent: MjTask,
  n: number,
): { action: string; recipe: Recipe } | { action: string; modal: MjTask['pendingModal'] } | null {
  const from = parent.recipe;
  if (!from) return null;
  const root = (recipe: Recipe): Extract<Recipe, { kind: 'grid' }> => (recipe.kind === 'grid' ? recipe : root(recipe.parent));
  const grid = root(from);
  const variant = (tag: string): Recipe => ({ kind: 'grid', palette: grid.palette, layout: `${grid.layout}/${tag}/${n}`, ratio: grid.ratio });
  let match: RegExpExecArray | null;
  if ((match = /^MJ::JOB::upsample::([1-4])::/.exec(customId)))
    return { action: 'UPSCALE', recipe: { kind: 'upscale', parent: from, index: Number(match[1]) } };
  if (/^MJ::JOB::upsample_v\d+_(2x|4x)_/.test(customId)) return { action: 'UPSCALE', recipe: { kind: 'zoom', parent: from, factor: 1 } };
  if ((match = /^MJ::JOB::variation::([1-4])::/.exec(customId))) return { action: 'VARIATION', recipe: variant(`v${match[1]}`) };
  if (/^MJ::JOB::(high|low)_variation::/.test(customId)) return { action: 'VARIATION', recipe: variant('vary') };
  if (customId.startsWith('MJ::JOB::reroll::')) return { action: 'REROLL', recipe: variant('reroll') };
  if ((match = /^MJ::Outpaint::(50|75)::/.exec(customId)))
    return { action: 'ZOOM', recipe: { kind: 'zoom', parent: from, factor: match[1] === '50' ? 2 : 1.5 } };
  if ((match = /^MJ::JOB::pan_(left|right|up|down)::/.exec(customId)))
    return { action: 'PAN', recipe: { kind: 'pan', parent: from, direction: match[1] as 'left' | 'right' | 'up' | 'down' } };
  if (customId.startsWith('MJ::Inpaint::'))
    return { action: 'VARIATION', modal: (_prompt, mask) => ({ kind: 'region', parent: from, mask, layout: `${grid.layout}/region/${n}` }) };
  if (customId.startsWith('MJ::CustomZoom::'))
    return {
      action: 'ZOOM',
      modal: (prompt) => ({ kind: 'zoom', parent: from, factor: Math.min(2, Math.max(1, Number(/--zoom\s+([\d.]+)/.exec(prompt)?.[1] ?? 1.5))) }),
    };
  return null;
}

const shortened = (prompt: string) => {
  const words = subject(prompt)
    .split(/[\s,，]+/)
    .filter(Boolean);
  return [words.slice(0, 8), words.slice(0, 5), words.slice(0, 3)].map((part, i) => `${['1️⃣', '2️⃣', '3️⃣'][i]} ${part.join(' ') || 'a picture'}`).join('\n\n');
};

function registerMj(app: FastifyInstance, state: MjState, mode: Mode): void {
  const imageUrlOf = (request: FastifyRequest): ImageUrlOf => {
    const base = `${request.protocol}://${request.host}`;
    return (task, preview) => (preview ? `${base}/mj/image/${task.id}/preview.webp?p=${task.progress.replace('%', '')}` : `${base}/mj/image/${task.id}.png`);
  };
  const count = (path: string) => (state.counts.submits[path] = (state.counts.submits[path] ?? 0) + 1);
  const shown = (task: MjTask, request: FastifyRequest) => ({ ...publicTask(task), imageUrl: shownImageUrl(task, imageUrlOf(request)) });
  const hookOf = (body: Record<string, unknown>) => (typeof body.notifyHook === 'string' && /^https?:\/\//.test(body.notifyHook) ? body.notifyHook : null);
  const modeOf = (body: Record<string, unknown>): Mode => {
    const modes = isRecord(body.accountFilter) && Array.isArray(body.accountFilter.modes) ? body.accountFilter.modes : [];
    const first = typeof modes[0] === 'string' ? modes[0].toLowerCase() : null;
    return mode ?? (first === 'fast' || first === 'relax' || first === 'turbo' ? first : 'fast');
  };

  /** Code 23 when the queue is full (or the behaviour says so), else the task is queued: code 1, or 22 with its place. */
  const submit = (task: MjTask, request: FastifyRequest) => {
    const ahead = enqueue(state, task, imageUrlOf(request));
    return ahead > 0 ? reply(22, `排队中，前面还有${ahead}个任务`, task.id, { numberOfQueues: ahead }) : reply(1, '提交成功', task.id);
  };
  const refused = (prompt: string) => {
    const n = state.nextId;
    if (state.waiting.length >= state.behaviour.queueLimit || pick('reject', n + digest(prompt)) < state.behaviour.queueRejectRate)
      return reply(23, '队列已满，请稍后尝试');
    const banned = state.behaviour.bannedWords.find((word) => word && prompt.toLowerCase().includes(word.toLowerCase()));
    return banned ? reply(24, '可能包含敏感词', null, { promptEn: prompt, bannedWord: banned }) : null;
  };

  app.post('/mj/submit/imagine', async (request) => {
    count('imagine');
    const body = isRecord(request.body) ? request.body : {};
    if (typeof body.prompt !== 'string' || !body.prompt.trim()) return reply(4, 'prompt不能为空');
    const no = refused(body.prompt);
    if (no) return no;
    const recipe: Recipe = {
      kind: 'grid',
      palette: digest(subject(body.prompt)),
      layout: digest(`${body.prompt}/${state.nextId}`),
      ratio: ratioOf(body.prompt),
    };
    const task = createTask(state, {
      action: 'IMAGINE',
      prompt: body.prompt,
      recipe,
      mode: modeOf(body),
      notifyHook: hookOf(body),
      state: String(body.state ?? ''),
    });
    return submit(task, request);
  });

  app.post('/mj/submit/action', async (request) => {
    count('action');
    const body = isRecord(request.body) ? request.body : {};
    const parent = typeof body.taskId === 'string' ? state.tasks.get(body.taskId) : undefined;
    if (!parent) return reply(3, '关联任务不存在或已失效');
    const customId = typeof body.customId === 'string' ? body.customId : '';
    if (parent.status !== 'SUCCESS' || !parent.buttons.some((b) => b.customId === customId)) return reply(4, 'customId 无效');
    const existing = parent.used.get(customId);
    const before = existing ? state.tasks.get(existing) : undefined;
    if (before && before.status !== 'FAILURE' && before.status !== 'CANCEL')
      return reply(21, '任务已存在', before.id, { status: before.status, imageUrl: shownImageUrl(before, imageUrlOf(request)) });
    const made = actionRecipe(customId, parent, state.nextId);
    if (!made) return reply(4, '不支持的操作');
    const no = refused(parent.prompt);
    if (no) return no;
    const task = createTask(state, {
      action: made.action,
      prompt: parent.prompt,
      recipe: 'recipe' in made ? made.recipe : null,
      mode: modeOf(body),
      notifyHook: hookOf(body),
      state: String(body.state ?? ''),
    });
    parent.used.set(customId, task.id);
    if ('modal' in made) {
      task.status = 'MODAL';
      task.pendingModal = made.modal;
      return reply(1, '等待窗口确认', task.id, { status: 'MODAL' });
    }
    return submit(task, request);
  });

  app.post('/mj/submit/modal', async (request) => {
    count('modal');
    const body = isRecord(request.body) ? request.body : {};
    const task = typeof body.taskId === 'string' ? state.tasks.get(body.taskId) : undefined;
    if (!task || task.status !== 'MODAL' || !task.pendingModal) return reply(3, '任务不存在或不在等待窗口状态');
    const prompt = typeof body.prompt === 'string' ? body.prompt : task.prompt;
    const mask = body.maskBase64 === undefined ? null : imageOf(body.maskBase64);
    if (body.maskBase64 !== undefined && !mask) return reply(4, 'maskBase64 格式错误');
    task.recipe = task.pendingModal(prompt, mask);
    task.pendingModal = null;
    task.prompt = prompt;
    task.status = 'SUBMITTED';
    return submit(task, request);
  });

  app.post('/mj/submit/blend', async (request) => {
    count('blend');
    const body = isRecord(request.body) ? request.body : {};
    const images = Array.isArray(body.base64Array) ? body.base64Array.map(imageOf) : [];
    if (images.length < 2 || images.length > 5 || images.some((image) => !image)) return reply(4, 'base64List参数错误');
    const ratio: [number, number] = body.dimensions === 'PORTRAIT' ? [2, 3] : body.dimensions === 'LANDSCAPE' ? [3, 2] : [1, 1];
    const palette = digest(Buffer.concat(images as Buffer[]));
    const recipe: Recipe = { kind: 'grid', palette, layout: `${palette}/${state.nextId}`, ratio };
    return submit(createTask(state, { action: 'BLEND', prompt: '', recipe, mode: modeOf(body), notifyHook: hookOf(body) }), request);
  });

  app.post('/mj/submit/describe', async (request) => {
    count('describe');
    const body = isRecord(request.body) ? request.body : {};
    const image = imageOf(body.base64);
    if (!image) return reply(4, 'base64格式错误');
    const meta = await sharp(image)
      .metadata()
      .catch(() => null);
    if (!meta?.width || !meta.height) return reply(4, 'base64格式错误');
    const d = gcd(meta.width, meta.height);
    const ar = `--ar ${meta.width / d}:${meta.height / d}`;
    const finalPrompt = [
      'a quiet landscape at dusk, soft light',
      'rolling hills under a bright sun, flat illustration',
      'minimal poster of a sunset, pastel colours',
    ]
      .map((line, i) => `${['1️⃣', '2️⃣', '3️⃣'][i]} ${line} ${ar}`)
      .join('\n\n');
    const task = createTask(state, { action: 'DESCRIBE', prompt: '', recipe: null, mode: modeOf(body), notifyHook: hookOf(body), properties: { finalPrompt } });
    return submit(task, request);
  });

  app.post('/mj/submit/shorten', async (request) => {
    count('shorten');
    const body = isRecord(request.body) ? request.body : {};
    if (typeof body.prompt !== 'string' || !body.prompt.trim()) return reply(4, 'prompt不能为空');
    const no = refused(body.prompt);
    if (no) return no;
    const task = createTask(state, {
      action: 'SHORTEN',
      prompt: body.prompt,
      recipe: null,
      mode: modeOf(body),
      notifyHook: hookOf(body),
      properties: { finalPrompt: shortened(body.prompt) },
    });
    return submit(task, request);
  });

  app.post('/mj/insight-face/swap', async (request) => {
    count('swap');
    const body = isRecord(request.body) ? request.body : {};
    const source = imageOf(body.sourceBase64);
    const target = imageOf(body.targetBase64);
    if (!source || !target) return reply(4, 'sourceBase64 或 targetBase64 格式错误');
    const grid: Recipe = { kind: 'grid', palette: digest(target), layout: digest(source), ratio: [1, 1] };
    const recipe: Recipe = { kind: 'upscale', parent: grid, index: 1 };
    return submit(createTask(state, { action: 'SWAP_FACE', prompt: '', recipe, mode: modeOf(body), notifyHook: hookOf(body) }), request);
  });

  app.post('/mj/submit/upload-discord-images', async (request) => {
    count('upload');
    const body = isRecord(request.body) ? request.body : {};
    const images = Array.isArray(body.base64Array) ? body.base64Array.map(imageOf) : [];
    if (images.length === 0 || images.some((image) => !image)) return reply(4, 'base64Array参数错误');
    const base = `${request.protocol}://${request.host}`;
    const urls = (images as Buffer[]).map((image) => {
      const id = digest(image);
      state.attachments.set(id, image);
      return `${base}/mj/attachments/${id}.png`;
    });
    return reply(1, '上传成功', urls);
  });

  app.get<{ Params: { id: string } }>('/mj/task/:id/fetch', async (request, response) => {
    state.counts.fetches += 1;
    const task = state.tasks.get(request.params.id);
    if (!task) return response.code(404).send(reply(3, '任务不存在'));
    return shown(task, request);
  });

  app.post('/mj/task/list-by-condition', async (request) => {
    state.counts.lists += 1;
    const body = isRecord(request.body) ? request.body : {};
    const ids = Array.isArray(body.ids) ? body.ids.filter((id): id is string => typeof id === 'string') : [];
    return ids.flatMap((id) => {
      const task = state.tasks.get(id);
      return task ? [shown(task, request)] : [];
    });
  });

  app.get<{ Params: { id: string } }>('/mj/task/:id/image-seed', async (request) => {
    const task = state.tasks.get(request.params.id);
    if (!task) return reply(3, '任务不存在');
    return task.status === 'SUCCESS' ? reply(1, '成功', task.seed) : reply(4, '任务未完成');
  });

  app.post<{ Params: { id: string } }>('/mj/task/:id/cancel', async (request) => {
    const task = state.tasks.get(request.params.id);
    if (!task) return reply(3, '任务不存在');
    return cancelTask(state, task, imageUrlOf(request)) ? reply(1, '取消成功', task.id) : reply(4, '任务已结束');
  });
}

/**
 * midjourney-proxy (PROTOCOLS §5.2, novicezk + plus): submit, actions and modal, blend, describe, shorten, face swap,
 * uploads, task fetch / list / seed / cancel, under `/mj` and the mode prefixes `/mj-fast`, `/mj-relax`, `/mj-turbo`.
 * Pictures are real PNGs drawn from the prompt (mjScene.ts); each status or progress change is POSTed to the notifyHook.
 */
export const midjourneyPlugin: FastifyPluginAsync<{ state: { midjourney: MjState } }> = async (app, { state: root }) => {
  let requests = 0;
  for (const [prefix, mode] of Object.entries(MODES)) {
    await app.register(
      async (scope) => {
        scope.addHook('onRequest', async (request, response) => {
          const state = root.midjourney;
          const { secret, serverErrorRate } = state.behaviour;
          const bearer = request.headers.authorization?.replace(/^Bearer\s+/, '');
          if (secret && request.headers['mj-api-secret'] !== secret && bearer !== secret) return response.code(401).send(reply(401, 'mj-api-secret 错误'));
          if (pick('5xx', requests++) < serverErrorRate) return response.code(500).send({ error: 'simulated server error' });
        });
        // Each request reads the current state (a reset replaces it).
        const current = new Proxy({} as MjState, {
          get: (_target, key) => root.midjourney[key as keyof MjState],
          set: (_target, key, value) => Reflect.set(root.midjourney, key, value),
        });
        registerMj(scope, current, mode);
      },
      { prefix },
    );
  }
  app.get<{ Params: { id: string } }>('/mj/image/:id.png', async (request, response) => {
    const task = root.midjourney.tasks.get(request.params.id);
    if (!task?.recipe || task.status !== 'SUCCESS') return response.code(404).send({ error: 'not found' });
    return response.type('image/png').send(await cachedRender(task));
  });
  app.get<{ Params: { id: string }; Querystring: { p?: string } }>('/mj/image/:id/preview.webp', async (request, response) => {
    const task = root.midjourney.tasks.get(request.params.id);
    if (!task?.recipe) return response.code(404).send({ error: 'not found' });
    return response.type('image/webp').send(await renderPreview(task.recipe, Number(request.query.p ?? 50) || 0));
  });
  app.get<{ Params: { id: string } }>('/mj/attachments/:id.png', async (request, response) => {
    const image = root.midjourney.attachments.get(request.params.id);
    return image ? response.type('image/png').send(image) : response.code(404).send({ error: 'not found' });
  });
};
