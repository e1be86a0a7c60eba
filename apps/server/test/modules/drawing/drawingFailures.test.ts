import { DEFAULT_MJ_SECRET } from '@lingxi/sim';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db/index.js';
import { type DrawingHarness, FAST_SIM, startDrawingHarness } from './drawingTestKit.js';

let h: DrawingHarness;
beforeAll(async () => {
  h = await startDrawingHarness();
});
afterAll(async () => h?.close());
beforeEach(async () => {
  await h.sim.inject({ method: 'POST', url: '/__control/reset' });
  await h.upstream(FAST_SIM);
});

const jobOf = async (id: number) => (await h.db.select().from(schema.generationJobs).where(eq(schema.generationJobs.id, id)))[0]!;

describe('the notify hook', () => {
  it('answers 403 to a wrong token and to an unknown job, and only wakes the job for the right one', async () => {
    await h.upstream({ notifyLossRate: 1 });
    const user = await h.createUser({ score: 10 });
    const id = (await h.imagine(user.token)).json().data.id;
    await h.app.jobs.runOnce(); // queued → submitting
    await h.app.jobs.runOnce(); // submitted: running, next check in 5 s
    const job = await jobOf(id);
    expect(job.status).toBe('running');
    expect(job.nextRunAt.getTime()).toBe(h.clock.now().getTime() + 5_000);
    const forged = await h.call('POST', `/midjourney/notify?job=${id}&token=${'0'.repeat(48)}`, undefined, { id: job.upstreamId, status: 'SUCCESS' });
    expect(forged.statusCode).toBe(403);
    const unknown = await h.call('POST', `/midjourney/notify?job=999999&token=${'a'.repeat(48)}`, undefined, {});
    expect(unknown.statusCode).toBe(403);
    expect((await jobOf(id)).nextRunAt.getTime()).toBe(job.nextRunAt.getTime());
    // The hook the proxy was given (it names the token) wakes the job: due now.
    const task = await h.sim.inject({ method: 'GET', url: `/mj/task/${job.upstreamId}/fetch`, headers: { 'mj-api-secret': DEFAULT_MJ_SECRET } });
    const hook = new URL(task.json().properties.notifyHook as string);
    expect(hook.origin).toBe(h.appUrl);
    const woken = await h.app.inject({ method: 'POST', url: `${hook.pathname}${hook.search}`, payload: { imageUrl: 'http://evil.example/x.png' } });
    expect(woken.statusCode).toBe(200);
    expect((await jobOf(id)).nextRunAt.getTime()).toBe(h.clock.now().getTime());
    await h.settle();
    expect((await h.drawing(user.token, id)).status).toBe(3);
  });

  it('wakes a job for a progress notify only when its task was read 2 s ago or more; for an end at once', async () => {
    // The task never finishes (a stall), so every read finds it still drawing, however slow this machine is.
    await h.upstream({ notifyLossRate: 1, stallRate: 1 });
    const user = await h.createUser({ score: 10 });
    const id = (await h.imagine(user.token)).json().data.id;
    await h.app.jobs.runOnce();
    await h.app.jobs.runOnce(); // running, read just now: next check in 5 s
    const job = await jobOf(id);
    const task = await h.sim.inject({ method: 'GET', url: `/mj/task/${job.upstreamId}/fetch`, headers: { 'mj-api-secret': DEFAULT_MJ_SECRET } });
    const hook = new URL(task.json().properties.notifyHook as string);
    const notify = (status: string) => h.app.inject({ method: 'POST', url: `${hook.pathname}${hook.search}`, payload: { status } });
    expect((await notify('IN_PROGRESS')).statusCode).toBe(200);
    expect((await jobOf(id)).nextRunAt.getTime()).toBe(job.nextRunAt.getTime());
    h.clock.advance(2_000);
    await notify('IN_PROGRESS');
    expect((await jobOf(id)).nextRunAt.getTime()).toBe(h.clock.now().getTime());
    // Read again at once; an end does not wait.
    await h.app.jobs.runOnce();
    expect(await jobOf(id)).toMatchObject({ status: 'running', nextRunAt: new Date(h.clock.now().getTime() + 5_000) });
    await notify('SUCCESS');
    expect((await jobOf(id)).nextRunAt.getTime()).toBe(h.clock.now().getTime());
  });

  it('never fetches an imageUrl a notify posts: the picture comes from the proxy that drew it', async () => {
    // The sim's notifies reach the listening server; the job reads the task from the proxy, and its host only.
    await h.upstream({ startDelayMs: 5, stepMs: 200, steps: 2 });
    const user = await h.createUser({ score: 10 });
    const id = (await h.imagine(user.token)).json().data.id;
    await h.app.jobs.runOnce();
    await h.app.jobs.runOnce();
    const payload = (await jobOf(id)).payload as { notifyHash: string };
    expect(payload.notifyHash).toMatch(/^[0-9a-f]{64}$/);
    await h.settle();
    const drawing = await h.drawing(user.token, id);
    expect(drawing.status).toBe(3);
    const picture = await h.app.inject({ method: 'GET', url: drawing.imageUrl });
    expect((await sharp(picture.rawPayload).metadata()).width).toBe(576);
  });
});

describe('upstream failures', () => {
  it('refunds a drawing the proxy fails, once, and shows the reason with 已退还', async () => {
    await h.upstream({ failureRate: 1 });
    const user = await h.createUser({ score: 10 });
    const id = (await h.imagine(user.token)).json().data.id;
    await h.settle();
    expect(await h.drawing(user.token, id)).toMatchObject({ status: 4, failReason: '绘制失败：Midjourney: Job failed (simulated)', refunded: 4 });
    expect(await h.score(user.id)).toBe(10);
    const english = await h.app.inject({
      method: 'GET',
      url: `/api/midjourney/getDraw?jobId=${id}`,
      headers: { authorization: `Bearer ${user.token}`, 'accept-language': 'en' },
    });
    expect(english.json().data.failReason).toBe('The drawing failed: Midjourney: Job failed (simulated)');
  });

  it('retries a full queue (code 23) and fails it after three tries with 队列已满', async () => {
    await h.upstream({ queueRejectRate: 1 });
    const user = await h.createUser({ score: 10 });
    const id = (await h.imagine(user.token)).json().data.id;
    await h.settle();
    expect(await h.drawing(user.token, id)).toMatchObject({ status: 4, failReason: '队列已满，请稍后再试', refunded: 4 });
    expect((await h.simCounts()).counts.submits.imagine).toBe(3);
    expect(await h.score(user.id)).toBe(10);
  });

  it('rides out 5xx answers from the proxy (retried with backoff) and still draws', async () => {
    await h.upstream({ serverErrorRate: 0.5 });
    const user = await h.createUser({ score: 40 });
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push((await h.imagine(user.token, { prompt: `fox ${i}` })).json().data.id);
    await h.settle(200);
    const views = (await h.call('GET', '/midjourney/getDetailByIds', user.token, undefined, { ids: ids.join(',') })).json().data;
    expect(views.map((view: { status: number }) => view.status)).toEqual([3, 3, 3]);
    expect(await h.score(user.id)).toBe(40 - 12);
  });

  it('times out a stalled drawing at its deadline (绘制超时), cancels it upstream and refunds it', async () => {
    await h.upstream({ stallRate: 1 });
    const user = await h.createUser({ score: 10 });
    const id = (await h.imagine(user.token)).json().data.id;
    await h.app.jobs.runOnce();
    await h.app.jobs.runOnce();
    for (let minute = 0; minute < 11; minute += 1) {
      h.clock.advance(60_000);
      await h.app.jobs.runOnce();
    }
    expect(await h.drawing(user.token, id)).toMatchObject({ status: 4, failReason: '绘制超时', refunded: 4 });
    expect((await h.simCounts()).byStatus.CANCEL).toBe(1);
    expect(await h.score(user.id)).toBe(10);
  });

  it('finishes drawings whose notifies are all lost, by polling list-by-condition', async () => {
    await h.upstream({ notifyLossRate: 1 });
    const user = await h.createUser({ score: 40 });
    // Three: the per-user cap of unfinished drawings.
    for (let i = 0; i < 3; i += 1) expect((await h.imagine(user.token, { prompt: `lost ${i}` })).statusCode).toBe(200);
    expect((await h.imagine(user.token, { prompt: 'one too many' })).json()).toMatchObject({ code: 429, message: '当前进行中的任务已达上限，请稍后再试' });
    await h.settle();
    const list = (await h.call('GET', '/midjourney/drawList', user.token, undefined, { page: '1', size: '10' })).json().data;
    expect(list.rows.map((row: { status: number }) => row.status)).toEqual([3, 3, 3]);
    expect((await h.simCounts()).counts.lists).toBeGreaterThan(0);
  });
});

describe('deleting, actions with a modal, shorten, free uses', () => {
  it('cancels and refunds a queued drawing on delete, refuses one being drawn, deletes a finished one with its files', async () => {
    const user = await h.createUser({ score: 20 });
    const queued = (await h.imagine(user.token)).json().data.id;
    expect((await h.call('POST', '/midjourney/delete_draw', user.token, { id: queued })).statusCode).toBe(200);
    expect(await h.score(user.id)).toBe(20);
    const running = (await h.imagine(user.token)).json().data.id;
    await h.app.jobs.runOnce();
    const refused = await h.call('POST', '/midjourney/delete_draw', user.token, { id: running });
    expect(refused.json()).toMatchObject({ code: 400, message: '绘制中的任务不能删除' });
    await h.settle();
    const done = await h.drawing(user.token, running);
    expect((await h.app.inject({ method: 'GET', url: done.thumbUrl })).statusCode).toBe(200);
    expect((await h.call('POST', '/midjourney/delete_draw', user.token, { id: running })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: done.thumbUrl })).statusCode).toBe(404);
    expect((await h.call('GET', '/midjourney/getDraw', user.token, undefined, { jobId: String(running) })).statusCode).toBe(404);
  });

  it('runs Vary (Region) with a mask through the modal, and refuses it without one', async () => {
    const user = await h.createUser({ score: 40 });
    const id = (await h.imagine(user.token, { size: '1:1' })).json().data.id;
    await h.settle();
    const u1 = (await h.drawing(user.token, id)).buttons[0].customId;
    const up = (await h.call('POST', '/midjourney/task_add', user.token, { type: 4, params: { taskId: id, customId: u1 } })).json().data.id;
    await h.settle();
    const region = (await h.drawing(user.token, up)).buttons.find((b: { label: string }) => b.label === 'Vary (Region)').customId;
    const noMask = await h.call('POST', '/midjourney/task_add', user.token, { type: 4, params: { taskId: up, customId: region } });
    expect(noMask.json().message).toBe('请先涂抹需要重绘的区域');
    const mask = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const varied = await h.call('POST', '/midjourney/task_add', user.token, {
      type: 4,
      params: { taskId: up, customId: region, prompt: 'a boat', maskBase64: `data:image/png;base64,${mask.toString('base64')}` },
    });
    expect(varied.json().data).toMatchObject({ action: 'VARIATION', points: 4 });
    await h.settle();
    expect((await h.drawing(user.token, varied.json().data.id)).status).toBe(3);
    expect((await h.simCounts()).counts.submits.modal).toBe(1);
  });

  it('shortens a prompt (class 2) into numbered shorter prompts', async () => {
    const user = await h.createUser({ score: 10 });
    const added = await h.call('POST', '/midjourney/task_add', user.token, {
      type: 6,
      params: { prompt: 'a very long prompt about a cat on a warm windowsill' },
    });
    expect(added.json().data).toMatchObject({ action: 'SHORTEN', points: 2 });
    await h.settle();
    expect((await h.drawing(user.token, added.json().data.id)).resultText).toMatch(/^1️⃣ a very long/);
  });

  it("uses a member's free drawings of the day before points, counted by vipFreeUsed", async () => {
    await h.app.configStore.set('fast_vip_free', 1);
    const member = await h.createUser({ score: 10, vipDays: 30 });
    expect((await h.imagine(member.token)).json().data).toMatchObject({ points: 0, freeUse: true });
    expect((await h.imagine(member.token)).json().data).toMatchObject({ points: 4, freeUse: false });
    expect((await h.call('GET', '/midjourney/vipFreeUsed', member.token)).json().data.fast).toEqual({ used: 1, total: 1 });
    await h.app.configStore.set('fast_vip_free', 0);
    await h.settle();
  });
});
