import { isRecord } from '../shared/isRecord.js';
import { checkRange, invalidRequest, invalidType, invalidValue, missing, type OpenAiErrorBody } from './openaiErrors.js';

type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export interface ChatMessage {
  role: string;
  content: string | ContentPart[] | null;
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  stream: boolean;
  includeUsage: boolean;
  maxTokens: number | null;
}

type Result<T> = { ok: true; value: T } | { ok: false; error: OpenAiErrorBody };

const ROLES = ['system', 'assistant', 'user', 'function', 'tool', 'developer'];

function fail(error: OpenAiErrorBody): { ok: false; error: OpenAiErrorBody } {
  return { ok: false, error };
}

function validatePart(part: unknown, param: string): Result<ContentPart> {
  if (!isRecord(part)) return fail(invalidType(param, 'an object', part));
  if (part.type === 'text') {
    if (typeof part.text !== 'string') return fail(part.text === undefined ? missing(`${param}.text`) : invalidType(`${param}.text`, 'a string', part.text));
    return { ok: true, value: { type: 'text', text: part.text } };
  }
  if (part.type === 'image_url') {
    const image = part.image_url;
    if (!isRecord(image) || typeof image.url !== 'string') return fail(missing(`${param}.image_url.url`));
    return { ok: true, value: { type: 'image_url', image_url: { url: image.url } } };
  }
  return fail(part.type === undefined ? missing(`${param}.type`) : invalidValue(`${param}.type`, part.type, ['text', 'image_url']));
}

function validateMessage(message: unknown, param: string): Result<ChatMessage> {
  if (!isRecord(message)) return fail(invalidType(param, 'an object', message));
  const { role, content } = message;
  if (role === undefined) return fail(missing(`${param}.role`));
  if (typeof role !== 'string' || !ROLES.includes(role)) return fail(invalidValue(`${param}.role`, role, ROLES));
  if (typeof content === 'string') return { ok: true, value: { role, content } };
  if ((content === undefined || content === null) && role === 'assistant') return { ok: true, value: { role, content: null } };
  if (content === undefined) return fail(missing(`${param}.content`));
  if (!Array.isArray(content)) return fail(invalidType(`${param}.content`, 'one of a string or array of objects', content));
  const parts: ContentPart[] = [];
  for (const [i, part] of content.entries()) {
    const result = validatePart(part, `${param}.content[${i}]`);
    if (!result.ok) return result;
    parts.push(result.value);
  }
  return { ok: true, value: { role, content: parts } };
}

/** Checks a chat completion body the way OpenAI reports problems (first problem only). */
export function validateChatRequest(body: unknown): Result<ChatRequest> {
  if (!isRecord(body)) return fail(invalidType('body', 'an object', body));
  if (body.model === undefined || body.model === '') return fail(invalidRequest('you must provide a model parameter'));
  if (typeof body.model !== 'string') return fail(invalidType('model', 'a string', body.model));
  if (body.messages === undefined) return fail(missing('messages'));
  if (!Array.isArray(body.messages)) return fail(invalidType('messages', 'an array', body.messages));
  if (body.messages.length === 0) {
    return fail(
      invalidRequest("Invalid 'messages': empty array. Expected an array with minimum length 1, but got an empty array instead.", 'messages', 'empty_array'),
    );
  }
  const messages: ChatMessage[] = [];
  for (const [i, message] of body.messages.entries()) {
    const result = validateMessage(message, `messages[${i}]`);
    if (!result.ok) return result;
    messages.push(result.value);
  }
  const stream = body.stream ?? false;
  if (typeof stream !== 'boolean') return fail(invalidType('stream', 'a boolean', stream));
  const options = body.stream_options ?? null;
  if (options !== null && !isRecord(options)) return fail(invalidType('stream_options', 'an object', options));
  if (options !== null && !stream) return fail(invalidRequest("The 'stream_options' parameter is only allowed when 'stream' is enabled.", 'stream_options'));
  const includeUsage = options?.include_usage ?? false;
  if (typeof includeUsage !== 'boolean') return fail(invalidType('stream_options.include_usage', 'a boolean', includeUsage));
  const rangeError =
    checkRange(body, 'max_tokens', true, 1, Number.MAX_SAFE_INTEGER) ??
    checkRange(body, 'max_completion_tokens', true, 1, Number.MAX_SAFE_INTEGER) ??
    checkRange(body, 'temperature', false, 0, 2);
  if (rangeError) return fail(rangeError);
  const maxTokens = (body.max_completion_tokens ?? body.max_tokens ?? null) as number | null;
  return { ok: true, value: { model: body.model, messages, stream, includeUsage, maxTokens } };
}
