import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMidjourneySim, buildSim } from '../sim.js';
import { DEFAULT_MJ_SECRET } from './mjState.js';

let sim: FastifyInstance;
let base: string;
const notified: Record<string, unknown>[] = [];
const hook = createServer((request: IncomingMessage, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    notified.push(JSON.parse(body) as Record<string, unknown>);
    response.end('ok');
  });
});
let hookUrl: string;

const headers = { 'mj-api-secret': DEFAULT_MJ_SECRET, 'content-type': 'application/json' };
const post = async (path: string, body: unknown) =>
  (await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json() as Promise<Record<string, unknown>>;
const fetchTask = async (id: string) => (await fetch(`${base}/mj/task/${id}/fetch`, { headers })).json() as Promise<Record<string, unknown>>;

async function finished(id: string) {
  for (let i = 0; i < 200; i += 1) {
    const task = await fetchTask(id);
    if (task.status === 'SUCCESS' || task.status === 'FAILURE') return task;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`task ${id} did not finish`);
}

const sizeOf = async (url: string) => {
  const image = Buffer.from(await (await fetch(url)).arrayBuffer());
  const { width, height, format } = await sharp(image).metadata();
  return { width, height, format };
};

beforeAll(async () => {
  sim = await buildMidjourneySim({ startDelayMs: 5, stepMs: 10, steps: 3 });
  base = await sim.listen({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/notify`;
});
afterAll(async () => {
  await sim.close();
  hook.close();
});

describe('midjourney-proxy simulator', () => {
  it('refuses a wrong secret', async () => {
    const reply = await fetch(`${base}/mj/submit/imagine`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"prompt":"cat"}' });
    expect(reply.status).toBe(401);
  });

  it('draws a grid at the prompt ratio, notifies each change, and upscales one tile at 2×', async () => {
    const submitted = await post('/mj-fast/mj/submit/imagine', { prompt: 'a red fox --ar 16:9', notifyHook: hookUrl });
    expect(submitted).toMatchObject({ code: 1, description: '提交成功' });
    const task = await finished(String(submitted.result));
    expect(task.status).toBe('SUCCESS');
    expect(await sizeOf(String(task.imageUrl))).toEqual({ width: 1024, height: 576, format: 'png' });
    const buttons = task.buttons as { customId: string; label: string }[];
    expect(buttons.map((b) => b.label)).toEqual(['U1', 'U2', 'U3', 'U4', '', 'V1', 'V2', 'V3', 'V4']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const statuses = notified.filter((n) => n.id === submitted.result).map((n) => n.status);
    expect(statuses[0]).toBe('SUBMITTED');
    expect(statuses).toContain('IN_PROGRESS');
    expect(statuses.at(-1)).toBe('SUCCESS');

    const u2 = buttons.find((b) => b.label === 'U2')?.customId;
    const upscale = await post('/mj/submit/action', { taskId: submitted.result, customId: u2 });
    expect(upscale.code).toBe(1);
    expect(await post('/mj/submit/action', { taskId: submitted.result, customId: u2 })).toMatchObject({ code: 21, result: upscale.result });
    const upscaled = await finished(String(upscale.result));
    expect(await sizeOf(String(upscaled.imageUrl))).toEqual({ width: 1024, height: 576, format: 'png' });
    const labels = (upscaled.buttons as { label: string; emoji: string }[]).map((b) => b.label || b.emoji);
    expect(labels).toEqual(expect.arrayContaining(['Vary (Strong)', 'Vary (Region)', 'Zoom Out 2x', 'Custom Zoom', '⬅️', '❤️']));

    const zoomId = (upscaled.buttons as { customId: string; label: string }[]).find((b) => b.label === 'Zoom Out 2x')?.customId;
    const zoom = await finished(String((await post('/mj/submit/action', { taskId: upscale.result, customId: zoomId })).result));
    expect(zoom.action).toBe('ZOOM');
    const panId = (upscaled.buttons as { customId: string; emoji: string }[]).find((b) => b.emoji === '⬅️')?.customId;
    const pan = await finished(String((await post('/mj/submit/action', { taskId: upscale.result, customId: panId })).result));
    expect(await sizeOf(String(pan.imageUrl))).toEqual({ width: 1536, height: 576, format: 'png' });
  });

  it('holds tasks mid-drawing while paused, and finishes them once released', async () => {
    const whole = await buildSim();
    try {
      const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
        (await whole.inject({ method, url, headers: { 'mj-api-secret': DEFAULT_MJ_SECRET }, ...(payload ? { payload } : {}) })).json();
      await call('POST', '/__control/midjourney', { startDelayMs: 5, stepMs: 10, steps: 3, paused: true });
      const { result: id } = await call('POST', '/mj/submit/imagine', { prompt: 'a held lighthouse' });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await call('GET', `/mj/task/${id}/fetch`)).toMatchObject({ status: 'IN_PROGRESS', progress: '0%' });
      await call('POST', '/__control/midjourney', { paused: false });
      await expect.poll(async () => (await call('GET', `/mj/task/${id}/fetch`)).status, { timeout: 20_000 }).toBe('SUCCESS');
    } finally {
      await whole.close();
    }
  });

  it('waits in MODAL for vary region until the mask comes', async () => {
    const first = await finished(String((await post('/mj/submit/imagine', { prompt: 'a lake' })).result));
    const u1 = (first.buttons as { customId: string }[])[0]?.customId;
    const up = await finished(String((await post('/mj/submit/action', { taskId: first.id, customId: u1 })).result));
    const region = (up.buttons as { customId: string; label: string }[]).find((b) => b.label === 'Vary (Region)')?.customId;
    const modal = await post('/mj/submit/action', { taskId: up.id, customId: region });
    expect(modal).toMatchObject({ code: 1, properties: { status: 'MODAL' } });
    expect((await fetchTask(String(modal.result))).status).toBe('MODAL');
    const mask = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(
      await post('/mj/submit/modal', { taskId: modal.result, prompt: 'a boat', maskBase64: `data:image/png;base64,${mask.toString('base64')}` }),
    ).toMatchObject({ code: 1 });
    expect((await finished(String(modal.result))).status).toBe('SUCCESS');
  });

  it('describes an image with numbered prompts at its ratio, and shortens a prompt', async () => {
    const image = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#369' } })
      .png()
      .toBuffer();
    const described = await finished(String((await post('/mj/submit/describe', { base64: `data:image/png;base64,${image.toString('base64')}` })).result));
    expect(String((described.properties as { finalPrompt: string }).finalPrompt)).toMatch(/^1️⃣ .+ --ar 5:4\n\n2️⃣ /);
    const short = await finished(
      String((await post('/mj/submit/shorten', { prompt: 'a very long prompt about a cat sitting on a warm windowsill in the sun' })).result),
    );
    expect(String((short.properties as { finalPrompt: string }).finalPrompt)).toMatch(/^1️⃣ a very long/);
  });

  it('answers codes 24 (banned word), 22 (queued) and 23 (queue full), and lists tasks by id', async () => {
    expect(await post('/mj/submit/imagine', { prompt: 'forbidden thing' })).toMatchObject({ code: 24, properties: { bannedWord: 'forbidden' } });
    const narrow = await buildMidjourneySim({ concurrency: 1, queueLimit: 1, startDelayMs: 1000 });
    const inject = async (prompt: string) =>
      (await narrow.inject({ method: 'POST', url: '/mj/submit/imagine', headers, payload: { prompt } })).json() as Record<string, unknown>;
    const first = await inject('one');
    expect(first.code).toBe(1);
    expect(await inject('two')).toMatchObject({ code: 22, description: '排队中，前面还有1个任务', properties: { numberOfQueues: 1 } });
    expect(await inject('three')).toMatchObject({ code: 23 });
    const listed = await narrow.inject({ method: 'POST', url: '/mj/task/list-by-condition', headers, payload: { ids: [first.result, 'nope'] } });
    expect((listed.json() as { id: string }[]).map((task) => task.id)).toEqual([first.result]);
    await narrow.close();
  });
});
