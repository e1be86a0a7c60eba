import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatHarness } from '../modules/chat/chatTestKit.js';

/**
 * Calls of this product family's clients, replayed with their exact payloads (issue 14): each was refused by our own
 * validation before the tolerance rule and these fixes.
 */
let h: Awaited<ReturnType<typeof startChatHarness>>;
beforeAll(async () => {
  h = await startChatHarness();
});
afterAll(async () => h.close());

type ModelRow = { model: string; modelType: string; keyType: number };

describe('the model picker', () => {
  it('GET /models/query {keyType, modelType, model, page, size, upload} lists models in data.rows', async () => {
    const reply = await h.call('GET', '/models/query', undefined, undefined, { keyType: '', modelType: 'chat', model: '', page: '1', size: '99', upload: '1' });
    const { code, data } = reply.json();
    expect(code).toBe(200);
    expect(data.rows.map((row: ModelRow) => row.model)).toEqual(['gpt-4o-mini', 'gpt-4o', 'o3']);
    expect(data).toMatchObject({ count: 3, demoMode: false });
  });

  it("GET /models/query filters by keyType, model and id; modelType 'file' lists the chat models", async () => {
    const query = async (params: Record<string, string>) => (await h.call('GET', '/models/query', undefined, undefined, params)).json().data;
    const basic = await query({ modelType: 'chat', keyType: '1' });
    expect(basic.rows.every((row: ModelRow) => row.keyType === 1)).toBe(true);
    expect((await query({ model: 'gpt-4o' })).rows.map((row: ModelRow) => row.model)).toEqual(['gpt-4o']);
    const pro = await h.model('灵犀 Pro');
    expect((await query({ id: String(pro.id) })).rows).toHaveLength(1);
    expect((await query({ modelType: 'file' })).rows.map((row: ModelRow) => row.model)).toEqual(
      (await query({ modelType: 'chat' })).rows.map((row: ModelRow) => row.model),
    );
  });

  it('GET /models/list carries modelTypeList and modelMaps (keyType → its models)', async () => {
    const { data } = (await h.call('GET', '/models/list', undefined, undefined, { keyType: '', modelType: 'chat', page: '1', size: '99', upload: '1' })).json();
    expect(data.modelTypeList).toContainEqual({ label: '对话', value: 'chat' });
    const byKeyType = Object.entries(data.modelMaps as Record<string, ModelRow[]>).map(([keyType, rows]) => [
      keyType,
      rows.every((row) => row.keyType === Number(keyType)),
    ]);
    expect(byKeyType.length).toBeGreaterThan(0);
    expect(byKeyType.every(([, same]) => same)).toBe(true);
    expect(Object.values(data.modelMaps as Record<string, ModelRow[]>).flat()).toHaveLength(data.count);
  });

  it("serves a member's own free uses, not the cached list everyone else gets", async () => {
    const member = await h.createUser({ score: 100, vipDays: 30 });
    const groupId = await h.newGroup(member.token);
    const pro = await h.model('灵犀 Pro'); // 20 free uses a day for members
    await h.call('POST', '/group/update', member.token, { groupId, config: JSON.stringify({ modelInfo: { model: pro.model } }) });
    await h.upstream({ reply: '好' });
    await h.chat(member.token, { groupId, prompt: '你好' });
    const used = async (token?: string) =>
      (await h.call('GET', '/models/query', token, undefined, { modelType: 'chat' })).json().data.rows.find((row: ModelRow) => row.model === pro.model).used;
    expect(await used(undefined)).toBe(0);
    expect(pro.vipFreeNum).toBe(20);
    expect(await used(member.token)).toBe(1);
    expect(await used(undefined)).toBe(0);
  });
});

describe('new chat', () => {
  it("POST /group/create {appId: 0} starts a plain chat, and {model: ''} the default model", async () => {
    const user = await h.createUser();
    const plain = (await h.call('POST', '/group/create', user.token, { appId: 0 })).json();
    expect(plain).toMatchObject({ code: 200, data: { appId: null } });
    const defaulted = (await h.call('POST', '/group/create', user.token, { appId: 0, model: '' })).json();
    expect(JSON.parse(defaulted.data.config).modelInfo.model).toBe('gpt-4o-mini');
  });

  it('POST /group/create {model} starts the group on that enabled model; an unknown one is refused', async () => {
    const user = await h.createUser();
    const created = (await h.call('POST', '/group/create', user.token, { appId: 0, model: 'gpt-4o' })).json();
    expect(JSON.parse(created.data.config).modelInfo.model).toBe('gpt-4o');
    expect((await h.call('POST', '/group/create', user.token, { model: 'no-such-model' })).json()).toMatchObject({ code: 404, message: '模型不存在或已停用' });
  });
});

describe('chat', () => {
  it('POST /chatgpt/chat-process {prompt, appId, options: {groupId, …}} answers in the group, on its saved model', async () => {
    const user = await h.createUser({ score: 100 });
    const groupId = await h.newGroup(user.token);
    await h.upstream({ reply: '你好呀' });
    const { reply } = await h.chat(user.token, {
      prompt: '你好',
      appId: 0,
      options: { groupId, parentMessageId: '', usingNetwork: false, model: 'o3', type: 1 },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('你好呀');
    const [request] = (await h.completions()).slice(-1);
    expect((await h.logs(groupId)).map((log) => log.model)).toEqual(['gpt-4o-mini', 'gpt-4o-mini']);
    expect(request?.body.messages.at(-1)).toMatchObject({ role: 'user', content: '你好' });
  });

  it('refuses a turn without any groupId, and two groupIds that differ', async () => {
    const user = await h.createUser({ score: 100 });
    const groupId = await h.newGroup(user.token);
    expect((await h.call('POST', '/chatgpt/chat-process', user.token, { prompt: '你好', options: {} })).json()).toMatchObject({
      code: 400,
      message: '缺少参数 groupId',
    });
    expect((await h.call('POST', '/chatgpt/chat-process', user.token, { prompt: '你好', groupId, options: { groupId: groupId + 1 } })).json()).toMatchObject({
      code: 400,
      message: '参数 groupId 与 options.groupId 不一致',
    });
  });
});

describe('the chat stream', () => {
  /** Reads a turn as the family's clients do: after every chunk, JSON.parse of the last complete line. */
  async function readLikeTheFamily(token: string, body: object, path = '/chatgpt/chat-process') {
    const response = await fetch(`${h.appUrl}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let responseText = '';
    const seen: Record<string, unknown>[] = [];
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      responseText += decoder.decode(chunk.value, { stream: true });
      const lastLine = responseText.slice(responseText.lastIndexOf('\n', responseText.length - 2) + 1);
      seen.push(JSON.parse(lastLine) as Record<string, unknown>);
    }
    return { response, responseText, seen };
  }

  it("answers a §7-shaped turn in the family's lines: text only grows, coalesced, the last with is_end and chatLogId", async () => {
    const user = await h.createUser({ score: 10 });
    const groupId = await h.newGroup(user.token);
    await h.upstream({ reply: '灵犀', tokenCount: 30, tokenDelayMs: 10 });
    const { response, responseText, seen } = await readLikeTheFamily(user.token, { prompt: '你好', options: { groupId } });
    expect(response.status).toBe(200);
    const lines = responseText.trimEnd().split('\n');
    // 30 tokens 10 ms apart in lines at most 50 ms apart: far fewer lines than tokens.
    expect(lines.length).toBeLessThan(20);
    const texts = seen.map((line) => String(line.text));
    expect(texts.every((text, i) => i === 0 || text.startsWith(texts[i - 1]!))).toBe(true);
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ role: 'assistant', is_end: true, chatLogId: expect.any(Number) });
    expect(String(last.text)).toHaveLength(30);
    expect(lines.map((line) => JSON.parse(line).delta).join('')).toBe(last.text);
    const [, answer] = await h.logs(groupId);
    expect(answer).toMatchObject({ id: last.chatLogId, content: last.text });
    expect(await h.balance(user.id)).toBe(9);
    // The stream closed at the end line, not after the title (its request takes 30 tokens × 10 ms), which is still written.
    expect((await h.titleRequests()).filter((request) => request.outcome === 'completed')).toEqual([]);
    await expect.poll(async () => (await h.call('GET', '/group/query', user.token)).json().data[0].title).toBe(String(last.text).slice(0, 20));
  });

  it('POST /chatgpt/chat-file-analysis {prompt, options: {groupId}} answers about the file uploaded into the conversation', async () => {
    const user = await h.createUser({ score: 10 });
    const groupId: number = (await h.call('POST', '/group/create', user.token, { modelType: 'file' })).json().data.id;
    const form = new FormData();
    form.append('groupId', String(groupId));
    form.append('file', new Blob(['Margins held at 12 percent in Q3.'], { type: 'text/plain' }), 'margins.txt');
    const upload = await fetch(`${h.appUrl}/api/chatgpt/upload`, { method: 'POST', headers: { authorization: `Bearer ${user.token}` }, body: form });
    expect(upload.status).toBe(200);
    await h.upstream({ reply: '利润率保持在 12%。' });
    const { response, seen } = await readLikeTheFamily(user.token, { prompt: '利润率是多少？', options: { groupId } }, '/chatgpt/chat-file-analysis');
    expect(response.status).toBe(200);
    expect(seen.at(-1)).toMatchObject({ text: '利润率保持在 12%。', is_end: true, chatLogId: expect.any(Number) });
    const question = (await h.completions()).at(-1)!.body as unknown as { messages: { content: string }[] };
    expect(question.messages.at(-1)!.content).toContain('Margins held at 12 percent in Q3.');
    expect(await h.balance(user.id)).toBe(9);
  });

  it('keeps our own frames, byte for byte, for a request with a top-level groupId', async () => {
    const user = await h.createUser({ score: 10 });
    const groupId = await h.newGroup(user.token);
    await h.upstream({ reply: '你好', tokenCount: 2 });
    const { reply } = await h.chat(user.token, { groupId, prompt: '你好' });
    const [question, answer] = await h.logs(groupId);
    const body = reply.body
      .replaceAll(`"groupId":${groupId}`, '"groupId":G')
      .replaceAll(`"userLogId":${question!.id}`, '"userLogId":Q')
      .replaceAll(`"chatLogId":${answer!.id}`, '"chatLogId":A');
    expect(body).toMatchInlineSnapshot(`
      "{"type":"start","groupId":G,"userLogId":Q,"chatLogId":A,"model":"gpt-4o-mini","modelName":"灵犀 Lite"}
      {"type":"delta","delta":"你"}
      {"type":"delta","delta":"好"}
      {"type":"end","is_end":true,"chatLogId":A,"text":"你好","usage":{"promptTokens":2,"completionTokens":2},"balance":9,"charged":1,"stopped":false}
      "
    `);
  });
});
