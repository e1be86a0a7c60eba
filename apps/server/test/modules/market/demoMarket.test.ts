import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db/index.js';
import { seedDemoMarket } from '../../../src/modules/market/index.js';
import { createTestApp } from '../../../src/testing/testApp.js';

let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

describe('demo mode’s market samples', () => {
  it('with no proxy configured, 36 shared drawings (示例) by 灵犀示例 fill the market once, their pictures stored', async () => {
    expect(app.drawSettings.demoMode).toBe(true);
    expect(await seedDemoMarket(app)).toBe(36);
    expect(await seedDemoMarket(app)).toBe(0);
    const page = (await app.inject({ method: 'GET', url: '/api/midjourney/getList', query: { sort: 'new', size: '60' } })).json().data;
    expect(page.rows).toHaveLength(36);
    expect(page.rows[0]).toMatchObject({ sample: true, nickname: '灵犀示例', status: 'approved', agreeNum: 0 });
    const found = (await app.inject({ method: 'GET', url: '/api/midjourney/getList', query: { keyword: '水墨' } })).json().data.rows;
    expect(found).toHaveLength(3);
    const [first] = await app.database.db.select().from(schema.drawings).where(eq(schema.drawings.id, page.rows[0].id));
    expect(await app.fileStore.open(first!.thumbKey!)).not.toBeNull();
  });

  it('a configured proxy means no samples', async () => {
    const other = await createTestApp();
    try {
      await other.configStore.setMany({ mjProxyHost: 'http://127.0.0.1:9' });
      expect(await seedDemoMarket(other)).toBe(0);
    } finally {
      await other.close();
    }
  });
});
