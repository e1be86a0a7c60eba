import type { AnswerPlan, TokenDelta } from './planAnswer.js';

const SYSTEM_FINGERPRINT = 'fp_sim';

export interface CompletionMeta {
  id: string;
  created: number;
  model: string;
  includeUsage: boolean;
}

interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

function usage(plan: AnswerPlan): Usage {
  const completion = plan.deltas.length;
  return { prompt_tokens: plan.promptTokens, completion_tokens: completion, total_tokens: plan.promptTokens + completion };
}

function chunk(meta: CompletionMeta, choices: unknown[], chunkUsage: Usage | null = null) {
  return {
    id: meta.id,
    object: 'chat.completion.chunk',
    created: meta.created,
    model: meta.model,
    system_fingerprint: SYSTEM_FINGERPRINT,
    choices,
    // OpenAI only sends the usage field when the client asked for it.
    ...(meta.includeUsage ? { usage: chunkUsage } : {}),
  };
}

function choice(delta: Record<string, string>, finishReason: string | null = null) {
  return { index: 0, delta, logprobs: null, finish_reason: finishReason };
}

export function roleChunk(meta: CompletionMeta) {
  return chunk(meta, [choice({ role: 'assistant', content: '' })]);
}

export function tokenChunk(meta: CompletionMeta, delta: TokenDelta) {
  return chunk(meta, [choice({ [delta.field]: delta.text })]);
}

export function finishChunk(meta: CompletionMeta, plan: AnswerPlan) {
  return chunk(meta, [choice({}, plan.finishReason)]);
}

export function usageChunk(meta: CompletionMeta, plan: AnswerPlan) {
  return chunk(meta, [], usage(plan));
}

function joined(plan: AnswerPlan, field: TokenDelta['field']): string {
  return plan.deltas
    .filter((delta) => delta.field === field)
    .map((delta) => delta.text)
    .join('');
}

export function completionBody(meta: CompletionMeta, plan: AnswerPlan) {
  const reasoning = joined(plan, 'reasoning_content');
  return {
    id: meta.id,
    object: 'chat.completion',
    created: meta.created,
    model: meta.model,
    system_fingerprint: SYSTEM_FINGERPRINT,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: joined(plan, 'content'), refusal: null, ...(reasoning ? { reasoning_content: reasoning } : {}) },
        logprobs: null,
        finish_reason: plan.finishReason,
      },
    ],
    usage: usage(plan),
  };
}
