import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { schema } from '../../../src/db/index.js';
import { newKey } from '../../../src/domain/files/fileStore.js';

/**
 * What the app store's suites share: users, calls from distinct addresses (the rate limits), an app's fields with a
 * logo that counts as its caller's upload (as POST /file/upload records it), and the review queue's pending item.
 */
/** `current`: the suite's app, built in its beforeAll. */
export function appsKit(current: () => FastifyInstance, adminToken: () => string) {
  let client = 1;
  /** Each test user's id by token, so customApp's and /gpts/set's logo is recorded as the caller's upload. */
  const userOf = new Map<string, number>();

  const recordLogo = async (url: string, payload: object | undefined, token: string | undefined) => {
    const body = payload as { coverImg?: unknown; logo?: unknown } | undefined;
    const logo = url === '/app/customApp' ? body?.coverImg : url === '/gpts/set' ? body?.logo : undefined;
    const key = typeof logo === 'string' && logo ? current().fileStore.keyOfUrl(logo, undefined) : null;
    if (key && token && userOf.has(token))
      await current()
        .database.db.insert(schema.publicUploads)
        .values({ key, userId: userOf.get(token)! })
        .onConflictDoNothing();
  };

  const kit = {
    async call(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
      client += 1;
      await recordLogo(url, payload, token);
      return current().inject({
        method,
        url: `/api${url}`,
        remoteAddress: `10.7.${Math.floor(client / 250) % 250}.${client % 250}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(payload ? (method === 'GET' ? { query: payload as Record<string, string> } : { payload }) : {}),
      });
    },
    admin: (url: string, payload: object = {}) => kit.call('POST', url, adminToken(), payload),
    async createUser() {
      const [user] = await current()
        .database.db.insert(schema.users)
        .values({ username: `ap${randomBytes(5).toString('hex')}` })
        .returning();
      const token = await current().accounts.issueToken(user!);
      userOf.set(token, user!.id);
      return { id: user!.id, token };
    },
    logo: () => current().fileStore.urlOfKey(newKey('app-logo', 'png')),
    fields: (patch: object = {}) => ({
      catId: 1,
      name: '周报助手',
      preset: '你是一位擅长写周报的助手，请把要点整理成周报。',
      des: '把零散的要点整理成周报',
      demoData: '帮我写本周周报\n  \n总结这三件事',
      coverImg: kit.logo(),
      public: true,
      ...patch,
    }),
    async reviewOf(appId: number) {
      const [item] = await current()
        .database.db.select()
        .from(schema.reviewItems)
        .where(and(eq(schema.reviewItems.kind, 'app'), eq(schema.reviewItems.targetId, String(appId)), eq(schema.reviewItems.status, 'pending')));
      return item;
    },
    /** Approves the app's waiting version through the back office's queue. */
    async approve(appId: number) {
      const item = await kit.reviewOf(appId);
      if (!item) throw new Error(`app ${appId} waits for no review`);
      const reply = await kit.admin(`/admin/review/${item.id}/approve`);
      if (reply.statusCode !== 200) throw new Error(reply.body);
    },
  };
  return kit;
}
