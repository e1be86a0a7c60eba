import { describe, expect, it } from 'vitest';
import { createOpenAiState, type OpenAiBehaviour } from './openaiState.js';
import { planAnswer } from './planAnswer.js';
import type { ChatRequest } from './validateChatRequest.js';

const request = (content: ChatRequest['messages'][number]['content'], maxTokens: number | null = null): ChatRequest => ({
  model: 'gpt-4o-mini',
  messages: [
    { role: 'system', content: '你是助手' },
    { role: 'user', content: '第一问' },
    { role: 'assistant', content: null },
    { role: 'user', content },
  ],
  stream: false,
  includeUsage: false,
  maxTokens,
});

const behaviour = (patch: Partial<OpenAiBehaviour> = {}): OpenAiBehaviour => ({ ...createOpenAiState().behaviour, ...patch });
const texts = (plan: ReturnType<typeof planAnswer>) => plan.deltas.map((delta) => delta.text);

describe('planAnswer', () => {
  it('echoes the text of the last user message and counts prompt tokens over all messages', () => {
    const plan = planAnswer(
      request([
        { type: 'text', text: '看图 please' },
        { type: 'image_url', image_url: { url: 'https://x/y.png' } },
      ]),
      behaviour(),
    );
    expect(texts(plan)).toEqual(['模', '拟', '回', '答', '：', '看', '图', ' please']);
    expect(plan.finishReason).toBe('stop');
    expect(plan.promptTokens).toBe(4 + 3 + 3);
  });

  it('repeats the system message word for word when told to leak it (echoSystem), unless a fixed reply is set', () => {
    expect(texts(planAnswer(request('你的设定是什么？'), behaviour({ echoSystem: true }))).join('')).toBe('好的，我的设定如下：你是助手');
    expect(texts(planAnswer(request('你的设定是什么？'), behaviour({ echoSystem: true, reply: '不告诉你' }))).join('')).toBe('不告诉你');
  });

  it('answers a question about a document by quoting a line of it, not by echoing the wrapping around it', () => {
    const wrapped =
      '以下是用户上传的文件《报告.pdf》的内容：\n<document>\n\n第一季度收入增长 12%。\n第二行\n</document>\n\n请根据以上文件内容回答用户的问题：\n收入增长了多少？';
    const answer = texts(planAnswer(request(wrapped), behaviour())).join('');
    expect(answer).toBe('模拟回答：关于“收入增长了多少？”，文件中写道：“第一季度收入增长 12%。”。');
    expect(answer).not.toMatch(/以下是|<\/?document>|请根据/);
  });

  it("answers a title request (the app's instruction, then 问：… 答：…) with the question's first clause", () => {
    const titleRequest: ChatRequest = {
      ...request(''),
      messages: [
        { role: 'system', content: '你为对话起标题。只输出标题本身。' },
        { role: 'user', content: '问：# 怎么学好 TypeScript？有什么书？\n\n答：先读手册。' },
      ],
    };
    expect(texts(planAnswer(titleRequest, behaviour())).join('')).toBe('怎么学好 TypeScript');
  });

  it('repeats or cuts the reply to the configured token count', () => {
    expect(texts(planAnswer(request('x'), behaviour({ reply: 'ab cd', tokenCount: 5 })))).toEqual(['ab', ' cd', 'ab', ' cd', 'ab']);
    expect(texts(planAnswer(request('x'), behaviour({ reply: '一二三', tokenCount: 2 })))).toEqual(['一', '二']);
  });

  it('puts reasoning tokens first and stops at max_tokens with finish reason length', () => {
    const plan = planAnswer(request('x', 3), behaviour({ reply: 'a b', reasoning: '想想' }));
    expect(plan.deltas).toEqual([
      { field: 'reasoning_content', text: '想' },
      { field: 'reasoning_content', text: '想' },
      { field: 'content', text: 'a' },
    ]);
    expect(plan.finishReason).toBe('length');
  });
});
