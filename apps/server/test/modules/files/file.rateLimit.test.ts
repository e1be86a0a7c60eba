import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../src/testing/testApp';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('upload rate limit', () => {
  it('allows 30 upload attempts a minute per client, then answers 429 in the envelope', async () => {
    const attempt = () => app.inject({ method: 'POST', url: '/api/file/upload', payload: {} });
    for (let i = 0; i < 30; i += 1) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 429, data: null, message: '请求过于频繁，请稍后再试', success: false });
    // Reads are not limited by it.
    expect((await app.inject('/api/config/queryFront')).statusCode).toBe(200);
  });
});
