import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { createTestApp, ManualClock, operatorToken } from '../../../src/testing/testApp';

let app: FastifyInstance;
let token: string;
const clock = new ManualClock(new Date('2026-06-01T04:00:00Z'));

interface AuditReply {
  rows: { id: number; action: string; target: string; operatorName: string | null; createdAt: string }[];
  total: number;
  next: number | null;
}

const audit = async (query = '') => {
  const reply = await app.inject({ url: `/api/admin/audit${query}`, headers: { authorization: `Bearer ${token}` } });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as AuditReply;
};

beforeAll(async () => {
  app = await createTestApp({ clock });
  token = await operatorToken(app);
  const [admin] = await app.database.db.select().from(schema.users);
  // 45 rows over two Shanghai days: 2026-06-01 (UTC 04:00 is 12:00 there) and 2026-06-02.
  const rows = Array.from({ length: 45 }, (_, index) => ({
    operatorId: index % 3 === 0 ? null : admin!.id,
    action: index % 2 === 0 ? 'auth.loginFailed' : 'goods.update',
    target: `goods:${index}`,
    address: '10.0.0.1',
    requestId: `r${index}`,
    createdAt: new Date(Date.parse('2026-06-01T04:00:00Z') + (index < 30 ? 0 : 86_400_000) + index * 1000),
  }));
  await app.database.db.insert(schema.adminAudit).values(rows);
});
afterAll(async () => app.close());

describe('GET /api/admin/audit', () => {
  it('lists newest first, 30 a page, and pages by the last id seen until the end', async () => {
    const first = await audit();
    expect(first.total).toBe(45);
    expect(first.rows).toHaveLength(30);
    expect(first.rows[0]!.target).toBe('goods:44');
    expect(first.rows.map((row) => row.id)).toEqual([...first.rows.map((row) => row.id)].sort((a, b) => b - a));
    const second = await audit(`?before=${first.next}`);
    expect(second.rows).toHaveLength(15);
    expect(second.next).toBeNull();
    expect(new Set([...first.rows, ...second.rows].map((row) => row.id)).size).toBe(45);
  });

  it('filters by an action, by a family of actions, and by Shanghai days', async () => {
    expect((await audit('?action=goods.update')).total).toBe(22);
    expect((await audit('?action=auth.')).total).toBe(23);
    expect((await audit('?action=goods.')).rows.every((row) => row.action.startsWith('goods.'))).toBe(true);
    expect((await audit('?from=2026-06-02')).total).toBe(15);
    expect((await audit('?to=2026-06-01')).total).toBe(30);
    expect((await audit('?from=2026-06-03')).rows).toEqual([]);
  });

  it('names the operator, and no one for a failed login under an unknown name', async () => {
    const { rows } = await audit('?size=3');
    expect(rows.map((row) => row.operatorName)).toEqual(['admin', 'admin', null]);
  });

  it('refuses a malformed filter with the field named', async () => {
    for (const query of ['?from=2026-6-1', '?action=a;drop', '?size=101']) {
      const reply = await app.inject({ url: `/api/admin/audit${query}`, headers: { authorization: `Bearer ${token}` } });
      expect(reply.statusCode, query).toBe(400);
    }
  });
});

// Last: the export adds its own audit row, which the counts above do not expect.
describe('GET /api/admin/audit/export', () => {
  it('streams the filtered rows as CSV newest first, formulas defused, and audits the export inside the file', async () => {
    await app.database.db
      .insert(schema.adminAudit)
      .values({ action: 'goods.update', target: '=HYPERLINK("x")', address: '10.0.0.2', requestId: 'rx', after: { name: '+1' } });
    const reply = await app.inject({ url: '/api/admin/audit/export?action=goods.', headers: { authorization: `Bearer ${token}` } });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...lines] = reply.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(header).toBe('id,createdAt,operatorId,operatorName,action,target,before,after,reason,address,requestId');
    expect(lines).toHaveLength(23);
    expect(lines[0]).toContain(`'=HYPERLINK(""x"")`);
    expect(lines[0]).toContain('"{""name"":""+1""}"');
    expect(lines.at(-1)).toContain('goods:1,');

    const all = await app.inject({ url: '/api/admin/audit/export', headers: { authorization: `Bearer ${token}` } });
    expect(all.body).toContain(',audit.export,');
  });

  it('is for operators only and checks its filters', async () => {
    expect((await app.inject({ url: '/api/admin/audit/export' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/admin/audit/export?to=yesterday', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(400);
  });
});
