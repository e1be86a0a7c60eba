import type { TextMessage } from './upstreamChat.js';

export interface PastLog {
  role: 'user' | 'assistant';
  content: string;
  status: string;
}

/**
 * A rough token count without a tokenizer: a CJK character is about one token, other text about four
 * characters per token. It only has to keep the history inside the model's window, not bill anyone.
 */
export function estimateTokens(text: string): number {
  const cjk = text.match(/[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/g)?.length ?? 0;
  return cjk + Math.ceil((text.length - cjk) / 4);
}

/**
 * The exchanges of `past` the history may send: a question followed by its answer, answers that were stopped
 * included, failed (or still streaming, or empty) ones and their questions left out. Pairing is local (a question
 * pairs with the row right after it), so the newest exchanges of a window of the newest rows are the newest
 * exchanges of the whole conversation.
 */
export function exchangesOf(past: PastLog[]): TextMessage[][] {
  const exchanges: TextMessage[][] = [];
  for (let i = 0; i < past.length; i++) {
    const question = past[i]!;
    const answer = past[i + 1];
    if (question.role !== 'user' || answer?.role !== 'assistant') continue;
    i++;
    if (answer.status === 'failed' || answer.status === 'streaming' || answer.status === 'interrupted' || !answer.content) continue;
    exchanges.push([
      { role: 'user', content: question.content },
      { role: 'assistant', content: answer.content },
    ]);
  }
  return exchanges;
}

/**
 * The messages sent upstream: the model's system message, the last `rounds` exchanges of the conversation
 * (answers that were stopped count; failed ones and their questions do not), dropped oldest-first until the
 * prompt fits `budgetTokens`, then the prompt.
 */
export function buildMessages({
  systemMessage,
  past,
  prompt,
  rounds,
  budgetTokens,
}: {
  systemMessage: string;
  past: PastLog[];
  prompt: string;
  rounds: number;
  budgetTokens: number;
}): TextMessage[] {
  const exchanges = exchangesOf(past);
  const kept = rounds > 0 ? exchanges.slice(-rounds) : [];
  const fixed = [...(systemMessage ? [{ role: 'system' as const, content: systemMessage }] : []), { role: 'user' as const, content: prompt }];
  let used = fixed.reduce((sum, message) => sum + estimateTokens(message.content), 0);
  const fitting: TextMessage[][] = [];
  for (const exchange of kept.reverse()) {
    const cost = exchange.reduce((sum, message) => sum + estimateTokens(message.content), 0);
    if (used + cost > budgetTokens) break;
    used += cost;
    fitting.unshift(exchange);
  }
  return [...fixed.slice(0, -1), ...fitting.flat(), fixed.at(-1)!];
}
