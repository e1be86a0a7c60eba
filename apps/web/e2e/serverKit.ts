import { schema } from '@lingxi/server/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

// Server-side set-up the end-to-end suites share (pageKit.ts is the page side).

export const balanceOf = async (app: FastifyInstance, userId: number) =>
  (await app.database.db.select().from(schema.users).where(eq(schema.users.id, userId)))[0]!.score;

/**
 * Registers a user as the plain register form does (POST /auth/registeV3) and, with `points`, gives them that many
 * more through the ledger. Returns the id and the balance after.
 */
export async function registerUser(app: FastifyInstance, base: string, username: string, password: string, points = 0) {
  const registered = await fetch(`${base}/api/auth/registeV3`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(registered.status).toBe(200);
  const userId = (await app.database.db.select().from(schema.users).where(eq(schema.users.username, username)))[0]!.id;
  const balance = (await balanceOf(app, userId)) + points;
  if (points > 0) {
    await app.database.db.insert(schema.pointsLedger).values({ userId, delta: points, balanceAfter: balance, reason: 'admin' });
    await app.database.db.update(schema.users).set({ score: balance }).where(eq(schema.users.id, userId));
  }
  return { userId, balance };
}
