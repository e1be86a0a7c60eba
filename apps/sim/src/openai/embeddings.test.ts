import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSim } from '../sim.js';
import { embed, embeddingFeatures } from './embeddingVector.js';
import { DEFAULT_API_KEY } from './openaiState.js';

let sim: FastifyInstance;
beforeAll(async () => {
  sim = await buildSim();
});
afterAll(async () => sim.close());
beforeEach(async () => {
  await sim.inject({ method: 'POST', url: '/__control/reset' });
});

const embeddings = (payload: object, key = DEFAULT_API_KEY) =>
  sim.inject({ method: 'POST', url: '/v1/embeddings', headers: { authorization: `Bearer ${key}` }, payload });
const control = (payload: object) => sim.inject({ method: 'POST', url: '/__control/openai/embeddings', payload });
const cosine = (a: ArrayLike<number>, b: ArrayLike<number>) => Array.from(a).reduce((sum, value, index) => sum + value * b[index]!, 0);

describe('the embedding of a text', () => {
  it('hashes Latin words and Han bigrams, folding width and case', () => {
    expect(embeddingFeatures('知识库支持 PDF、Ｗｏｒｄ')).toEqual(['知识', '识库', '库支', '支持', 'pdf', 'word']);
    expect(embeddingFeatures('库')).toEqual(['库']);
  });

  it('is deterministic, unit length, and nearer for texts that share words', () => {
    const question = embed('知识库支持哪些文档格式', 256);
    expect(Array.from(question)).toEqual(Array.from(embed('知识库支持哪些文档格式', 256)));
    expect(cosine(question, question)).toBeCloseTo(1, 5);
    const related = cosine(question, embed('知识库支持 PDF、Word 和 Markdown 文档', 256));
    const unrelated = cosine(question, embed('今天杭州的天气晴朗，适合去西湖散步', 256));
    expect(related).toBeGreaterThan(unrelated + 0.2);
    expect(cosine(embed('。，！', 64), embed('。，！', 64))).toBeCloseTo(1, 5);
  });
});

describe('POST /v1/embeddings', () => {
  it('answers as OpenAI does: one embedding per input in order, 1,024 wide by default, with usage', async () => {
    const reply = await embeddings({ model: 'text-embedding-3-small', input: ['第一段', 'second passage'] });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({ object: 'list', model: 'text-embedding-3-small', usage: { prompt_tokens: 5, total_tokens: 5 } });
    expect(body.data.map((row: { object: string; index: number }) => [row.object, row.index])).toEqual([
      ['embedding', 0],
      ['embedding', 1],
    ]);
    expect(body.data[0].embedding).toHaveLength(1024);
    expect(body.data[0].embedding).toEqual(Array.from(embed('第一段', 1024)));
  });

  it('takes a single string, `dimensions` and base64 (little-endian float32)', async () => {
    const reply = await embeddings({ model: 'm', input: '知识库', dimensions: 8, encoding_format: 'base64' });
    const encoded: string = reply.json().data[0].embedding;
    const bytes = Buffer.from(encoded, 'base64');
    const values = Array.from({ length: 8 }, (_, index) => bytes.readFloatLE(index * 4));
    expect(values).toEqual(Array.from(embed('知识库', 8)));
  });

  it('refuses what OpenAI refuses, with its 400 bodies; a wrong key is 401', async () => {
    const invalid = "'$.input' is invalid. Please check the API reference: https://platform.openai.com/docs/api-reference.";
    for (const [payload, message] of [
      [{ model: 'm', input: '' }, invalid],
      [{ model: 'm', input: [] }, invalid],
      [{ model: 'm', input: ['a', ''] }, invalid],
      [{ model: 'm', input: Array.from({ length: 2049 }, () => 'a') }, invalid],
      [{ model: 'm', input: [1, 2] }, invalid],
      [{ model: 'm' }, "'input' is a required property"],
      [{ input: 'a' }, 'you must provide a model parameter'],
      [{ model: 'm', input: 'a', dimensions: 0 }, "Invalid value for 'dimensions': 0."],
      [{ model: 'm', input: 'a', encoding_format: 'hex' }, "Invalid value for 'encoding_format': hex."],
    ] as const) {
      const reply = await embeddings(payload);
      expect([reply.statusCode, reply.json().error.message, reply.json().error.type]).toEqual([400, message, 'invalid_request_error']);
    }
    expect((await embeddings({ model: 'm', input: 'a' }, 'sk-wrong-key-12345')).statusCode).toBe(401);
  });

  it('fails as the control says: 429 with Retry-After, after N answers, and logs every request', async () => {
    expect((await control({ error: { status: 429 }, retryAfterSeconds: 2 })).json()).toMatchObject({
      behaviour: { error: { status: 429, retryAfterSeconds: 2 } },
    });
    const limited = await embeddings({ model: 'm', input: 'a' });
    expect([limited.statusCode, limited.headers['retry-after']]).toEqual([429, '2']);

    await control({ error: null, failAfter: 2 });
    const statuses = [];
    for (let index = 0; index < 3; index++) statuses.push((await embeddings({ model: 'm', input: ['a', 'b'] })).statusCode);
    expect(statuses).toEqual([200, 200, 500]);

    const state = (await sim.inject({ method: 'GET', url: '/__control/state' })).json();
    expect(state.openai.embeddings.requests.map((row: { inputs: number; outcome: string }) => [row.inputs, row.outcome])).toEqual([
      [1, 'error'],
      [2, 'answered'],
      [2, 'answered'],
      [2, 'error'],
    ]);
  });
});
