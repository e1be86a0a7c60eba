import type { OpenAiBehaviour } from './openaiState.js';
import { tokenize } from './tokenize.js';
import type { ChatMessage, ChatRequest } from './validateChatRequest.js';

export interface TokenDelta {
  field: 'reasoning_content' | 'content';
  text: string;
}

export interface AnswerPlan {
  deltas: TokenDelta[];
  finishReason: 'stop' | 'length';
  promptTokens: number;
}

function messageText(message: ChatMessage): string {
  if (typeof message.content === 'string') return message.content;
  return (message.content ?? []).map((part) => (part.type === 'text' ? part.text : '')).join('');
}

function echoAnswer(messages: ChatMessage[]): string {
  const lastUser = messages.findLast((message) => message.role === 'user');
  return `模拟回答：${lastUser ? messageText(lastUser) : ''}`;
}

function fitToCount(tokens: string[], count: number | null): string[] {
  if (count === null) return tokens;
  return Array.from({ length: count }, (_, i) => tokens[i % tokens.length] ?? '');
}

/** The tokens the sim will answer with, deterministic from the request and the behaviour. */
export function planAnswer(request: ChatRequest, behaviour: OpenAiBehaviour): AnswerPlan {
  const reasoning = tokenize(behaviour.reasoning ?? '').map((text): TokenDelta => ({ field: 'reasoning_content', text }));
  const content = fitToCount(tokenize(behaviour.reply ?? echoAnswer(request.messages)), behaviour.tokenCount).map(
    (text): TokenDelta => ({ field: 'content', text }),
  );
  const all = [...reasoning, ...content];
  const limit = request.maxTokens ?? Infinity;
  return {
    deltas: all.slice(0, limit),
    finishReason: all.length > limit ? 'length' : 'stop',
    promptTokens: request.messages.reduce((sum, message) => sum + tokenize(messageText(message)).length, 0),
  };
}
