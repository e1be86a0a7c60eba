import { describe, expect, it } from 'vitest';
import { validateChatRequest } from './validateChatRequest.js';

const user = { role: 'user', content: 'hi' };

function errorOf(body: unknown) {
  const result = validateChatRequest(body);
  if (result.ok) throw new Error('expected a validation error');
  return result.error.error;
}

describe('validateChatRequest', () => {
  it('accepts a full streaming request and reads its options', () => {
    const result = validateChatRequest({
      model: 'gpt-4o-mini',
      stream: true,
      temperature: 0.8,
      max_tokens: 4000,
      stream_options: { include_usage: true },
      messages: [
        { role: 'system', content: '...' },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'q' },
            { type: 'image_url', image_url: { url: 'data:image/png;base64,AA', detail: 'auto' } },
          ],
        },
      ],
    });
    expect(result).toEqual({
      ok: true,
      value: {
        model: 'gpt-4o-mini',
        stream: true,
        includeUsage: true,
        maxTokens: 4000,
        messages: [
          { role: 'system', content: '...' },
          {
            role: 'user',
            content: [
              { type: 'text', text: 'q' },
              { type: 'image_url', image_url: { url: 'data:image/png;base64,AA' } },
            ],
          },
        ],
      },
    });
  });

  it.each([
    [{ messages: [user] }, 'you must provide a model parameter', null, null],
    [{ model: 'm' }, "Missing required parameter: 'messages'.", 'messages', 'missing_required_parameter'],
    [{ model: 'm', messages: 'hi' }, "Invalid type for 'messages': expected an array, but got a string instead.", 'messages', 'invalid_type'],
    [
      { model: 'm', messages: [] },
      "Invalid 'messages': empty array. Expected an array with minimum length 1, but got an empty array instead.",
      'messages',
      'empty_array',
    ],
    [
      { model: 'm', messages: [{ role: 'bot', content: 'x' }] },
      "Invalid value: 'bot'. Supported values are: 'system', 'assistant', 'user', 'function', 'tool', and 'developer'.",
      'messages[0].role',
      'invalid_value',
    ],
    [
      { model: 'm', messages: [user, { role: 'user', content: 3 }] },
      "Invalid type for 'messages[1].content': expected one of a string or array of objects, but got an integer instead.",
      'messages[1].content',
      'invalid_type',
    ],
    [
      { model: 'm', messages: [{ role: 'user', content: [{ type: 'text' }] }] },
      "Missing required parameter: 'messages[0].content[0].text'.",
      'messages[0].content[0].text',
      'missing_required_parameter',
    ],
    [{ model: 'm', messages: [user], stream: 'yes' }, "Invalid type for 'stream': expected a boolean, but got a string instead.", 'stream', 'invalid_type'],
    [
      { model: 'm', messages: [user], stream_options: { include_usage: true } },
      "The 'stream_options' parameter is only allowed when 'stream' is enabled.",
      'stream_options',
      null,
    ],
    [
      { model: 'm', messages: [user], max_tokens: 0 },
      "Invalid 'max_tokens': integer below minimum value. Expected a value >= 1, but got 0 instead.",
      'max_tokens',
      'integer_below_min_value',
    ],
    [
      { model: 'm', messages: [user], temperature: 3 },
      "Invalid 'temperature': decimal above maximum value. Expected a value <= 2, but got 3 instead.",
      'temperature',
      'decimal_above_max_value',
    ],
  ])('rejects %j', (body, message, param, code) => {
    expect(errorOf(body)).toEqual({ message, type: 'invalid_request_error', param, code });
  });

  it('allows an assistant message without content', () => {
    expect(validateChatRequest({ model: 'm', messages: [{ role: 'assistant' }, user] }).ok).toBe(true);
  });
});
