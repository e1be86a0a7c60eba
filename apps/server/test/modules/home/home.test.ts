import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db/index.js';
import { createTestApp, ManualClock, operatorToken } from '../../../src/testing/testApp.js';
import { appsKit } from '../apps/appsTestKit.js';

let app: FastifyInstance;
let adminToken: string;
const clock = new ManualClock(new Date());
beforeAll(async () => {
  app = await createTestApp({ clock });
  adminToken = await operatorToken(app);
});
afterAll(async () => app?.close());

const { call, createUser, fields, approve } = appsKit(
  () => app,
  () => adminToken,
);
const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

describe('the home page’s slots (/index-rec)', () => {
  it('shows the enabled slots scheduled now in order, an app’s only while it is listed, and leaves a tag out of the carousel', async () => {
    const author = await createUser();
    const listed = (await call('POST', '/app/customApp', author.token, fields({ name: '首页推荐' }))).json().data.id as number;
    await approve(listed);
    const hidden = (await call('POST', '/app/customApp', author.token, fields({ name: '私有应用', public: false }))).json().data.id as number;
    const hour = 3_600_000;
    const now = clock.now().getTime();
    await app.database.db.insert(schema.homeSlots).values([
      { kind: 'rec', title: '推荐应用', appId: listed, sort: 2 },
      { kind: 'rec', title: '私有的', appId: hidden, sort: 1 },
      { kind: 'rec', title: '去画画', target: '/draw', image: '/uploads/home/a.png', sort: 3 },
      { kind: 'swiper', title: '新春活动', image: '/uploads/home/b.png', target: '/app-store', sort: 2, tagId: 7 },
      { kind: 'swiper', title: '会员特惠', image: '/uploads/home/c.png', target: '/member', sort: 1 },
      { kind: 'swiper', title: '明天开始', image: '/uploads/home/d.png', target: '/', startsAt: new Date(now + hour) },
      { kind: 'swiper', title: '已结束', image: '/uploads/home/e.png', target: '/', endsAt: new Date(now - hour) },
      { kind: 'swiper', title: '停用的', image: '/uploads/home/f.png', target: '/', enabled: false },
    ]);

    const rec = (await call('GET', '/index-rec/rec-get')).json().data.rows;
    expect(titles(rec)).toEqual(['推荐应用', '去画画']);
    expect(rec[0].app).toMatchObject({ id: listed, name: '首页推荐', catName: '写作助手' });
    const carousel = async (query: Record<string, string>) => (await call('GET', '/index-rec/page', undefined, { type: 'swiper', ...query })).json().data;
    expect(titles((await carousel({})).rows)).toEqual(['会员特惠', '新春活动']);
    expect(titles((await carousel({ notInTagId: '7' })).rows)).toEqual(['会员特惠']);
    expect((await carousel({ page: '2', size: '1' })).rows).toHaveLength(1);
    clock.advance(2 * hour);
    expect(titles((await carousel({})).rows)).toEqual(['明天开始', '会员特惠', '新春活动']);
    expect((await call('GET', '/index-rec/page', undefined, { type: 'other' })).statusCode).toBe(400);
  });
});
