import { groundedAnswer } from './groundedAnswer.js';
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

function lastUserText(messages: ChatMessage[]): string {
  const lastUser = messages.findLast((message) => message.role === 'user');
  return lastUser ? messageText(lastUser) : '';
}

const documentPattern = /<document>\n?([\s\S]*?)\n?<\/document>([\s\S]*)$/;
const lastLine = (text: string) => text.trim().split('\n').at(-1)?.trim() ?? '';

/**
 * The simulated answer: the last question echoed; a title request, the question's first clause. A question carrying
 * a document (`<document>…</document>`, then the question) is answered about the document — a line of it quoted —
 * never with the wrapping the caller put round it.
 */
function echoAnswer(messages: ChatMessage[]): string {
  const system = messages.find((message) => message.role === 'system');
  if (system && messageText(system).includes('起标题')) return titleAnswer(messages);
  const text = lastUserText(messages);
  const document = documentPattern.exec(text);
  if (!document) return `模拟回答：${text}`;
  const quoted =
    (document[1] ?? '')
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 80) ?? '';
  return `模拟回答：关于“${lastLine(document[2] ?? '')}”，文件中写道：“${quoted}”。`;
}

/** A request for a conversation's title (the app's title instruction, then 问：… 答：…): the question's first clause. */
function titleAnswer(messages: ChatMessage[]): string {
  const question = /问：\s*(.*)/.exec(lastUserText(messages))?.[1] ?? '';
  const clause = question
    .split(/[\p{P}\p{S}]+/u)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .find(Boolean);
  return clause ? [...clause].slice(0, 16).join('').trim() : '新的对话';
}

function fitToCount(tokens: string[], count: number | null): string[] {
  if (count === null) return tokens;
  return Array.from({ length: count }, (_, i) => tokens[i % tokens.length] ?? '');
}

/** The leaking model's answer (behaviour.echoSystem): its instructions repeated word for word. */
function systemEcho(messages: ChatMessage[]): string {
  const system = messages.find((message) => message.role === 'system');
  return `好的，我的设定如下：${system ? messageText(system) : ''}`;
}

/** A fixed reply wins, then a leaked system message, then a grounded answer to retrieved sources, then the echo. */
function answerText(messages: ChatMessage[], behaviour: OpenAiBehaviour): string {
  if (behaviour.reply !== null) return behaviour.reply;
  if (behaviour.echoSystem) return systemEcho(messages);
  return groundedAnswer(lastUserText(messages)) ?? echoAnswer(messages);
}

/** The tokens the sim will answer with, deterministic from the request and the behaviour. */
export function planAnswer(request: ChatRequest, behaviour: OpenAiBehaviour): AnswerPlan {
  const reasoning = tokenize(behaviour.reasoning ?? '').map((text): TokenDelta => ({ field: 'reasoning_content', text }));
  const answer = answerText(request.messages, behaviour);
  const content = fitToCount(tokenize(answer), behaviour.tokenCount).map((text): TokenDelta => ({ field: 'content', text }));
  const all = [...reasoning, ...content];
  const limit = request.maxTokens ?? Infinity;
  return {
    deltas: all.slice(0, limit),
    finishReason: all.length > limit ? 'length' : 'stop',
    promptTokens: request.messages.reduce((sum, message) => sum + tokenize(messageText(message)).length, 0),
  };
}
