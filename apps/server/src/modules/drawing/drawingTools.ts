import { and, asc, count, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';
import type { Clock } from '../../domain/clock.js';
import { DomainError, type Language } from '../../domain/errors.js';
import { type FileStore, newKey, ownerOfKey } from '../../domain/files/fileStore.js';
import { changePoints } from '../economy/index.js';
import { storedDataUrl } from './drawMedia.js';
import type { DrawingService } from './drawingService.js';
import type { DrawingView, UrlOfKey } from './drawingViews.js';
import type { DrawSettings } from './drawSettings.js';
import type { ImageJobPayload } from './imageJobs.js';
import { type MjMode, mjModes } from './mjForm.js';
import { mjProxy } from './mjProxy.js';
import { drawingMessages } from './messages.js';

/** An uploaded image for describe, blend or face swap: jpg, png or webp of at most 10 MB (checked by its bytes). */
export interface UploadedImage {
  content: Buffer;
}

export const maxDrawUploadBytes = 10 * 1024 * 1024;
const uploadTypes: Record<string, string> = { jpg: 'jpg', png: 'png', webp: 'webp' };
/** imageSeed waits this long for the proxy (SPEC §7: 10 s). */
const seedTimeoutMs = 10_000;

/** A chat-draw request (the images model, SPEC §7 /chatgpt/chat-draw). */
export interface ImageDrawRequest {
  prompt: string;
  modelId: number;
  size: string;
  quality?: string;
  style?: string;
  n?: number;
}

interface ImageModel {
  id: number;
  model: string;
  modelName: string;
  deduct: number;
}

export interface DrawingToolsDeps {
  db: Database;
  clock: Clock;
  fileStore: FileStore;
  settings: DrawSettings;
  drawings: DrawingService;
  /** An enabled images model (modelType 'draw') by id, or undefined. */
  imageModel: (id: number) => ImageModel | undefined;
  /** Four richer prompts from one (the chat model, uncharged). */
  associate: (prompt: string) => Promise<string>;
}

/** The drawing calls beyond task_add: uploads (describe, blend), face swap, references, seeds, images models, the prompt library. */
export class DrawingTools {
  constructor(private readonly deps: DrawingToolsDeps) {}

  /** Keeps an upload as the owner's private file; 400 unless it is a jpg, png or webp of at most 10 MB. */
  private async keep(userId: number, image: UploadedImage): Promise<string> {
    if (image.content.length === 0 || image.content.length > maxDrawUploadBytes) throw new DomainError(drawingMessages.badImage);
    const detected = await fileTypeFromBuffer(image.content);
    const ext = detected && uploadTypes[detected.ext === 'jpeg' ? 'jpg' : detected.ext];
    if (!ext) throw new DomainError(drawingMessages.badImage);
    const key = newKey('draw', ext, { owner: userId, now: this.deps.clock.now() });
    await this.deps.fileStore.put(key, image.content, detected.mime);
    return key;
  }

  /** upload_task_add: describe one image (class 2) or blend 2–5 (class 1). */
  async uploadTask(
    userId: number,
    request: { type: 'describe' | 'blend'; images: UploadedImage[]; dimensions?: 'PORTRAIT' | 'SQUARE' | 'LANDSCAPE'; mode?: 1 | 2 | 3 },
    siteBase: string,
    urlOf: UrlOfKey,
    language: Language,
  ): Promise<DrawingView> {
    const { type, images } = request;
    if (type === 'describe' ? images.length !== 1 : images.length < 2 || images.length > 5)
      throw new DomainError(type === 'describe' ? drawingMessages.describeOne : drawingMessages.blendCount);
    const imageKeys = [];
    for (const image of images) imageKeys.push(await this.keep(userId, image));
    const mode = mjModes[request.mode ?? 1];
    const action = type === 'describe' ? 'DESCRIBE' : 'BLEND';
    return this.deps.drawings.enqueue(
      userId,
      {
        kind: 'mj',
        mode,
        priceClass: type === 'describe' ? 2 : 1,
        drawing: { kind: 'mj', action, mode, botType: 'MID_JOURNEY', prompt: '', originPrompt: '' },
        payload: {
          op: type,
          mode,
          botType: 'MID_JOURNEY',
          text: '',
          params: '',
          baseImages: [],
          translate: false,
          imageKeys,
          dimensions: request.dimensions,
          siteBase,
        },
      },
      urlOf,
      language,
    );
  }

  /** The key behind one of the caller's own pictures' URLs (an upload or a drawing), or 400. */
  private ownKey(userId: number, url: string): string {
    const key = this.deps.fileStore.keyOfUrl(url.split('?')[0] ?? '', undefined);
    if (!key || ownerOfKey(key) !== userId || !key.startsWith('private/draw/')) throw new DomainError(drawingMessages.badImage);
    return key;
  }

  /** insight-face {sourceUrl, targetUrl}: two of the caller's own pictures, through the face-swap proxy (class 2). */
  async insightFace(userId: number, sourceUrl: string, targetUrl: string, siteBase: string, urlOf: UrlOfKey, language: Language): Promise<DrawingView> {
    const imageKeys = [this.ownKey(userId, sourceUrl), this.ownKey(userId, targetUrl)];
    const mode: MjMode = 'fast';
    return this.deps.drawings.enqueue(
      userId,
      {
        kind: 'mj',
        mode,
        priceClass: 2,
        drawing: { kind: 'mj', action: 'SWAP_FACE', mode, botType: 'MID_JOURNEY', prompt: '', originPrompt: '' },
        payload: { op: 'swap', mode, botType: 'MID_JOURNEY', text: '', params: '', baseImages: [], translate: false, imageKeys, siteBase },
      },
      urlOf,
      language,
    );
  }

  /** add-refer {url}: one of the caller's pictures handed to the proxy (upload-discord-images) for baseImage, --cref, --sref. */
  async addRefer(userId: number, url: string): Promise<string> {
    const key = this.ownKey(userId, url);
    const proxy = this.deps.settings.proxyFor('fast');
    if (!proxy) throw new DomainError(drawingMessages.upstreamDown, 502);
    const image = await storedDataUrl(this.deps.fileStore, key);
    if (!image) throw new DomainError(drawingMessages.badImage);
    const reply = await mjProxy.uploadImages(proxy, [image]).catch(() => null);
    const first = reply?.code === 1 && Array.isArray(reply.result) ? reply.result[0] : undefined;
    if (typeof first !== 'string') throw new DomainError(drawingMessages.upstreamDown, 502);
    return first;
  }

  /**
   * imageSeed {id}: a finished midjourney drawing's seed from the proxy (只有已完成的任务才能获取seed), charged once at
   * class 3 of its mode (ledger reference `seed:<id>`), then kept.
   */
  async imageSeed(userId: number, id: number): Promise<string> {
    const { drawing, job } = await this.deps.drawings.owned(userId, id);
    if (drawing.seed) return drawing.seed;
    if (job.status !== 'succeeded' || drawing.kind !== 'mj' || !job.upstreamId) throw new DomainError(drawingMessages.notFinished);
    const mode = drawing.mode ?? 'fast';
    const proxy = this.deps.settings.proxyFor(mode);
    if (!proxy) throw new DomainError(drawingMessages.upstreamDown, 502);
    const reply = await Promise.race([
      mjProxy.imageSeed(proxy, job.upstreamId),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), seedTimeoutMs).unref()),
    ]).catch(() => null);
    const seed = reply?.code === 1 && (typeof reply.result === 'string' || typeof reply.result === 'number') ? String(reply.result) : null;
    if (!seed) throw new DomainError(reply ? drawingMessages.notFinished : drawingMessages.upstreamDown, reply ? 400 : 502);
    const price = this.deps.settings.price(mode, 3);
    await this.deps.db.transaction(async (tx) => {
      const [kept] = await tx
        .update(schema.drawings)
        .set({ seed })
        .where(and(eq(schema.drawings.id, id), eq(schema.drawings.userId, userId)))
        .returning({ id: schema.drawings.id });
      if (!kept) throw new DomainError(drawingMessages.unknownDrawing, 404);
      if (price > 0 && (await changePoints(tx, { userId, delta: -price, reason: 'draw', reference: `seed:${id}` })) === null)
        throw new DomainError(drawingMessages.insufficientPoints, 402);
    });
    return seed;
  }

  /** The file key of a drawing's picture for same-origin reads (mask canvas, face swap): the caller's only. */
  async pictureKey(userId: number, id: number): Promise<string> {
    const { drawing } = await this.deps.drawings.owned(userId, id);
    if (!drawing.imageKey) throw new DomainError(drawingMessages.notFinished);
    return drawing.imageKey;
  }

  /** /chatgpt/chat-draw: an images model's drawing as a job, charged the model's deduct × n. */
  async imageDraw(userId: number, request: ImageDrawRequest, urlOf: UrlOfKey, language: Language): Promise<DrawingView> {
    const prompt = request.prompt.trim();
    if (!prompt) throw new DomainError(drawingMessages.promptRequired);
    this.deps.drawings.refuseSensitive(prompt);
    const model = this.deps.imageModel(request.modelId);
    if (!model) throw new DomainError(drawingMessages.unknownModel, 404);
    const n = request.n ?? 1;
    const payload: ImageJobPayload = { op: 'image', modelId: model.id, prompt, size: request.size, quality: request.quality, style: request.style, n };
    return this.deps.drawings.enqueue(
      userId,
      { kind: 'image', points: model.deduct * n, drawing: { kind: 'image', action: 'DALLE', prompt, originPrompt: prompt }, payload },
      urlOf,
      language,
    );
  }

  /** mj-associate: four richer prompts from one, one per line in the reply (empty lines and numbering dropped). */
  async associate(prompt: string): Promise<string[]> {
    const text = prompt.trim();
    if (!text) throw new DomainError(drawingMessages.promptRequired);
    const reply = await this.deps.associate(text).catch(() => {
      throw new DomainError(drawingMessages.upstreamDown, 502);
    });
    return reply
      .split('\n')
      .map((line) => line.replace(/^\s*(?:\d+[.、)]|[-*•]|[1-4]️⃣)\s*/u, '').trim())
      .filter(Boolean)
      .slice(0, 4);
  }

  async promptCategories() {
    return this.deps.db
      .select({ id: schema.drawPromptCategories.id, name: schema.drawPromptCategories.name })
      .from(schema.drawPromptCategories)
      .orderBy(asc(schema.drawPromptCategories.sort), asc(schema.drawPromptCategories.id));
  }

  async promptsOf(categoryId: number) {
    const p = schema.drawPrompts;
    return this.deps.db
      .select({ id: p.id, categoryId: p.categoryId, title: p.title, prompt: p.prompt })
      .from(p)
      .where(eq(p.categoryId, categoryId))
      .orderBy(asc(p.sort), asc(p.id));
  }

  async promptPage(page: number, size: number) {
    const p = schema.drawPrompts;
    const [rows, [total]] = await Promise.all([
      this.deps.db
        .select({ id: p.id, categoryId: p.categoryId, title: p.title, prompt: p.prompt })
        .from(p)
        .orderBy(asc(p.categoryId), asc(p.sort), asc(p.id))
        .limit(size)
        .offset((page - 1) * size),
      this.deps.db.select({ total: count() }).from(p),
    ]);
    return { rows, count: total?.total ?? 0 };
  }
}
