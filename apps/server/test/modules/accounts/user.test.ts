import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { createTestApp } from '../../../src/testing/testApp';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  await app.database.db.update(schema.users).set({ inviteCode: 'LX2026ab' }).where(eq(schema.users.username, 'admin'));
});
afterAll(() => app.close());

const visit = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/user/inviteLink', payload: payload as object, headers });
const visits = async () => (await app.database.db.select().from(schema.users).where(eq(schema.users.username, 'admin')))[0]?.inviteLinkCount;

describe('POST /api/user/inviteLink', () => {
  it('counts a visit for the code’s owner, and answers an unknown code the same way', async () => {
    const before = await visits();
    const known = await visit({ code: 'LX2026ab' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ code: 200, data: null, message: '请求成功', success: true });
    expect(await visits()).toBe((before ?? 0) + 1);
    const unknown = await visit({ code: 'nobody' });
    expect(unknown.json()).toEqual(known.json());
    expect(await visits()).toBe((before ?? 0) + 1);
  });

  it.each([
    [{}, '缺少参数 code'],
    [{ code: '' }, '参数 code 长度不能少于 1'],
    [{ code: 'x'.repeat(65) }, '参数 code 长度不能超过 64'],
    [{ code: 12345 }, null],
    [{ code: 'a b' }, null],
    [{ code: "x' or 1=1 --" }, null],
  ])('refuses %j with a 400 in the envelope', async (payload, message) => {
    const reply = await visit(payload);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: 400, success: false, data: null });
    if (message) expect(reply.json().message).toBe(message);
  });

  it('ignores an undeclared field, as every public route does (the tolerance rule)', async () => {
    expect((await visit({ code: 'ok', extra: 1 })).json()).toMatchObject({ code: 200, success: true });
  });

  it('limits a flood from one address', async () => {
    const replies = await Promise.all(Array.from({ length: 25 }, () => visit({ code: 'nobody' }, { 'x-forwarded-for': '203.0.113.9' })));
    expect(replies.some((reply) => reply.statusCode === 429)).toBe(true);
    expect(replies.find((reply) => reply.statusCode === 429)?.json()).toMatchObject({ code: 429, success: false });
  });
});
