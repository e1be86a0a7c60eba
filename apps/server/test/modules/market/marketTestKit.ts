import { randomBytes } from 'node:crypto';
import { schema } from '../../../src/db/index.js';
import { newKey } from '../../../src/domain/files/fileStore.js';
import { createTestApp, ManualClock, operatorToken, testAdminPassword } from '../../../src/testing/testApp.js';

interface DrawingOptions {
  prompt?: string;
  originPrompt?: string;
  kind?: 'mj' | 'image';
}

/**
 * The server on a manual clock, with helpers to make finished drawings straight in the database (the market does not
 * care how a picture was drawn: the drawing suites and the e2e test draw through the sim), share them, and act as
 * users, visitors and the operator.
 */
export async function startMarketHarness() {
  const clock = new ManualClock(new Date('2026-06-01T04:00:00Z'));
  const app = await createTestApp({ clock });
  const db = app.database.db;
  const adminToken = await operatorToken(app);
  let client = 1;

  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object, query?: Record<string, string>) => {
    client += 1;
    return app.inject({
      method,
      url: `/api${url}`,
      remoteAddress: `10.9.${Math.floor(client / 250) % 250}.${client % 250}`,
      headers,
      ...(payload ? { payload } : {}),
      ...(query ? { query } : {}),
    });
  };

  const harness = {
    app,
    clock,
    db,
    async createUser({ nickname = '', username }: { nickname?: string; username?: string } = {}) {
      const [user] = await db
        .insert(schema.users)
        .values({ username: username ?? `mk${randomBytes(5).toString('hex')}`, nickname })
        .returning();
      return { id: user!.id, username: user!.username, token: await app.accounts.issueToken(user!) };
    },
    /** A finished midjourney (or images-model) drawing of `userId`, as the job runner leaves one. */
    async finishedDrawing(userId: number, { prompt = 'an owl at dusk --ar 3:4 --v 6.1', originPrompt = '黄昏的猫头鹰', kind = 'mj' }: DrawingOptions = {}) {
      const now = clock.now();
      const [job] = await db
        .insert(schema.generationJobs)
        .values({ module: 'drawing', kind, userId, status: 'succeeded', deadline: now, payload: { finalPrompt: prompt }, finishedAt: now })
        .returning({ id: schema.generationJobs.id });
      const key = (extension: string) => newKey('draw', extension, { owner: userId, now });
      await db.insert(schema.drawings).values({
        id: job!.id,
        userId,
        kind,
        action: kind === 'mj' ? 'IMAGINE' : 'DALLE',
        botType: kind === 'mj' ? 'MID_JOURNEY' : null,
        originPrompt,
        imageKey: key('png'),
        thumbKey: key('webp'),
        preview: 'data:image/webp;base64,AAAA',
        width: 768,
        height: 1024,
      });
      return job!.id;
    },
    call(method: 'GET' | 'POST', url: string, token?: string, payload?: object, query?: Record<string, string>) {
      return inject(method, url, token ? { authorization: `Bearer ${token}` } : {}, payload, query);
    },
    /** A visitor: no token, known by its Fingerprint header (and address, which differs per call here). */
    visitor(url: string, query: Record<string, string>, fingerprint = 'visitor-1') {
      return app.inject({ method: 'GET', url: `/api${url}`, headers: { fingerprint }, query, remoteAddress: '10.10.0.1' });
    },
    admin(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, grant?: string) {
      return inject(method, url, { authorization: `Bearer ${adminToken}`, ...(grant ? { 'x-admin-grant': grant } : {}) }, payload);
    },
    /** The two-step confirmation, then the request with its grant. */
    async confirmed(method: 'POST' | 'DELETE', url: string, body?: object) {
      const confirmation = await harness.admin('POST', '/admin/auth/confirm', {
        method,
        path: `/api${url}`,
        ...(body ? { body } : {}),
        password: testAdminPassword,
        reason: '测试',
      });
      if (confirmation.statusCode !== 200) throw new Error(confirmation.body);
      return harness.admin(method, url, body, confirmation.json().data.grant as string);
    },
    async share(token: string, id: number, squareType?: number) {
      return harness.call('POST', '/midjourney/rec', token, { id, rec: 1, ...(squareType ? { squareType } : {}) });
    },
    /** The pending review item of a shared drawing. */
    async reviewIdOf(drawingId: number): Promise<number> {
      const reply = await harness.admin('GET', '/admin/market/items');
      const row = (reply.json().data.rows as { id: number; reviewId: number | null }[]).find((item) => item.id === drawingId);
      if (!row?.reviewId) throw new Error(`drawing ${drawingId} is not waiting for review`);
      return row.reviewId;
    },
    async approve(drawingId: number) {
      const reply = await harness.admin('POST', `/admin/review/${await harness.reviewIdOf(drawingId)}/approve`, {});
      if (reply.statusCode !== 200) throw new Error(reply.body);
    },
    /** Finished, shared and approved: an item the market lists. */
    async listed(userId: number, token: string, options?: DrawingOptions, squareType?: number) {
      const id = await harness.finishedDrawing(userId, options);
      const shared = await harness.share(token, id, squareType);
      if (shared.statusCode !== 200) throw new Error(shared.body);
      await harness.approve(id);
      return id;
    },
    async list(query: Record<string, string> = {}, token?: string) {
      const reply = await harness.call('GET', '/midjourney/getList', token, undefined, query);
      if (reply.statusCode !== 200) throw new Error(reply.body);
      return reply.json().data as {
        rows: { id: number; agree: string | null; agreeNum: number; visitNum: number; [key: string]: unknown }[];
        nextCursor: string | null;
      };
    },
    close: () => app.close(),
  };
  return harness;
}

export type MarketHarness = Awaited<ReturnType<typeof startMarketHarness>>;
