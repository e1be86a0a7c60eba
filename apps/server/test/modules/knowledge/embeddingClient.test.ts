import { buildSim, DEFAULT_API_KEY } from '@lingxi/sim';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EmbeddingError, embedAll, embedBatch, type EmbeddingTarget, retryAfterMs } from '../../../src/modules/knowledge/embeddings/embeddingClient.js';

let sim: FastifyInstance;
let target: EmbeddingTarget;
beforeAll(async () => {
  sim = await buildSim();
  const url = await sim.listen({ port: 0, host: '127.0.0.1' });
  target = { baseUrl: `${url}/v1`, apiKey: DEFAULT_API_KEY, model: 'text-embedding-3-small', dimensions: 64 };
});
afterAll(async () => sim?.close());
beforeEach(async () => {
  await sim.inject({ method: 'POST', url: '/__control/reset' });
});

const control = (body: object) => sim.inject({ method: 'POST', url: '/__control/openai/embeddings', payload: body });
const requests = async () =>
  (await sim.inject({ method: 'GET', url: '/__control/state' })).json().openai.embeddings.requests as { inputs: number; outcome: string }[];
const texts = (count: number) => Array.from({ length: count }, (_, i) => `第${i + 1}段：知识库的向量检索`);
const cosine = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, i) => sum + x * b[i]!, 0);

describe('the embedding client', () => {
  it('gets each text’s vector in order, at the asked width, normalised (base64 decoded)', async () => {
    const [a, b, c] = await embedBatch(target, ['知识库支持哪些文档', '知识库支持哪些文档', '今天天气很好']);
    expect(a!.length).toBe(64);
    expect(cosine(a!, a!)).toBeCloseTo(1, 5);
    expect(cosine(a!, b!)).toBeCloseTo(1, 5);
    expect(cosine(a!, c!)).toBeLessThan(0.9);
  });

  it('sends batches of ten, four at a time, and reports progress', async () => {
    const progress: number[] = [];
    const vectors = await embedAll(target, texts(35), { onProgress: (done) => void progress.push(done) });
    expect(vectors).toHaveLength(35);
    expect((await requests()).map((request) => request.inputs).sort((x, y) => x - y)).toEqual([5, 10, 10, 10]);
    expect(progress.at(-1)).toBe(35);
    // The same text gives the same vector wherever it stands in the batches.
    const [again] = (await embedBatch(target, [texts(35)[27]!]))!;
    expect(cosine(vectors![27]!, again!)).toBeCloseTo(1, 5);
  });

  it('tries again after 429’s Retry-After, without waiting on the wall clock', async () => {
    await control({ error: { status: 429 }, retryAfterSeconds: 7, failAfter: 1 });
    const waits: number[] = [];
    const pending = embedAll(target, texts(20), {
      concurrency: 1,
      sleep: async (ms) => {
        waits.push(ms);
        await control({ error: null, failAfter: null });
      },
    });
    expect(await pending).toHaveLength(20);
    expect(waits).toEqual([7000]);
    expect((await requests()).map((request) => request.outcome)).toEqual(['answered', 'error', 'answered']);
  });

  it('backs off on a 5xx without Retry-After, and gives up after its tries with the upstream’s reason', async () => {
    await control({ error: { status: 503 } });
    const waits: number[] = [];
    const failure = await embedAll(target, texts(3), { attempts: 3, sleep: async (ms) => void waits.push(ms) }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EmbeddingError);
    expect((failure as EmbeddingError).status).toBe(503);
    expect(waits).toEqual([1000, 2000]);
  });

  it('fails at once on a refusal (401, 400), naming the reason', async () => {
    const refused = await embedAll({ ...target, apiKey: 'sk-wrong' }, texts(3), { sleep: async () => expect.fail('no retry') }).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ status: 401, retryable: false });
    const bad = await embedBatch(target, ['']).catch((error: unknown) => error);
    expect(bad).toMatchObject({ status: 400, retryable: false, reason: expect.stringContaining('input') });
  });

  it('refuses a reply of another width or count than asked (an upstream that ignores `dimensions`)', async () => {
    const { createServer } = await import('node:http');
    let answer: object = {};
    const upstream = createServer((_, reply) => reply.setHeader('content-type', 'application/json').end(JSON.stringify(answer)));
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as { port: number };
    const other = { ...target, baseUrl: `http://127.0.0.1:${port}/v1` };
    try {
      answer = { data: [{ index: 0, embedding: [0.6, 0.8] }] };
      expect(await embedBatch(other, ['文本']).catch((error: unknown) => error)).toMatchObject({ reason: '向量维度为 2，应为 64', retryable: false });
      expect((await embedBatch({ ...other, dimensions: undefined }, ['文本']))[0]).toEqual(Float32Array.from([0.6, 0.8]));
      expect(await embedBatch({ ...other, dimensions: undefined }, ['一', '二']).catch((error: unknown) => error)).toMatchObject({
        reason: '向量接口返回的数量不符',
      });
    } finally {
      upstream.close();
    }
  });

  it('stops between batches when its job is stopped, sending nothing more', async () => {
    let calls = 0;
    const result = await embedAll(target, texts(30), { concurrency: 1, stopped: () => calls++ >= 1 });
    expect(result).toBeNull();
    expect(await requests()).toHaveLength(1);
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs('12')).toBe(12_000);
    expect(retryAfterMs('Sun, 29 Nov 2026 01:00:10 GMT', Date.parse('Sun, 29 Nov 2026 01:00:00 GMT'))).toBe(10_000);
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
});
