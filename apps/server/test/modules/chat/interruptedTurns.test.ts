import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db/index.js';
import { reserveTurn } from '../../../src/modules/chat/chatCharge.js';
import { settleInterruptedTurns } from '../../../src/modules/chat/interruptedTurns.js';
import { findLedgerMismatches } from '../../../src/modules/economy/reconcileLedger.js';
import { startChatHarness } from './chatTestKit.js';

let h: Awaited<ReturnType<typeof startChatHarness>>;
beforeAll(async () => {
  h = await startChatHarness();
});
afterAll(async () => h.close());

/** A turn as chat-process writes it before streaming (question, answer `streaming`, the charge), by `instanceId`. */
async function turnBy(instanceId: string, user: { id: number; token: string }) {
  const groupId = await h.newGroup(user.token);
  const model = await h.model('灵犀 Pro');
  const reservation = await reserveTurn(
    h.app.database.db,
    { userId: user.id, member: false, groupId, model, question: { content: '你好', fileId: null }, replaces: null, instanceId },
    new Date(),
  );
  if (!reservation.matched) throw new Error('not reserved');
  return { groupId, chatLogId: reservation.reserved.chatLogId, price: model.deduct };
}
const statusOf = async (chatLogId: number) =>
  (await h.app.database.db.select({ status: schema.chatLogs.status }).from(schema.chatLogs).where(eq(schema.chatLogs.id, chatLogId)))[0]?.status;

describe('answers interrupted by a crash', () => {
  it('are settled once however many instances sweep at once: interrupted, the charge refunded, the ledger whole', async () => {
    const user = await h.createUser({ score: 100 });
    const turns = [];
    for (let i = 0; i < 3; i++) turns.push(await turnBy('crashed-instance', user));
    const price = turns[0]!.price;
    expect(await h.balance(user.id)).toBe(100 - 3 * price);

    const sweeps = await Promise.all([1, 2, 3, 4].map(() => settleInterruptedTurns(h.app.database.db, h.app.instance)));
    const settled = sweeps.flat().filter((turn) => turn.userId === user.id);
    expect(settled.map((turn) => turn.chatLogId).sort()).toEqual(turns.map((turn) => turn.chatLogId).sort());
    expect(settled.every((turn) => turn.refunded === price)).toBe(true);
    expect(await h.balance(user.id)).toBe(100);
    for (const turn of turns) expect(await statusOf(turn.chatLogId)).toBe('interrupted');
    const refunds = await h.app.database.db.select().from(schema.pointsLedger).where(eq(schema.pointsLedger.reason, 'chatRefund'));
    expect(refunds.filter((row) => row.userId === user.id)).toHaveLength(3);
    expect(await findLedgerMismatches(h.app.database.db)).toEqual([]);

    // Listed as such, and a sweep later finds nothing more to do.
    const list = (await h.call('GET', '/chatlog/chatList', user.token, undefined, { groupId: String(turns[0]!.groupId) })).json().data;
    expect(list.at(-1)).toMatchObject({ role: 'assistant', status: 'interrupted' });
    expect((await settleInterruptedTurns(h.app.database.db, h.app.instance)).filter((turn) => turn.userId === user.id)).toEqual([]);
  });

  it('leave the answers of a live instance alone, and settle those of an instance silent for too long', async () => {
    const user = await h.createUser({ score: 100 });
    const live = await turnBy(h.app.instance.id, user);
    await h.app.database.db.insert(schema.serverInstances).values({ id: 'silent-instance' });
    const silent = await turnBy('silent-instance', user);
    await settleInterruptedTurns(h.app.database.db, h.app.instance);
    expect(await statusOf(live.chatLogId)).toBe('streaming');
    expect(await statusOf(silent.chatLogId)).toBe('streaming');

    await h.app.database.db
      .update(schema.serverInstances)
      .set({ heartbeatAt: sql`now() - make_interval(secs => ${h.app.instance.staleAfterSeconds + 1}::integer)` })
      .where(eq(schema.serverInstances.id, 'silent-instance'));
    await settleInterruptedTurns(h.app.database.db, h.app.instance);
    expect(await statusOf(silent.chatLogId)).toBe('interrupted');
    expect(await statusOf(live.chatLogId)).toBe('streaming');
    expect(await h.balance(user.id)).toBe(100 - live.price);
  });

  it('may be asked again: regenerating an interrupted answer streams a new one', async () => {
    const user = await h.createUser({ score: 100 });
    const turn = await turnBy('crashed-instance-2', user);
    await settleInterruptedTurns(h.app.database.db, h.app.instance);
    const { frames } = await h.chat(user.token, { groupId: turn.groupId, regenerate: true });
    expect(frames.at(-1)).toMatchObject({ type: 'end' });
    expect((await h.logs(turn.groupId)).map((row) => row.status)).toEqual(['done', 'done']);
  });
});
