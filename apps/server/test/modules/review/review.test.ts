import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import type { Executor } from '../../../src/db/executor';
import { DomainError } from '../../../src/domain/errors';
import type { ReviewItem } from '../../../src/modules/review';
import { createTestApp, operatorToken, testAdminPassword } from '../../../src/testing/testApp';

let app: FastifyInstance;
let token: string;
/** What the test kind's hooks saw: the item, and its status as read in the hook's transaction. */
const calls: { hook: 'approved' | 'rejected'; item: ReviewItem; statusInTransaction: string | undefined }[] = [];
/** A target whose approval the test kind refuses (its hook throws): the decision must roll back. */
const refusedTarget = 'refuse-me';

beforeAll(async () => {
  app = await createTestApp();
  const record = (hook: 'approved' | 'rejected') => async (tx: Executor, item: ReviewItem) => {
    const [row] = await tx.select({ status: schema.reviewItems.status }).from(schema.reviewItems).where(eq(schema.reviewItems.id, item.id));
    calls.push({ hook, item, statusInTransaction: row?.status });
    if (item.targetId === refusedTarget) throw new DomainError({ zh: '测试：发布失败', en: 'test: publishing failed' });
  };
  app.review.registerKind('test', { onApproved: record('approved'), onRejected: record('rejected') });
  for (const kind of ['other', 'listed']) app.review.registerKind(kind, { onApproved: async () => {}, onRejected: async () => {} });
  token = await operatorToken(app);
});
afterAll(async () => app.close());

let address = 0;
const call = (method: 'GET' | 'POST', url: string, { payload, grant }: { payload?: object; grant?: string } = {}) =>
  app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    remoteAddress: `10.17.${Math.floor(++address / 250)}.${address % 250}`,
    headers: { authorization: `Bearer ${token}`, ...(grant ? { 'x-admin-grant': grant } : {}) },
  });
const grantFor = async (url: string, body: object) =>
  (await call('POST', '/api/admin/auth/confirm', { payload: { method: 'POST', path: url, body, password: testAdminPassword, reason: '优质应用奖励' } })).json()
    .data.grant as string;

let serial = 0;
async function createUser() {
  const [user] = await app.database.db
    .insert(schema.users)
    .values({ username: `author${++serial}x${Date.now() % 100_000}` })
    .returning();
  return user!;
}
const submit = (values: { kind?: string; targetId?: string; authorId: number | null; snapshot?: Record<string, unknown> }) =>
  app.review.submit(app.database.db, { kind: 'test', targetId: `t${++serial}`, snapshot: { name: `应用${serial}` }, ...values });
const itemOf = async (id: number) => (await app.database.db.select().from(schema.reviewItems).where(eq(schema.reviewItems.id, id)))[0]!;
const ledgerOf = (id: number) =>
  app.database.db
    .select()
    .from(schema.pointsLedger)
    .where(and(eq(schema.pointsLedger.reason, 'review'), eq(schema.pointsLedger.reference, `review:${id}`)));
const auditOf = (id: number) =>
  app.database.db
    .select()
    .from(schema.adminAudit)
    .where(eq(schema.adminAudit.target, `review:${id}`));
const scoreOf = async (userId: number) => (await app.database.db.select().from(schema.users).where(eq(schema.users.id, userId)))[0]!.score;

describe('submitting for review (app.review.submit)', () => {
  it('queues a pending item; a resubmission while it is pending replaces its snapshot, not a second row', async () => {
    const author = await createUser();
    const first = await submit({ targetId: 'app-1', authorId: author.id, snapshot: { name: '周报助手', preset: '第一版' } });
    expect(first).toMatchObject({ kind: 'test', targetId: 'app-1', authorId: author.id, status: 'pending', rewardPoints: 0, reason: '' });
    const again = await submit({ targetId: 'app-1', authorId: author.id, snapshot: { name: '周报助手', preset: '第二版' } });
    expect(again.id).toBe(first.id);
    const rows = await app.database.db.select().from(schema.reviewItems).where(eq(schema.reviewItems.targetId, 'app-1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.snapshot).toEqual({ name: '周报助手', preset: '第二版' });
  });

  it('queues a new item once the previous one was decided; another kind of the same target is its own item', async () => {
    const author = await createUser();
    const first = await submit({ targetId: 'app-2', authorId: author.id });
    expect((await call('POST', `/api/admin/review/${first.id}/reject`, { payload: { reason: '描述不清楚' } })).statusCode).toBe(200);
    const second = await submit({ targetId: 'app-2', authorId: author.id });
    expect(second.id).not.toBe(first.id);
    expect(second.status).toBe('pending');
    expect((await submit({ kind: 'other', targetId: 'app-2', authorId: author.id })).id).not.toBe(second.id);
  });

  it('refuses a kind no module registered', async () => {
    await expect(submit({ kind: 'nobody', authorId: null })).rejects.toThrow('review kind nobody is not registered');
  });
});

describe('GET /api/admin/review', () => {
  it('lists newest first with the author’s name and the snapshot’s name, filtered by status and kind, paged by the last id', async () => {
    const author = await createUser();
    const items = [];
    for (let i = 0; i < 3; i++) items.push(await submit({ kind: 'listed', authorId: author.id, snapshot: { title: `标题${i}` } }));
    const list = (await call('GET', '/api/admin/review?kind=listed&status=pending&size=2')).json().data;
    expect(list.kinds).toEqual(['app', 'drawing', 'listed', 'other', 'test']);
    expect(list.total).toBe(3);
    expect(list.rows.map((row: { id: number }) => row.id)).toEqual([items[2]!.id, items[1]!.id]);
    expect(list.rows[0]).toEqual({
      id: items[2]!.id,
      kind: 'listed',
      targetId: items[2]!.targetId,
      authorId: author.id,
      authorName: author.username,
      title: '标题2',
      status: 'pending',
      reason: '',
      rewardPoints: 0,
      reviewerId: null,
      reviewerName: null,
      reviewedAt: null,
      createdAt: expect.any(String),
    });
    expect(list.next).toBe(items[1]!.id);
    const next = (await call('GET', `/api/admin/review?kind=listed&status=pending&size=2&before=${list.next}`)).json().data;
    expect(next.rows.map((row: { id: number }) => row.id)).toEqual([items[0]!.id]);
    expect(next.next).toBeNull();

    await call('POST', `/api/admin/review/${items[0]!.id}/approve`);
    const approved = (await call('GET', '/api/admin/review?kind=listed&status=approved')).json().data;
    expect(approved.rows).toMatchObject([{ id: items[0]!.id, status: 'approved', reviewerName: 'admin', reviewedAt: expect.any(String) }]);
    expect((await call('GET', '/api/admin/review?status=rejected&kind=listed')).json().data.total).toBe(0);
    expect((await call('GET', '/api/admin/review?status=maybe')).statusCode).toBe(400);
  });

  it('gives one item with its snapshot; 404 for an unknown id', async () => {
    const author = await createUser();
    const snapshot = { name: '翻译官', preset: '第一行\n第二行', coverImg: 'https://example.com/a.png', demoData: ['你好', '再见'] };
    const item = await submit({ authorId: author.id, snapshot });
    expect((await call('GET', `/api/admin/review/${item.id}`)).json().data).toMatchObject({
      id: item.id,
      snapshot,
      authorName: author.username,
      title: '翻译官',
    });
    const missing = await call('GET', '/api/admin/review/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('审核项不存在');
  });
});

describe('approving', () => {
  it('approves without a reward: the kind’s hook runs in the transaction, no ledger row, audited; a second decision is 409', async () => {
    const author = await createUser();
    const item = await submit({ authorId: author.id });
    const reply = await call('POST', `/api/admin/review/${item.id}/approve`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ message: '已通过', data: { id: item.id, status: 'approved', rewardPoints: 0, reviewerName: 'admin' } });
    expect(calls.at(-1)).toMatchObject({ hook: 'approved', item: { id: item.id, status: 'approved' }, statusInTransaction: 'approved' });
    expect(await ledgerOf(item.id)).toEqual([]);
    expect(await auditOf(item.id)).toMatchObject([
      { action: 'review.approve', before: { status: 'pending' }, after: { status: 'approved', kind: 'test', targetId: item.targetId, rewardPoints: 0 } },
    ]);
    const again = await call('POST', `/api/admin/review/${item.id}/reject`, { payload: { reason: '迟到的驳回' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('该审核项已通过，不能重复处理，请刷新后查看');
    expect((await call('POST', '/api/admin/review/999999/approve')).statusCode).toBe(404);
  });

  it('needs the two-step confirmation to reward the author', async () => {
    const author = await createUser();
    const item = await submit({ authorId: author.id });
    const reply = await call('POST', `/api/admin/review/${item.id}/approve-rewarded`, { payload: { rewardPoints: 50 } });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().message).toBe('需要二次确认');
    expect((await itemOf(item.id)).status).toBe('pending');
    const url = `/api/admin/review/${item.id}/approve-rewarded`;
    for (const rewardPoints of [0, -5, 1.5, 1_000_001]) {
      const body = { rewardPoints };
      expect((await call('POST', url, { payload: body, grant: await grantFor(url, body) })).statusCode, String(rewardPoints)).toBe(400);
    }
  });

  it('rewards the author once for 10 concurrent confirmed approvals: one ledger row, the balance up once, one audit row', async () => {
    const author = await createUser();
    const item = await submit({ authorId: author.id });
    const url = `/api/admin/review/${item.id}/approve-rewarded`;
    const body = { rewardPoints: 88 };
    const grants = [];
    for (let i = 0; i < 10; i++) grants.push(await grantFor(url, body));
    const replies = await Promise.all(grants.map((grant) => call('POST', url, { payload: body, grant })));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(replies.find((reply) => reply.statusCode === 200)!.json()).toMatchObject({
      message: '已通过，并奖励作者 88 积分',
      data: { status: 'approved', rewardPoints: 88 },
    });
    expect(replies.find((reply) => reply.statusCode === 409)!.json().message).toBe('该审核项已通过，不能重复处理，请刷新后查看');
    expect(await ledgerOf(item.id)).toMatchObject([{ userId: author.id, delta: 88, balanceAfter: 88 }]);
    expect(await scoreOf(author.id)).toBe(88);
    expect(calls.filter((entry) => entry.item.id === item.id)).toHaveLength(1);
    expect(await auditOf(item.id)).toMatchObject([{ action: 'review.approve', reason: '优质应用奖励', after: { rewardPoints: 88, authorId: author.id } }]);
  });

  it('lets one of a concurrent approval and rejection win', async () => {
    const author = await createUser();
    const item = await submit({ authorId: author.id });
    const replies = await Promise.all([
      call('POST', `/api/admin/review/${item.id}/approve`),
      call('POST', `/api/admin/review/${item.id}/reject`, { payload: { reason: '不符合规范' } }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(item.id)).toHaveLength(1);
  });

  it('refuses to reward an item without an author, and changes nothing', async () => {
    const item = await submit({ authorId: null });
    const url = `/api/admin/review/${item.id}/approve-rewarded`;
    const reply = await call('POST', url, { payload: { rewardPoints: 10 }, grant: await grantFor(url, { rewardPoints: 10 }) });
    expect(reply.json()).toMatchObject({ success: false, message: '该提交没有作者，不能奖励积分' });
    expect((await itemOf(item.id)).status).toBe('pending');
    expect(await auditOf(item.id)).toEqual([]);
  });

  it('rolls the whole decision back when the kind’s hook throws: still pending, no reward, no audit row', async () => {
    const author = await createUser();
    const item = await submit({ targetId: refusedTarget, authorId: author.id });
    const url = `/api/admin/review/${item.id}/approve-rewarded`;
    const reply = await call('POST', url, { payload: { rewardPoints: 30 }, grant: await grantFor(url, { rewardPoints: 30 }) });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('测试：发布失败');
    expect(calls.at(-1)).toMatchObject({ hook: 'approved', item: { id: item.id }, statusInTransaction: 'approved' });
    expect(await itemOf(item.id)).toMatchObject({ status: 'pending', rewardPoints: 0, reviewerId: null, reviewedAt: null });
    expect(await ledgerOf(item.id)).toEqual([]);
    expect(await scoreOf(author.id)).toBe(0);
    expect(await auditOf(item.id)).toEqual([]);
    // Rejecting it runs the other hook, which lets it through.
    await app.database.db.update(schema.reviewItems).set({ targetId: 'fixed' }).where(eq(schema.reviewItems.id, item.id));
    expect((await call('POST', `/api/admin/review/${item.id}/reject`, { payload: { reason: '请修改后重新提交' } })).statusCode).toBe(200);
  });
});

describe('POST /api/admin/review/:id/reject', () => {
  it('needs a reason that is not blank', async () => {
    const author = await createUser();
    const item = await submit({ authorId: author.id });
    const url = `/api/admin/review/${item.id}/reject`;
    expect((await call('POST', url, { payload: {} })).statusCode).toBe(400);
    const blank = await call('POST', url, { payload: { reason: '  \n ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('请填写驳回原因');
    expect((await itemOf(item.id)).status).toBe('pending');
  });

  it('rejects with the reason: the kind’s hook runs in the transaction, nothing is credited, audited', async () => {
    const author = await createUser();
    const item = await submit({ authorId: author.id });
    const reply = await call('POST', `/api/admin/review/${item.id}/reject`, { payload: { reason: '  含有违规内容 ' } });
    expect(reply.json()).toMatchObject({ message: '已驳回', data: { status: 'rejected', reason: '含有违规内容', rewardPoints: 0 } });
    expect(calls.at(-1)).toMatchObject({ hook: 'rejected', item: { id: item.id, reason: '含有违规内容' }, statusInTransaction: 'rejected' });
    expect(await ledgerOf(item.id)).toEqual([]);
    expect(await auditOf(item.id)).toMatchObject([{ action: 'review.reject', after: { status: 'rejected', reason: '含有违规内容' } }]);
  });
});
