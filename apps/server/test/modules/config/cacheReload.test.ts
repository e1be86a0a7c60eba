import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { createTestApp } from '../../../src/testing/testApp';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

/** Polls a route until its reply holds the text (or 2 s pass), then returns the reply. */
async function served(url: string, text: string): Promise<string> {
  const started = Date.now();
  let body = '';
  do {
    body = (await app.inject(url)).body;
    if (body.includes(text)) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  } while (Date.now() - started < 2000);
  return body;
}

describe('the cached models and menus', () => {
  it('are re-read when any writer changes their table, not only the back office’s routes', async () => {
    // Both cached: served once before the change.
    expect((await app.inject('/api/models/list')).body).not.toContain('改名的模型');
    expect((await app.inject('/api/menu/list?menuPlatform=1')).body).not.toContain('改名的菜单');
    const [model] = await app.database.db.select().from(schema.chatModels).limit(1);
    const [menu] = await app.database.db.select().from(schema.menus).where(eq(schema.menus.menuPlatform, 1)).limit(1);
    await app.database.db.transaction(async (tx) => {
      await tx.update(schema.chatModels).set({ modelName: '改名的模型' }).where(eq(schema.chatModels.id, model!.id));
      await tx.update(schema.menus).set({ menuName: '改名的菜单' }).where(eq(schema.menus.id, menu!.id));
    });
    expect(await served('/api/models/list', '改名的模型')).toContain('改名的模型');
    expect(await served('/api/menu/list?menuPlatform=1', '改名的菜单')).toContain('改名的菜单');
  });
});
