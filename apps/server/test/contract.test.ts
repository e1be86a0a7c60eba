import { ApiError, createApiClient, typedApi } from '@lingxi/api-client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../src/testing/testApp';

let app: FastifyInstance;
let api: ReturnType<typeof typedApi>;

beforeAll(async () => {
  app = await createTestApp();
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  api = typedApi(createApiClient({ baseUrl: `${address}/api`, getFingerprint: () => 3000000000012 }));
});
afterAll(() => app.close());

describe('the generated client against the running server', () => {
  it('reads public configuration with typed replies', async () => {
    const config = await api.get('/config/queryFront', { query: { domain: 'lingxi.example' } });
    expect(config.siteName).toBe('灵犀');
    const picked = await api.post('/config/query', { json: { keys: ['siteName', 'payHupiSecret'] } });
    expect(picked).toEqual({ siteName: '灵犀' });
  });

  it('reads menus and notices', async () => {
    const menus = await api.get('/menu/list', { query: { menuPlatform: 1 } });
    expect(menus[0]?.menuName).toBe('AI 对话');
    const notice = await api.get('/config/notice');
    expect(notice.noticeTitle).toBe('欢迎使用灵犀');
  });

  it('turns a validation failure into an ApiError with the server message', async () => {
    const failure = api.get('/menu/list', { query: { menuPlatform: 7 }, silent: true });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 400, message: '参数 menuPlatform 不能大于 1' });
  });

  it('rejects unknown paths at compile time', () => {
    // @ts-expect-error: not a route of the contract
    const call = () => api.get('/config/nope');
    expect(typeof call).toBe('function');
  });
});
