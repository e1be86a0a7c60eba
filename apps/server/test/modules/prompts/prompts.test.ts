import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db/index.js';
import { createTestApp } from '../../../src/testing/testApp.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const categories = async (query: Record<string, string> = {}) => (await app.inject({ method: 'GET', url: '/api/category/list', query })).json().data;
const page = async (payload: object) => (await app.inject({ method: 'POST', url: '/api/aiprompt/page', payload })).json().data;

describe('the prompt library', () => {
  it('lists the enabled categories in order, by type, to visitors', async () => {
    expect((await categories()).rows.map((row: { name: string }) => row.name)).toEqual(['写作', '职场', '学习', '编程', '生活']);
    expect((await categories({ type: 'prompt' })).count).toBe(5);
    expect((await categories({ type: 'other' })).rows).toEqual([]);
  });

  it('pages prompts by category and by every word of a keyword (wildcards match as typed); a disabled category hides its prompts', async () => {
    const all = await page({ page: 1, size: 100 });
    expect(all.count).toBe(12);
    expect(all.rows[0]).toMatchObject({ id: expect.any(Number), title: '文章润色', categoryId: 1, promptEn: expect.stringContaining('Polish') });
    expect((await page({ page: 2, size: 5 })).rows).toHaveLength(5);
    expect((await page({ page: 1, size: 20, categoryId: 2 })).rows.map((row: { title: string }) => row.title)).toEqual(['周报生成', '邮件回复', '会议纪要']);
    expect((await page({ keyword: '周报 结构' })).rows.map((row: { title: string }) => row.title)).toEqual(['周报生成']);
    expect((await page({ keyword: 'sql' })).rows.map((row: { title: string }) => row.title)).toEqual(['SQL 生成']);
    expect((await page({ keyword: '%' })).count).toBe(0);
    await app.database.db.update(schema.promptCategories).set({ enabled: false }).where(eq(schema.promptCategories.id, 5));
    expect((await page({ page: 1, size: 100 })).count).toBe(10);
    expect((await categories()).count).toBe(4);
  });
});
