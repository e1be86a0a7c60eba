import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db/index.js';
import { type DrawingHarness, startDrawingHarness } from './drawingTestKit.js';

let h: DrawingHarness;
beforeAll(async () => {
  h = await startDrawingHarness();
});
afterAll(async () => h?.close());

const png = (width: number, height: number, background = '#4a8') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A multipart body as a browser's FormData makes it. */
async function multipart(fields: Record<string, string>, files: Buffer[]) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  files.forEach((file, i) => form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), `${i}.png`));
  const request = new Request('http://x/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

async function upload(token: string, fields: Record<string, string>, files: Buffer[]) {
  const body = await multipart(fields, files);
  return h.app.inject({
    method: 'POST',
    url: '/api/midjourney/upload_task_add',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function uploadFile(token: string, content: Buffer): Promise<string> {
  const form = new FormData();
  form.append('dir', 'draw');
  form.append('filename', 'a.png');
  form.append('file', new Blob([new Uint8Array(content)], { type: 'image/png' }), 'a.png');
  const request = new Request('http://x/', { method: 'POST', body: form });
  const reply = await h.app.inject({
    method: 'POST',
    url: '/api/file/upload',
    headers: { authorization: `Bearer ${token}`, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return reply.json().data;
}

describe('uploads, face swap and references', () => {
  it('describes an image (class 2) into numbered prompts at its ratio', async () => {
    const user = await h.createUser({ score: 10 });
    const reply = await upload(user.token, { type: 'describe' }, [await png(500, 400)]);
    expect(reply.json().data).toMatchObject({ action: 'DESCRIBE', points: 2 });
    await h.settle();
    expect((await h.drawing(user.token, reply.json().data.id)).resultText).toMatch(/^1️⃣ .+ --ar 5:4/);
  });

  it('blends 2–5 images (class 1) into a grid at the chosen dimensions, and refuses one image or a non-image', async () => {
    const user = await h.createUser({ score: 20 });
    const reply = await upload(user.token, { type: 'blend', dimensions: 'LANDSCAPE' }, [await png(64, 64), await png(64, 64, '#a48')]);
    expect(reply.json().data).toMatchObject({ action: 'BLEND', points: 4 });
    await h.settle();
    expect((await h.drawing(user.token, reply.json().data.id)).fileInfo).toEqual({ width: 1024, height: 682 });
    expect((await upload(user.token, { type: 'blend' }, [await png(64, 64)])).json().message).toBe('请上传 2 到 5 张图片');
    const text = await upload(user.token, { type: 'describe' }, [Buffer.from('not an image at all')]);
    expect(text.json().message).toBe('请上传 10 MB 以内的 jpg、png 或 webp 图片');
    expect(await h.score(user.id)).toBe(16);
  });

  it("swaps faces between two of the caller's own pictures, and refuses another user's", async () => {
    const user = await h.createUser({ score: 10 });
    const other = await h.createUser({ score: 10 });
    const source = await uploadFile(user.token, await png(128, 128));
    const target = await uploadFile(user.token, await png(128, 128, '#234'));
    const foreign = await uploadFile(other.token, await png(128, 128));
    const refused = await h.call('POST', '/midjourney/insight-face', user.token, { sourceUrl: foreign, targetUrl: target });
    expect(refused.json().message).toBe('请上传 10 MB 以内的 jpg、png 或 webp 图片');
    const swapped = await h.call('POST', '/midjourney/insight-face', user.token, { sourceUrl: source, targetUrl: target });
    expect(swapped.json().data).toMatchObject({ action: 'SWAP_FACE', points: 2 });
    await h.settle();
    expect((await h.drawing(user.token, swapped.json().data.id)).status).toBe(3);
    expect((await h.simCounts()).counts.submits.swap).toBe(1);
  });

  it('hands an own picture to the proxy for --cref/--sref (add-refer)', async () => {
    const user = await h.createUser();
    const url = await uploadFile(user.token, await png(64, 64));
    const refer = await h.call('POST', '/midjourney/add-refer', user.token, { url });
    expect(refer.json().data).toMatch(new RegExp(`^${h.simUrl}/mj/attachments/[0-9a-f]{16}\\.png$`));
  });
});

describe('seeds and the picture itself', () => {
  it('gives a finished drawing its seed, charged once at class 3; refuses an unfinished one', async () => {
    const user = await h.createUser({ score: 10 });
    const id = (await h.imagine(user.token)).json().data.id;
    const early = await h.call('GET', '/midjourney/imageSeed', user.token, undefined, { id: String(id) });
    expect(early.json().message).toBe('只有已完成的任务才能获取seed');
    await h.settle();
    const first = await h.call('GET', '/midjourney/imageSeed', user.token, undefined, { id: String(id) });
    const again = await h.call('GET', '/midjourney/imageSeed', user.token, undefined, { id: String(id) });
    expect(first.json().data).toMatch(/^\d+$/);
    expect(again.json().data).toBe(first.json().data);
    expect(await h.score(user.id)).toBe(10 - 4 - 1);
  });

  it('serves a drawing’s picture same-origin to its owner only (getModalImgById)', async () => {
    const user = await h.createUser({ score: 10 });
    const other = await h.createUser();
    const id = (await h.imagine(user.token, { size: '1:1' })).json().data.id;
    await h.settle();
    const mine = await h.call('GET', '/file/getModalImgById', user.token, undefined, { taskId: String(id) });
    expect(mine.headers['content-type']).toBe('image/png');
    expect((await sharp(mine.rawPayload).metadata()).width).toBe(1024);
    expect((await h.call('GET', '/file/getModalImgById', other.token, undefined, { taskId: String(id) })).statusCode).toBe(404);
  });
});

describe('images models and prompts', () => {
  it("draws with DALL·E as a job, charged the model's deduct × n, listed in /chatLog/draw", async () => {
    const [model] = await h.db.select().from(schema.chatModels).where(eq(schema.chatModels.model, 'dall-e-3'));
    const user = await h.createUser({ score: 20 });
    const reply = await h.call('POST', '/chatgpt/chat-draw', user.token, { prompt: '一只橘猫', modelId: model!.id, size: '1792x1024', n: 2 });
    expect(reply.json().data).toMatchObject({ kind: 'image', action: 'DALLE', points: 16 });
    expect(await h.score(user.id)).toBe(4);
    await h.settle();
    const done = await h.drawing(user.token, reply.json().data.id);
    expect(done.images.map((image: { width: number; height: number }) => [image.width, image.height])).toEqual([
      [1792, 1024],
      [1792, 1024],
    ]);
    const listed = (await h.call('GET', '/chatLog/draw', user.token, undefined, { page: '1', size: '10' })).json().data;
    expect(listed.rows.map((row: { id: number }) => row.id)).toEqual([done.id]);
    // Deleting it deletes every picture it made, the second one's too.
    const files = done.images.flatMap((image: { imageUrl: string; thumbUrl: string }) => [image.imageUrl, image.thumbUrl]);
    for (const url of files) expect((await h.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await h.call('POST', '/midjourney/delete_draw', user.token, { id: done.id })).statusCode).toBe(200);
    for (const url of files) expect((await h.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    const chatModel = (await h.db.select().from(schema.chatModels).where(eq(schema.chatModels.model, 'gpt-4o')))[0]!;
    expect((await h.call('POST', '/chatgpt/chat-draw', user.token, { prompt: 'x', modelId: chatModel.id, size: '1024x1024' })).statusCode).toBe(404);
  });

  it('expands a prompt into four (联想), and serves the prompt library and suggestion chips', async () => {
    await h.sim.inject({
      method: 'POST',
      url: '/__control/openai',
      payload: { reply: '1. 清晨的雪山\n2. 雪山与湖泊\n\n3. 雪山星空\n4. 雪山小屋\n5. 多余的一行' },
    });
    const user = await h.createUser();
    expect((await h.call('POST', '/chatgpt/mj-associate', user.token, { prompt: '雪山' })).json().data).toEqual([
      '清晨的雪山',
      '雪山与湖泊',
      '雪山星空',
      '雪山小屋',
    ]);
    const categories = (await h.call('POST', '/midjourney/incantationClassifyQueryAll', undefined)).json().data;
    expect(categories.map((category: { name: string }) => category.name)).toEqual(['人像', '风景', '插画', '产品']);
    const prompts = (await h.call('POST', '/midjourney/incantationQueryByPid', undefined, { pid: categories[1].id })).json().data;
    expect(prompts[0]).toMatchObject({ title: '雪山日出' });
    expect((await h.call('GET', '/midjourney/promptsAll', undefined, undefined, { page: '2', size: '5' })).json().data.count).toBe(16);
    expect((await h.call('POST', '/midjourney/suggestQuery', undefined)).json().data).toContain('赛博朋克');
  });
});
