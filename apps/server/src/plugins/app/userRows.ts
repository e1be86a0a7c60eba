import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { schema } from '../../db/index.js';
import { NotifiedCache } from '../../domain/cache/notifiedCache.js';
import { shanghaiDate } from '../../domain/shanghaiDate.js';

/** A user's row as every request reads it: the users row, and whether they checked in on `day` (Asia/Shanghai). */
type UserRow = typeof schema.users.$inferSelect & { isSignIn: boolean; day: string };

interface UserRows {
  /** The user's row at `now` (from memory while the database has announced no change to it), or undefined. */
  get: (userId: number, now: Date) => Promise<UserRow | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    userRows: UserRows;
  }
}

/** The channel of drizzle/0013_user_change_notify.sql's triggers (users, sign_ins): the payload is the user's id. */
const channel = 'lx_user_changed';
const kept = 20_000;

/**
 * Users' rows kept in memory: auth reads one on every authenticated request and getInfo on every page load. A trigger on
 * users and sign_ins announces each change (pg_notify, LISTENed by every instance), so every writer — the ledger,
 * check-in, orders, the chat charge, another instance — drops the copy without remembering to; a read after a write of
 * this process waits until that write's announcement is in (`delivered`).
 */
export default fp(
  async function userRows(app: FastifyInstance) {
    const { db } = app.database;
    const cache = new NotifiedCache<number, UserRow, Date>({
      max: kept,
      delivered: app.database.delivered,
      fresh: (row, now) => row.day === shanghaiDate(now),
      load: async (userId, now) => {
        const day = shanghaiDate(now);
        // The id is a value, not a column: drizzle writes a single-table select's columns unqualified, so `users.id` in the
        // subquery would read its own `sign_ins.id`.
        const [row] = await db
          .select({
            ...getTableColumns(schema.users),
            isSignIn: sql<boolean>`exists (select 1 from ${schema.signIns} where ${schema.signIns.userId} = ${userId} and ${schema.signIns.signInDate} = ${day})`,
          })
          .from(schema.users)
          .where(eq(schema.users.id, userId));
        return row && { ...row, day };
      },
    });
    const unlisten = await app.database.listen(channel, {
      notify: (payload) => {
        const userId = Number(payload);
        if (Number.isSafeInteger(userId)) cache.changed(userId);
        else cache.live(true);
      },
      live: (on, error) => {
        cache.live(on);
        if (!on) app.log.warn({ err: error }, 'user change notifications are off: users are read from the database until they resume');
      },
    });
    // At close the database may be gone first: nothing is left to unsubscribe from then.
    app.addHook('onClose', async () => unlisten().catch(() => undefined));
    app.decorate('userRows', { get: (userId, now) => cache.get(userId, now) });
  },
  { name: 'user-rows', dependencies: ['database'] },
);
