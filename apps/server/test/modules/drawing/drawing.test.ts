import sharp from 'sharp';
import { schema } from '../../../src/db/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DrawingHarness, startDrawingHarness } from './drawingTestKit.js';

let h: DrawingHarness;
beforeAll(async () => {
  h = await startDrawingHarness();
});
afterAll(async () => h?.close());

const imageSize = async (url: string, token: string) => {
  const reply = await h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(reply.statusCode).toBe(200);
  const { width, height, format } = await sharp(reply.rawPayload).metadata();
  return { width, height, format };
};

describe('midjourney drawing', () => {
  it('imagines: charged once at the fast class-1 price, drawn, stored with a thumbnail and preview; then U2 at class 2', async () => {
    const user = await h.createUser({ score: 20 });
    const added = await h.imagine(user.token, { size: '16:9' });
    expect(added.statusCode).toBe(200);
    const queued = added.json().data;
    expect(queued).toMatchObject({ status: 1, state: 'queued', points: 4, originPrompt: 'a red fox in snow', action: 'IMAGINE', mode: 'fast' });
    expect(await h.score(user.id)).toBe(16);
    await h.settle();
    const done = await h.drawing(user.token, queued.id);
    expect(done).toMatchObject({ status: 3, state: 'succeeded', progress: 100, fileInfo: { width: 1024, height: 576 } });
    expect(done.prompt).toBe('a red fox in snow --v 5.2 --q 2 --s 100 --c 30 --ar 16:9');
    expect(done.buttons.map((b: { label: string }) => b.label)).toEqual(['U1', 'U2', 'U3', 'U4', '', 'V1', 'V2', 'V3', 'V4']);
    expect(done.preview).toMatch(/^data:image\/webp;base64,/);
    expect(await imageSize(done.imageUrl, user.token)).toEqual({ width: 1024, height: 576, format: 'png' });
    expect(await imageSize(done.thumbUrl, user.token)).toEqual({ width: 480, height: 270, format: 'webp' });

    const u2 = done.buttons.find((b: { label: string }) => b.label === 'U2').customId;
    const action = await h.call('POST', '/midjourney/task_add', user.token, { type: 4, params: { taskId: queued.id, customId: u2 } });
    expect(action.json().data).toMatchObject({ action: 'UPSCALE', points: 2, parentId: queued.id });
    await h.settle();
    const upscaled = await h.drawing(user.token, action.json().data.id);
    expect(upscaled.status).toBe(3);
    // An action's drawing carries its parent's prompt, and so does the next action from it (Custom Zoom starts from it).
    expect(upscaled.prompt).toBe(done.prompt);
    expect(upscaled.buttons.map((b: { label: string; emoji: string }) => b.label || b.emoji)).not.toContain('❤️');
    expect(await h.score(user.id)).toBe(14);
    expect((await h.ledger(user.id)).map((row) => [row.delta, row.reason])).toEqual([
      [20, 'admin'],
      [-4, 'draw'],
      [-2, 'draw'],
    ]);
  });

  it("refuses another user's drawing (404) for reads, actions, favourites and deletes", async () => {
    const owner = await h.createUser({ score: 10 });
    const other = await h.createUser({ score: 10 });
    const id = (await h.imagine(owner.token)).json().data.id;
    await h.settle();
    const customId = (await h.drawing(owner.token, id)).buttons[0].customId;
    for (const [method, url, payload, query] of [
      ['GET', '/midjourney/getDraw', undefined, { jobId: String(id) }],
      ['GET', '/midjourney/getDetailByIds', undefined, { ids: String(id) }],
      ['POST', '/midjourney/task_add', { type: 4, params: { taskId: id, customId } }, undefined],
      ['POST', '/midjourney/favorite_set', { id, favorite: true }, undefined],
      ['POST', '/midjourney/delete_draw', { id }, undefined],
    ] as const) {
      const reply = await h.call(method, url, other.token, payload, query);
      expect(reply.statusCode, url).toBe(404);
    }
    expect(await h.score(other.id)).toBe(10);
  });

  it('refuses the operator’s sensitive words and bad parameters before charging anything', async () => {
    await h.app.configStore.set('mjSensitiveWords', '坏词\nbadword');
    const user = await h.createUser({ score: 10 });
    const sensitive = await h.imagine(user.token, { prompt: '一只坏词猫' });
    expect(sensitive.json()).toMatchObject({ code: 400, message: 'prompt包含敏感词：坏词' });
    expect((await h.imagine(user.token, { prompt: '   ' })).json().message).toBe('请输入提示词');
    expect((await h.imagine(user.token, { extendParam: ['--repeat 40'] })).json().message).toBe('参数不正确：--repeat 40');
    expect((await h.imagine(user.token, { size: '40:1' })).json().message).toBe('参数不正确：size 40:1');
    expect(await h.score(user.id)).toBe(10);
    await h.app.configStore.set('mjSensitiveWords', '');
  });

  it('fails a banned prompt (code 24) with its word and refunds it once', async () => {
    const user = await h.createUser({ score: 10 });
    const id = (await h.imagine(user.token, { prompt: 'a forbidden fruit' })).json().data.id;
    expect(await h.score(user.id)).toBe(6);
    await h.settle();
    expect(await h.drawing(user.token, id)).toMatchObject({ status: 4, failReason: 'prompt包含敏感词：forbidden', refunded: 4 });
    expect(await h.score(user.id)).toBe(10);
    expect((await h.ledger(user.id)).map((row) => [row.delta, row.reason, row.reference])).toEqual([
      [10, 'admin', null],
      [-4, 'draw', `job:${id}`],
      [4, 'drawRefund', `job:${id}`],
    ]);
  });
});

describe('my drawings as lists', () => {
  /** Finished and failed drawings of each kind, written straight to the tables (the lists only read them). */
  async function drawn(userId: number, rows: { kind: 'mj' | 'image'; status?: 'succeeded' | 'failed'; favorite?: boolean; botType?: 'NIJI_JOURNEY' }[]) {
    const jobs = await h.db
      .insert(schema.generationJobs)
      .values(rows.map((row) => ({ module: 'drawing', kind: row.kind, userId, status: row.status ?? 'succeeded', deadline: new Date() })))
      .returning({ id: schema.generationJobs.id });
    await h.db.insert(schema.drawings).values(
      rows.map((row, index) => ({
        id: jobs[index]!.id,
        userId,
        kind: row.kind,
        action: row.kind === 'mj' ? 'IMAGINE' : 'DALLE',
        botType: row.kind === 'mj' ? (row.botType ?? ('MID_JOURNEY' as const)) : null,
        originPrompt: `drawing ${index}`,
        favorite: row.favorite ?? false,
      })),
    );
    return jobs.map((job) => job.id);
  }
  const ids = (reply: { json: () => { data: { rows: { id: number }[] } } }) => reply.json().data.rows.map((row) => row.id);

  it('pages by number with a count, or after a cursor without one; each list keeps to its kind, state, bot and favourites', async () => {
    const user = await h.createUser();
    const other = await h.createUser();
    const mine = await drawn(user.id, [
      { kind: 'mj' },
      { kind: 'image', favorite: true },
      { kind: 'mj', status: 'failed', favorite: true },
      { kind: 'mj', botType: 'NIJI_JOURNEY' },
      { kind: 'mj' },
      { kind: 'image' },
    ]);
    await drawn(other.id, [{ kind: 'mj', favorite: true }, { kind: 'image' }]);
    const [mj1, image1, failed, niji, mj2, image2] = mine as [number, number, number, number, number, number];
    const list = (path: string, query: Record<string, string>) => h.call('GET', path, user.token, undefined, query);

    const first = await list('/midjourney/drawList', { page: '1', size: '2' });
    expect(first.json().data).toMatchObject({ count: 4, nextCursor: niji });
    expect(ids(first)).toEqual([mj2, niji]);
    expect(ids(await list('/midjourney/drawList', { page: '2', size: '2' }))).toEqual([failed, mj1]);
    const after = await list('/midjourney/drawList', { size: '2', cursor: String(niji) });
    expect(ids(after)).toEqual([failed, mj1]);
    expect(after.json().data).toMatchObject({ count: null, nextCursor: mj1 });
    expect((await list('/midjourney/drawList', { size: '2', cursor: String(mj1) })).json().data).toMatchObject({ rows: [], nextCursor: null });

    expect(ids(await list('/midjourney/drawList', { page: '1', size: '10', status: '4' }))).toEqual([failed]);
    expect((await list('/midjourney/drawList', { page: '1', size: '10', status: '3' })).json().data.count).toBe(3);
    expect(ids(await list('/midjourney/drawList', { page: '1', size: '10', botType: 'NIJI_JOURNEY' }))).toEqual([niji]);
    expect(ids(await list('/chatLog/draw', { page: '1', size: '10' }))).toEqual([image2, image1]);
    const favourites = await h.call('POST', '/midjourney/favorite-page', user.token, { page: 1, size: 10 });
    expect(ids(favourites)).toEqual([failed, image1]);
    expect(favourites.json().data.rows[0]).toMatchObject({ status: 4, favorite: true, originPrompt: 'drawing 2' });
  });
});
