import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { migrationsFolder } from '../../../src/db/embeddedSettings';
import { maxFailuresPerAccount } from '../../../src/modules/accounts/loginThrottle';
import { accountsApp, messageOf } from './accountTestKit';

let env: Awaited<ReturnType<typeof accountsApp>>;
beforeAll(async () => {
  env = await accountsApp();
});
afterAll(async () => env.close());

describe('usernames, case-insensitively', () => {
  it('are unique however they are spelt: Carol01 taken means carol01 is too, on register and on rename', async () => {
    expect((await env.kit.register('Carol01', 'secret1')).statusCode).toBe(200);
    expect(messageOf(await env.kit.register('carol01', 'secret2'))).toBe('用户名已存在');
    expect((await env.kit.register('dave001', 'secret1')).statusCode).toBe(200);
    const dave: string = (await env.kit.login('dave001', 'secret1')).json().data;
    expect(messageOf(await env.kit.post('/user/update', { username: 'CAROL01' }, dave))).toBe('用户名已存在');
  });

  it('log in exactly or in any case', async () => {
    expect((await env.kit.register('Erin001', 'secret1')).statusCode).toBe(200);
    for (const spelling of ['Erin001', 'erin001', 'ERIN001']) expect((await env.kit.login(spelling, 'secret1')).json().code, spelling).toBe(200);
  });

  it('share one login throttle across spellings', async () => {
    expect((await env.kit.register('Frank01', 'secret1')).statusCode).toBe(200);
    const spellings = ['Frank01', 'frank01', 'FRANK01', 'fRANK01', 'FrAnK01'];
    for (let failure = 0; failure < maxFailuresPerAccount; failure++) await env.kit.login(spellings[failure % spellings.length]!, 'wrong-1');
    expect((await env.kit.login('frank01', 'secret1')).statusCode).toBe(429);
  });

  it('the migration stops on names that differ only in case, listing them, and changes none', async () => {
    const statements = readFileSync(join(migrationsFolder, '0009_username_case_insensitive.sql'), 'utf8').split('--> statement-breakpoint');
    const db = env.app.database.db;
    /** Carries the migration's failure out of the transaction, which it rolls back. */
    class Stopped extends Error {
      constructor(
        readonly failure: unknown,
        readonly ids: number[],
      ) {
        super('stopped');
      }
    }
    const failure = await db
      .transaction(async (tx) => {
        await tx.execute(sql`drop index users_username_key`);
        const [a, b] = await tx
          .insert(schema.users)
          .values([{ username: 'Grace01' }, { username: 'grace01' }])
          .returning();
        try {
          for (const statement of statements) await tx.execute(sql.raw(statement));
        } catch (error) {
          throw new Stopped(error, [a!.id, b!.id]);
        }
        throw new Error('the migration ran over two names that differ only in case');
      })
      .catch((error: unknown) => (error instanceof Stopped ? { error: error.failure, ids: error.ids } : { error, ids: [] as number[] }));
    const message = String((failure.error as { cause?: { message?: string } }).cause?.message ?? (failure.error as Error).message);
    expect(message).toContain(`Usernames that differ only in case must be renamed before this migration: grace01 (user ids ${failure.ids.join(', ')})`);
    // The transaction was rolled back: the index is back and neither name was kept.
    expect(await db.select({ id: schema.users.id }).from(schema.users).where(sql`lower(${schema.users.username}) = 'grace01'`)).toEqual([]);
    expect(messageOf(await env.kit.register('carol01', 'secret2'))).toBe('用户名已存在');
  });
});
