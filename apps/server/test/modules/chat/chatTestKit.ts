import { randomBytes } from 'node:crypto';
import { buildSim } from '@lingxi/sim';
import { eq } from 'drizzle-orm';
import { schema } from '../../../src/db/index.js';
import { createTestApp } from '../../../src/testing/testApp.js';

export const SIM_API_KEY = 'sk-sim-0000000000000000';

export interface Frame {
  type: 'start' | 'delta' | 'end' | 'error' | 'title';
  [key: string]: unknown;
}

export interface Completion {
  body: { messages: { role: string; content: string }[]; temperature?: number; max_tokens?: number };
  outcome: string;
  tokensSent: number;
}

/** A request from titleNamer.ts: its instruction asks for a title. */
const isTitleRequest = (completion: Completion) => completion.body.messages[0]?.role === 'system' && completion.body.messages[0].content.includes('起标题');

/**
 * The server (listening, so streams can be read and cut as a browser would) with apps/sim as the site's
 * OpenAI-compatible upstream; upstream silences time out after 1 s.
 */
export async function startChatHarness({ env = {}, logStream }: Pick<NonNullable<Parameters<typeof createTestApp>[0]>, 'env' | 'logStream'> = {}) {
  const sim = await buildSim();
  const simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
  const app = await createTestApp({ env: { CHAT_UPSTREAM_TIMEOUT_SECONDS: '1', ...env }, logStream });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const db = app.database.db;
  await app.configStore.set('openaiBaseUrl', `${simUrl}/v1`);
  await app.configStore.set('openaiApiKey', SIM_API_KEY);
  let client = 1;
  const allCompletions = async (): Promise<Completion[]> => (await sim.inject({ method: 'GET', url: '/__control/state' })).json().openai.completions;

  const harness = {
    app,
    sim,
    simUrl,
    appUrl,
    /** The sim's answer behaviour for the next requests (POST /__control/openai). */
    async upstream(patch: Record<string, unknown>) {
      await sim.inject({ method: 'POST', url: '/__control/reset' });
      await sim.inject({ method: 'POST', url: '/__control/openai', payload: patch });
    },
    /** The answers' upstream requests, oldest first (a new conversation's title request is not one: titleRequests). */
    async completions(): Promise<Completion[]> {
      return (await allCompletions()).filter((completion) => !isTitleRequest(completion));
    },
    /** The upstream requests that named a conversation (titleNamer.ts). */
    async titleRequests(): Promise<Completion[]> {
      return (await allCompletions()).filter(isTitleRequest);
    },
    async createUser({ score = 0, vipDays = 0 }: { score?: number; vipDays?: number } = {}) {
      const [user] = await db
        .insert(schema.users)
        .values({ username: `chat${randomBytes(5).toString('hex')}1`, vipExpire: vipDays ? new Date(Date.now() + vipDays * 86_400_000) : null })
        .returning();
      if (score > 0) {
        await db.insert(schema.pointsLedger).values({ userId: user!.id, delta: score, balanceAfter: score, reason: 'admin' });
        await db.update(schema.users).set({ score }).where(eq(schema.users.id, user!.id));
      }
      return { id: user!.id, token: await app.accounts.issueToken(user!) };
    },
    call(method: 'GET' | 'POST', url: string, token: string | undefined, payload?: object, query?: Record<string, string>) {
      client += 1;
      return app.inject({
        method,
        url: `/api${url}`,
        remoteAddress: `10.7.${Math.floor(client / 250) % 250}.${client % 250}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(payload ? { payload } : {}),
        ...(query ? { query } : {}),
      });
    },
    async newGroup(token: string): Promise<number> {
      return (await harness.call('POST', '/group/create', token, {})).json().data.id;
    },
    /**
     * Posts a message and reads the whole stream: the HTTP status, the answer's frames (start to end or error) and the
     * title frame a new conversation's first answer is followed by, if any.
     */
    async chat(token: string, body: object) {
      const reply = await harness.call('POST', '/chatgpt/chat-process', token, body);
      const all =
        reply.statusCode === 200
          ? reply.body
              .split('\n')
              .filter(Boolean)
              .map((line) => JSON.parse(line) as Frame)
          : [];
      return { reply, frames: all.filter((frame) => frame.type !== 'title'), title: all.find((frame) => frame.type === 'title') };
    },
    async balance(userId: number) {
      return (await db.select({ score: schema.users.score }).from(schema.users).where(eq(schema.users.id, userId)))[0]!.score;
    },
    async logs(groupId: number) {
      return db.select().from(schema.chatLogs).where(eq(schema.chatLogs.groupId, groupId)).orderBy(schema.chatLogs.id);
    },
    async model(name: string) {
      const [row] = await db.select().from(schema.chatModels).where(eq(schema.chatModels.modelName, name));
      return row!;
    },
    async close() {
      // fetch may leave a spare connection that never carries a request; it would hold close() for the grace period.
      app.server.closeAllConnections();
      await app.close();
      await sim.close();
    },
  };
  return harness;
}
