import { eq, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { createTestApp, ManualClock } from '../../../src/testing/testApp';

// One server for the file; every test uses a new user.
let app: FastifyInstance;
// 2026-06-01 12:00 in Shanghai.
const clock = new ManualClock(new Date('2026-06-01T04:00:00Z'));
beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(async () => app.close());

let serial = 0;
async function newUser() {
  const [user] = await app.database.db
    .insert(schema.users)
    .values({ username: `signer${++serial}x` })
    .returning();
  return { id: user!.id, token: await app.tokens.sign({ userId: user!.id, version: 0 }) };
}
const call = (method: 'GET' | 'POST', url: string, token: string) => app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${token}` } });
const balanceOf = async (userId: number) => {
  const [user] = await app.database.db.select().from(schema.users).where(eq(schema.users.id, userId));
  const [ledger] = await app.database.db
    .select({ total: sum(schema.pointsLedger.delta) })
    .from(schema.pointsLedger)
    .where(eq(schema.pointsLedger.userId, userId));
  return { score: user!.score, ledger: Number(ledger?.total ?? 0), consecutiveDays: user!.consecutiveDays };
};

describe('POST /signin/sign', () => {
  it('awards the configured points once a day, with a clear message the second time', async () => {
    const { id, token } = await newUser();
    const first = await call('POST', '/signin/sign', token);
    expect(first.json()).toMatchObject({ code: 200, data: 5, message: '签到成功！' });
    const second = await call('POST', '/signin/sign', token);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('今日已签到，明天再来吧');
    expect(await balanceOf(id)).toEqual({ score: 5, ledger: 5, consecutiveDays: 1 });
    expect((await call('GET', '/auth/getInfo', token)).json().data.isSignIn).toBe(true);
  });

  it('rewards once when ten check-ins arrive at the same time', async () => {
    const { id, token } = await newUser();
    const replies = await Promise.all(Array.from({ length: 10 }, () => call('POST', '/signin/sign', token)));
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    expect(await balanceOf(id)).toEqual({ score: 5, ledger: 5, consecutiveDays: 1 });
  });

  it('counts consecutive Shanghai days and restarts after a gap', async () => {
    const { id, token } = await newUser();
    const start = clock.now().getTime();
    try {
      await call('POST', '/signin/sign', token);
      // 23:59 the same Shanghai day is still the same day; 00:00 is the next.
      clock.advance(11 * 60 * 60_000 + 59 * 60_000);
      expect((await call('POST', '/signin/sign', token)).statusCode).toBe(400);
      clock.advance(60_000);
      expect((await call('POST', '/signin/sign', token)).statusCode).toBe(200);
      expect((await balanceOf(id)).consecutiveDays).toBe(2);
      clock.advance(2 * 24 * 60 * 60_000);
      await call('POST', '/signin/sign', token);
      expect(await balanceOf(id)).toEqual({ score: 15, ledger: 15, consecutiveDays: 1 });
    } finally {
      clock.advance(start - clock.now().getTime());
    }
  });

  it('needs a login', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/signin/sign' })).statusCode).toBe(401);
  });
});

describe('GET /signin/signinLog', () => {
  it('lists every day of this Shanghai month with whether the user signed', async () => {
    const { token } = await newUser();
    await call('POST', '/signin/sign', token);
    const log: { signInDate: string; isSigned: boolean }[] = (await call('GET', '/signin/signinLog', token)).json().data;
    expect(log).toHaveLength(30);
    expect(log[0]).toEqual({ signInDate: '2026-06-01', isSigned: true });
    expect(log.filter((day) => day.isSigned)).toHaveLength(1);
    expect(log.at(-1)).toEqual({ signInDate: '2026-06-30', isSigned: false });
  });
});
