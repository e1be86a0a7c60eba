import type { FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSim } from '../sim.js';
import { DEFAULT_API_KEY } from './openaiState.js';
import { imageSeed } from './imageSeed.js';

let sim: FastifyInstance;
beforeEach(async () => {
  sim = await buildSim();
});

const generate = (payload: object) =>
  sim.inject({ method: 'POST', url: '/v1/images/generations', headers: { authorization: `Bearer ${DEFAULT_API_KEY}` }, payload });

describe('POST /v1/images/generations', () => {
  it('hands out deterministic URLs that the sim serves as PNG', async () => {
    const body = (await generate({ prompt: '一只猫', n: 2 })).json();
    const urls = [0, 1].map((i) => `http://localhost:80/files/images/${imageSeed('一只猫', i)}-1024x1024.png`);
    expect(body.data).toEqual(urls.map((url) => ({ url })));
    expect(Math.abs(body.created - Date.now() / 1000)).toBeLessThan(5);
    expect((await generate({ prompt: '一只猫', n: 2 })).json().data).toEqual(body.data);

    const file = await sim.inject({ method: 'GET', url: new URL(urls[0]!).pathname });
    expect(file.headers['content-type']).toBe('image/png');
    const png = PNG.sync.read(file.rawPayload);
    expect([png.width, png.height]).toEqual([1024, 1024]);
  });

  it('returns the same image as b64_json when asked', async () => {
    const body = (await generate({ prompt: 'dog', response_format: 'b64_json', size: '1792x1024' })).json();
    const file = await sim.inject({ method: 'GET', url: `/files/images/${imageSeed('dog', 0)}-1792x1024.png` });
    expect(body.data).toEqual([{ b64_json: file.rawPayload.toString('base64') }]);
  });

  it('validates the request in the OpenAI error shape', async () => {
    expect((await generate({ n: 1 })).json()).toEqual({
      error: { message: "Missing required parameter: 'prompt'.", type: 'invalid_request_error', param: 'prompt', code: 'missing_required_parameter' },
    });
    const tooMany = await generate({ prompt: 'x', n: 11 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatchObject({ param: 'n', code: 'integer_above_max_value' });
    expect((await generate({ prompt: 'x', size: '10x10' })).json().error).toMatchObject({ param: 'size', code: 'invalid_value' });
  });

  it('needs the key for generation but not for the image files', async () => {
    expect((await sim.inject({ method: 'POST', url: '/v1/images/generations', payload: { prompt: 'x' } })).statusCode).toBe(401);
    expect((await sim.inject({ method: 'GET', url: `/files/images/${imageSeed('x', 0)}-512x512.png` })).statusCode).toBe(200);
    expect((await sim.inject({ method: 'GET', url: `/files/images/${imageSeed('x', 0)}-999x999.png` })).statusCode).toBe(404);
    expect((await sim.inject({ method: 'GET', url: '/files/images/../../etc.png' })).statusCode).toBe(404);
  });
});
