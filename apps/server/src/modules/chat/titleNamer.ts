import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { titleFromQuestion } from './conversationTitle.js';
import { rowsOf } from '../../db/rawRows.js';
import { streamUpstream, type UpstreamTarget, type UpstreamTimeouts } from './upstreamChat.js';

/** What the model is asked: one short title, in the conversation's language, nothing else. */
const instruction =
  '你为对话起标题。根据下面的一问一答，用对话所用的语言写一个不超过 12 个字（英文不超过 6 个词）的标题，概括对话主题。只输出标题本身：不要引号、标点、Markdown 或解释。';
/** The most characters of the question and of the answer sent with the instruction. */
const excerptLength = 600;
/** The title request's own limits: it runs after the answer, whether or not the client stays. */
const titleTokens = 40;
const titleTimeoutMs = 20_000;

/** The model's reply as a title: its first line without Markdown, quotes, a "标题：" lead or closing punctuation. */
export function titleFromReply(reply: string): string | null {
  const line = titleFromQuestion(reply.replace(/^\s*(?:标题|title)\s*[:：]\s*/i, ''));
  const cleaned = line?.replace(/^["'“”‘’「」『』《》【】\s]+/u, '').replace(/["'“”‘’「」『』《》【】。．.！!？?，,；;：:、\s]+$/u, '');
  return cleaned || null;
}

export interface TitleRequest {
  groupId: number;
  userId: number;
  target: UpstreamTarget;
  question: string;
  answer: string;
  /** The title the conversation got at once (its first question, cleaned): replaced only while it is still that. */
  fallback: string;
}

/**
 * Names a new conversation from its first exchange with the group's model, after the answer (docs/chat.md
 * "Titles"): charged nothing, and written only where the title is still the one made from the question, so a
 * rename the user made meanwhile always wins. Resolves with the title written, or null (kept, failed, or renamed).
 */
export async function nameConversation(db: Database, timeouts: UpstreamTimeouts, request: TitleRequest): Promise<string | null> {
  const messages = [
    { role: 'system' as const, content: instruction },
    { role: 'user' as const, content: `问：${request.question.slice(0, excerptLength)}\n\n答：${request.answer.slice(0, excerptLength)}` },
  ];
  let reply = '';
  const signal = AbortSignal.timeout(titleTimeoutMs);
  for await (const event of streamUpstream(request.target, { messages, temperature: 0.3, maxTokens: titleTokens }, signal, timeouts)) {
    if (event.kind === 'delta') reply += event.content;
  }
  const title = titleFromReply(reply);
  if (!title || title === request.fallback) return null;
  const written = await rowsOf<{ id: number }>(
    db,
    sql`update chat_groups set title = ${title} where id = ${request.groupId} and user_id = ${request.userId} and title = ${request.fallback} returning id`,
  );
  return written.length > 0 ? title : null;
}
