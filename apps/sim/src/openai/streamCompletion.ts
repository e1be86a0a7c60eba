import { once } from 'node:events';
import type { ServerResponse } from 'node:http';
import { dropConnection } from '../shared/dropConnection.js';
import { pause } from '../shared/pause.js';
import { finishChunk, roleChunk, tokenChunk, usageChunk, type CompletionMeta } from './completionBodies.js';
import { preciseNow, type OpenAiBehaviour, type CompletionRecord } from './openaiState.js';
import type { AnswerPlan } from './planAnswer.js';

async function send(res: ServerResponse, data: string, signal: AbortSignal): Promise<void> {
  if (!res.write(`data: ${data}\n\n`)) await once(res, 'drain', { signal });
}

/**
 * Writes the SSE stream as OpenAI does: role chunk, one chunk per token, finish chunk, optional
 * usage chunk, `[DONE]`. Headers go out with the first token, after `firstTokenDelayMs`.
 * Rejects with the abort reason when `signal` aborts (client gone).
 */
export async function streamCompletion(
  res: ServerResponse,
  meta: CompletionMeta,
  plan: AnswerPlan,
  behaviour: OpenAiBehaviour,
  record: CompletionRecord,
  signal: AbortSignal,
): Promise<void> {
  await pause(behaviour.firstTokenDelayMs, signal);
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
  await send(res, JSON.stringify(roleChunk(meta)), signal);
  const cut = behaviour.disconnectAfterTokens;
  const drops = cut !== null && cut <= plan.deltas.length;
  for (const [i, delta] of plan.deltas.slice(0, drops ? cut : undefined).entries()) {
    // A stall: silence until the client aborts (the signal rejects the wait).
    if (i === behaviour.stallAfterTokens) {
      if (!signal.aborted) await once(signal, 'abort');
      signal.throwIfAborted();
    }
    if (i > 0) await pause(behaviour.tokenDelayMs, signal);
    await send(res, JSON.stringify(tokenChunk(meta, delta)), signal);
    record.firstTokenAt ??= preciseNow();
    record.tokensSent++;
  }
  if (drops) {
    record.outcome = 'disconnected';
    dropConnection(res);
    return;
  }
  await send(res, JSON.stringify(finishChunk(meta, plan)), signal);
  if (meta.includeUsage) await send(res, JSON.stringify(usageChunk(meta, plan)), signal);
  await send(res, '[DONE]', signal);
  res.end();
  record.outcome = 'completed';
}
