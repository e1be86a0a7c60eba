import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../src/testing/testApp';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('GET /api/menu/list', () => {
  it('lists the sidebar (1) and the mobile bar (0) in order', async () => {
    const side = (await app.inject('/api/menu/list?menuPlatform=1')).json();
    expect(side).toMatchObject({ code: 200, success: true });
    expect(side.data.map((entry: { menuPath: string }) => entry.menuPath).slice(0, 4)).toEqual(['/chat', '/app-store', '/knowledge', '/draw']);
    expect(side.data[0]).toEqual(expect.objectContaining({ menuName: 'AI 对话', pId: 0, menuIframeUrl: '', isNeedAuth: false }));
    const mobile = (await app.inject('/api/menu/list?menuPlatform=0')).json();
    expect(mobile.data).toHaveLength(4);
    expect(mobile.data.every((entry: { menuPlatform: number }) => entry.menuPlatform === 0)).toBe(true);
  });

  it.each([
    ['', '缺少参数 menuPlatform'],
    ['?menuPlatform=2', '参数 menuPlatform 不能大于 1'],
    ['?menuPlatform=-1', '参数 menuPlatform 不能小于 0'],
    ['?menuPlatform=side', '参数 menuPlatform 类型错误，应为 integer'],
  ])('rejects %s', async (query, message) => {
    const reply = await app.inject(`/api/menu/list${query}`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ code: 400, data: null, message, success: false });
  });
});
