import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { ChatLog } from '../chat/chatTypes';
import { createTranslator } from '../i18n';
import { deferred, flush } from '../settings/testing';
import { chatLog, chatLogs, deltaFrame, endFrame, errorFrame, fakeStreamTurn, sourceCards, sourcesFrame, startFrame, thinkFrame } from './chatSession.fixtures';
import { provideChatSession, type ChatPage, type ChatSessionInput, type LoadPageInput } from './chatSession.machine';
import { chatSessionView } from './chatSession.view';
import { chatSessionCatalog } from './messages';
import { isTurnRefused, refusalMessage, TurnRefused } from './turnRefused';

const t = createTranslator([chatSessionCatalog], 'zh-CN');
const firstPage: ChatPage = { rows: chatLogs(11, 14), hasMore: true };

function start({
  input = { groupId: 7 } as ChatSessionInput,
  loadPage = vi.fn(async (_input: LoadPageInput): Promise<ChatPage> => firstPage),
  ensureGroup = vi.fn(async () => 9),
} = {}) {
  const stream = fakeStreamTurn();
  const streamTurn = vi.fn(stream.streamTurn);
  const turnSettled = vi.fn();
  const refused = vi.fn();
  const machine = provideChatSession({ loadPage, ensureGroup, streamTurn, turnSettled, refused });
  // No timing constant in this flow; the simulated clock keeps it off the real one all the same.
  const actor = createActor(machine, { input, clock: new SimulatedClock() }).start();
  const view = () => chatSessionView(actor.getSnapshot(), t);
  const send = (prompt: string, extra: { fileId?: number } = {}) => actor.send({ type: 'chat.send', prompt, ...extra });
  return { actor, view, send, stream, streamTurn, loadPage, ensureGroup, turnSettled, refused };
}

/** A session with its first page loaded and one question sent (the start frame not yet arrived). */
async function asking(prompt = '你好') {
  const session = start();
  await flush();
  session.send(prompt);
  await flush();
  return session;
}

/** …and streaming: the start frame arrived. */
async function streaming() {
  const session = await asking();
  session.stream.last().channel.push(startFrame({ chatLogId: 16, userLogId: 15 }));
  await flush();
  return session;
}

const contents = (session: ReturnType<typeof start>) => session.view().messages.map((message) => `${message.role}:${message.content}:${message.status}`);

describe('chatSessionMachine: loading', () => {
  it('loads the newest page and maps the logs (keys from ids, reasoning, model name)', async () => {
    const { view, loadPage } = start({
      loadPage: vi.fn(async () => ({
        rows: [chatLog(1, 'user', '问'), chatLog(2, 'assistant', '答', { reasoning: '想', modelName: null, model: 'deepseek-r1' })],
        hasMore: false,
      })),
    });
    expect(view()).toMatchObject({ phase: 'loading', messages: [], groupId: 7 });
    await flush();
    expect(loadPage).toHaveBeenCalledWith({ groupId: 7 });
    expect(view()).toMatchObject({ phase: 'idle', hasOlder: false, loadingOlder: false, draft: '', canRegenerate: true });
    expect(view().messages).toEqual([
      { key: 'log-1', id: 1, role: 'user', content: '问', reasoning: '', status: 'done', error: null, modelName: null, file: null, sources: null },
      {
        key: 'log-2',
        id: 2,
        role: 'assistant',
        content: '答',
        reasoning: '想',
        status: 'done',
        error: null,
        modelName: 'deepseek-r1',
        file: null,
        sources: null,
      },
    ]);
  });

  it('maps a question about a file and a saved failed answer', async () => {
    const rows: ChatLog[] = [
      chatLog(1, 'user', '总结一下', { fileId: 3, fileName: '报告.pdf', fileUrl: '/files/3', fileKind: 'document' }),
      chatLog(2, 'assistant', '', { status: 'failed' }),
    ];
    const { view } = start({ loadPage: vi.fn(async () => ({ rows, hasMore: false })) });
    await flush();
    expect(view().messages[0]?.file).toEqual({ name: '报告.pdf', kind: 'document', url: '/files/3' });
    expect(view().messages[1]).toMatchObject({ status: 'failed', error: '该回答未能完成' });
  });

  it('a new conversation (groupId null) loads nothing and is idle at once', () => {
    const { view, loadPage } = start({ input: { groupId: null } });
    expect(view()).toMatchObject({ phase: 'idle', messages: [], hasOlder: false, groupId: null, canRegenerate: false });
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('a failed first page shows its text; chat.retry loads again', async () => {
    const loadPage = vi
      .fn<(input: LoadPageInput) => Promise<ChatPage>>()
      .mockRejectedValueOnce(new Error('服务繁忙'))
      .mockRejectedValueOnce(new Error(''))
      .mockResolvedValue(firstPage);
    const { actor, view } = start({ loadPage });
    await flush();
    expect(view()).toMatchObject({ phase: 'loadFailed', loadError: '服务繁忙' });
    actor.send({ type: 'chat.send', prompt: '你好' });
    expect(view().phase).toBe('loadFailed');
    actor.send({ type: 'chat.retry' });
    expect(view()).toMatchObject({ phase: 'loading', loadError: null });
    await flush();
    expect(view()).toMatchObject({ phase: 'loadFailed', loadError: '对话记录加载失败' });
    actor.send({ type: 'chat.retry' });
    await flush();
    expect(view().phase).toBe('idle');
    expect(view().messages).toHaveLength(4);
    expect(loadPage).toHaveBeenCalledTimes(3);
  });
});

describe('chatSessionMachine: a turn', () => {
  it('an empty or blank message is ignored', async () => {
    const { send, view, streamTurn } = start();
    await flush();
    send('');
    send('   \n ');
    expect(view().phase).toBe('idle');
    expect(streamTurn).not.toHaveBeenCalled();
  });

  it('shows the question and a pending answer at once, streams, and ends done with the end frame', async () => {
    const { send, view, stream, streamTurn, turnSettled, actor } = start();
    await flush();
    actor.send({ type: 'chat.draft', text: '  你好  ' });
    expect(view().draft).toBe('  你好  ');
    send('  你好  ');
    expect(view()).toMatchObject({ phase: 'sending', draft: '', canRegenerate: false });
    const [question, answer] = view().messages.slice(-2);
    expect(question).toMatchObject({ role: 'user', content: '你好', status: 'sending', id: null });
    expect(answer).toMatchObject({ role: 'assistant', content: '', status: 'sending', id: null });
    await flush();
    expect(streamTurn).toHaveBeenCalledTimes(1);
    expect(stream.last().request).toEqual({ groupId: 7, prompt: '你好' });

    stream.last().channel.push(startFrame({ userLogId: 15, chatLogId: 16 }));
    await flush();
    expect(view().phase).toBe('streaming');
    const [startedQuestion, startedAnswer] = view().messages.slice(-2);
    // The keys stay: the elements are not remounted when the server names the messages.
    expect(startedQuestion).toMatchObject({ key: question?.key, id: 15, status: 'done' });
    expect(startedAnswer).toMatchObject({ key: answer?.key, id: 16, status: 'streaming', modelName: '灵犀 Lite' });

    stream.last().channel.push(thinkFrame('先想'), thinkFrame('一想'), deltaFrame('你'), deltaFrame('好'));
    await flush();
    expect(view().messages.at(-1)).toMatchObject({ reasoning: '先想一想', content: '你好', status: 'streaming' });

    stream.last().channel.push(endFrame('你好！', { chatLogId: 16 }));
    await flush();
    expect(view().phase).toBe('idle');
    expect(view().messages.at(-1)).toMatchObject({ key: answer?.key, id: 16, content: '你好！', reasoning: '先想一想', status: 'done', error: null });
    expect(view().messages).toHaveLength(6);
    expect(view().canRegenerate).toBe(true);
    expect(turnSettled).toHaveBeenCalledExactlyOnceWith({ outcome: 'done', balance: 95, groupId: 7 });
  });

  it('an end frame that says stopped settles stopped', async () => {
    const { stream, view, turnSettled } = await streaming();
    stream.last().channel.push(deltaFrame('半'), endFrame('半', { stopped: true, balance: 90 }));
    await flush();
    expect(view().messages.at(-1)).toMatchObject({ status: 'stopped', content: '半' });
    expect(turnSettled).toHaveBeenCalledWith({ outcome: 'stopped', balance: 90, groupId: 7 });
  });

  it('an error frame fails the answer with its message and the refunded balance', async () => {
    const { stream, view, turnSettled } = await streaming();
    stream.last().channel.push(deltaFrame('部分'), errorFrame('模型服务暂不可用，请稍后再试', { chatLogId: 16 }));
    await flush();
    expect(view().phase).toBe('idle');
    expect(view().messages.at(-1)).toMatchObject({ id: 16, status: 'failed', content: '部分', error: '模型服务暂不可用，请稍后再试' });
    expect(view().messages.at(-2)).toMatchObject({ status: 'done' });
    expect(turnSettled).toHaveBeenCalledExactlyOnceWith({ outcome: 'failed', balance: 100, groupId: 7 });
  });

  it('an error frame without text shows the fallback', async () => {
    const { stream, view } = await streaming();
    stream.last().channel.push(errorFrame(''));
    await flush();
    expect(view().messages.at(-1)?.error).toBe('回答失败，请稍后再试');
  });

  it('a stream that breaks mid-answer fails with the network text and keeps the partial answer', async () => {
    const { stream, view, turnSettled } = await streaming();
    stream.last().channel.push(deltaFrame('一半'));
    await flush();
    stream.last().channel.fail(new TypeError('Failed to fetch'));
    await flush();
    expect(view().phase).toBe('idle');
    expect(view().messages.at(-1)).toMatchObject({ status: 'failed', content: '一半', error: '网络连接中断，回答未完成，请重试' });
    expect(turnSettled).toHaveBeenCalledExactlyOnceWith({ outcome: 'failed', groupId: 7 });
  });

  it('a network failure before the start frame fails the pair (the question may not have been saved)', async () => {
    const { stream, view, turnSettled, refused } = await asking();
    stream.last().channel.fail(new TypeError('Failed to fetch'));
    await flush();
    expect(
      view()
        .messages.slice(-2)
        .map((message) => message.status),
    ).toEqual(['failed', 'failed']);
    expect(view().canRegenerate).toBe(false);
    expect(refused).not.toHaveBeenCalled();
    expect(turnSettled).toHaveBeenCalledWith({ outcome: 'failed', groupId: 7 });
  });

  it('a stream that closes without an end frame is a network failure', async () => {
    const { stream, view } = await streaming();
    stream.last().channel.push(deltaFrame('话说'));
    stream.last().channel.close();
    await flush();
    expect(view().messages.at(-1)).toMatchObject({ status: 'failed', content: '话说', error: '网络连接中断，回答未完成，请重试' });
  });

  it('chat.stop while streaming aborts the request and keeps the partial text; later frames are ignored', async () => {
    const { actor, stream, view, turnSettled } = await streaming();
    stream.last().channel.push(deltaFrame('写到'), deltaFrame('一半'));
    await flush();
    expect(stream.last().signal.aborted).toBe(false);
    actor.send({ type: 'chat.stop' });
    expect(stream.last().signal.aborted).toBe(true);
    expect(view().phase).toBe('idle');
    expect(view().messages.at(-1)).toMatchObject({ id: 16, status: 'stopped', content: '写到一半', error: null });
    expect(turnSettled).toHaveBeenCalledExactlyOnceWith({ outcome: 'stopped', groupId: 7 });
    stream.last().channel.push(deltaFrame('不该出现'), endFrame('x'));
    await flush();
    expect(view().messages.at(-1)?.content).toBe('写到一半');
    expect(turnSettled).toHaveBeenCalledTimes(1);
  });

  it('chat.stop before the start frame aborts too and marks the answer stopped', async () => {
    const { actor, stream, view, turnSettled } = await asking();
    actor.send({ type: 'chat.stop' });
    expect(stream.last().signal.aborted).toBe(true);
    expect(view().phase).toBe('idle');
    expect(view().messages.slice(-2)).toMatchObject([
      { role: 'user', content: '你好', status: 'done' },
      { role: 'assistant', content: '', status: 'stopped' },
    ]);
    expect(turnSettled).toHaveBeenCalledWith({ outcome: 'stopped', groupId: 7 });
  });

  it('leaving the conversation (the session actor stops) aborts a turn in progress', async () => {
    const { actor, stream } = await streaming();
    actor.stop();
    expect(stream.last().signal.aborted).toBe(true);
  });

  it('a finished stream is not aborted: the end frame leaves it to close by itself', async () => {
    const { stream } = await streaming();
    stream.last().channel.push(endFrame('好'));
    await flush();
    expect(stream.last().signal.aborted).toBe(false);
  });

  it('chat.stop while idle does nothing', async () => {
    const { actor, view, turnSettled } = start();
    await flush();
    const before = view().messages;
    actor.send({ type: 'chat.stop' });
    expect(view().messages).toBe(before);
    expect(turnSettled).not.toHaveBeenCalled();
  });

  it('a new message while sending or streaming is refused (no queue: every turn is charged)', async () => {
    const session = await asking('第一个');
    session.actor.send({ type: 'chat.draft', text: '第二个' });
    session.send('第二个');
    expect(session.view()).toMatchObject({ phase: 'sending', draft: '第二个' });
    session.stream.last().channel.push(startFrame());
    await flush();
    session.send('第三个');
    await flush();
    expect(session.view().phase).toBe('streaming');
    expect(session.streamTurn).toHaveBeenCalledTimes(1);
    expect(
      session
        .view()
        .messages.filter((message) => message.role === 'user')
        .map((message) => message.content),
    ).toEqual(['问题 11', '问题 13', '第一个']);
  });

  it('a file chat sends the input file, and a message may name another (shown on the question)', async () => {
    const { send, actor, stream, view } = start({ input: { groupId: 7, fileId: 3 } });
    await flush();
    send('总结');
    await flush();
    expect(stream.last().request).toEqual({ groupId: 7, prompt: '总结', fileId: 3 });
    actor.send({ type: 'chat.stop' });
    actor.send({ type: 'chat.send', prompt: '这张图呢', file: { id: 5, name: '图.png', kind: 'image', url: '/files/5' } });
    await flush();
    expect(stream.last().request).toEqual({ groupId: 7, prompt: '这张图呢', fileId: 5 });
    expect(view().messages.at(-2)?.file).toEqual({ name: '图.png', kind: 'image', url: '/files/5' });
  });
});

describe('chatSessionMachine: refusals before streaming', () => {
  it('402: the pair is withdrawn, the question goes back to the draft, refused is called', async () => {
    const { stream, view, refused, turnSettled } = await asking('帮我写诗');
    const before = view().messages.slice(0, -2);
    stream.last().channel.fail(new TurnRefused(402, '积分余额不足，请充值后再使用'));
    await flush();
    expect(view()).toMatchObject({ phase: 'idle', draft: '帮我写诗' });
    expect(view().messages).toEqual(before);
    expect(refused).toHaveBeenCalledExactlyOnceWith({ status: 402, message: '积分余额不足，请充值后再使用' });
    expect(turnSettled).not.toHaveBeenCalled();
  });

  it('any error with a numeric status and a message counts as a refusal (401)', async () => {
    const { stream, refused, view } = await asking();
    stream.last().channel.fail(Object.assign(new Error('请先登录'), { status: 401 }));
    await flush();
    expect(refused).toHaveBeenCalledWith({ status: 401, message: '请先登录' });
    expect(view().draft).toBe('你好');
  });

  it('a draft typed while the turn was pending is not overwritten', async () => {
    const { actor, stream, view, refused } = await asking('旧问题');
    actor.send({ type: 'chat.draft', text: '新问题' });
    stream.last().channel.fail(new TurnRefused(400, '请先上传要对话的文件'));
    await flush();
    expect(view().draft).toBe('新问题');
    expect(refused).toHaveBeenCalledWith({ status: 400, message: '请先上传要对话的文件' });
  });
});

describe('chatSessionMachine: a new conversation (ensureGroup)', () => {
  it('creates the group on the first message, then asks in it', async () => {
    const creating = deferred<number>();
    const ensureGroup = vi.fn(() => creating.promise);
    const { send, view, stream, streamTurn, turnSettled } = start({ input: { groupId: null }, ensureGroup });
    send('第一句');
    expect(view()).toMatchObject({ phase: 'sending', groupId: null });
    expect(view().messages.map((message) => message.status)).toEqual(['sending', 'sending']);
    expect(ensureGroup).toHaveBeenCalledTimes(1);
    expect(streamTurn).not.toHaveBeenCalled();
    creating.resolve(9);
    await flush();
    expect(view().groupId).toBe(9);
    expect(stream.last().request).toEqual({ groupId: 9, prompt: '第一句' });
    stream.last().channel.push(startFrame({ groupId: 9 }), deltaFrame('嗨'), endFrame('嗨'));
    await flush();
    expect(turnSettled).toHaveBeenCalledWith({ outcome: 'done', balance: 95, groupId: 9 });
    // The second message goes to the same group.
    send('第二句');
    await flush();
    expect(ensureGroup).toHaveBeenCalledTimes(1);
    expect(stream.last().request).toEqual({ groupId: 9, prompt: '第二句' });
  });

  it('a refused creation (401) withdraws the message like a refused turn', async () => {
    const ensureGroup = vi.fn(() => Promise.reject(new TurnRefused(401, '请先登录后再进行使用！')));
    const { send, view, refused, streamTurn } = start({ input: { groupId: null }, ensureGroup });
    send('你好');
    await flush();
    expect(view()).toMatchObject({ phase: 'idle', messages: [], draft: '你好', groupId: null });
    expect(refused).toHaveBeenCalledWith({ status: 401, message: '请先登录后再进行使用！' });
    expect(streamTurn).not.toHaveBeenCalled();
  });

  it('a failed creation fails the pair without a turn; the next message tries again', async () => {
    const ensureGroup = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(9);
    const { send, view, turnSettled, stream } = start({ input: { groupId: null }, ensureGroup });
    send('你好');
    await flush();
    expect(view().messages.map((message) => message.status)).toEqual(['failed', 'failed']);
    expect(view().messages[1]?.error).toBe('网络连接中断，回答未完成，请重试');
    expect(turnSettled).not.toHaveBeenCalled();
    send('再来');
    await flush();
    expect(ensureGroup).toHaveBeenCalledTimes(2);
    expect(stream.last().request).toEqual({ groupId: 9, prompt: '再来' });
  });

  it('chat.stop while the group is being created stops the turn once it exists (the group is kept)', async () => {
    const creating = deferred<number>();
    const { actor, send, view, streamTurn, turnSettled } = start({ input: { groupId: null }, ensureGroup: vi.fn(() => creating.promise) });
    send('你好');
    actor.send({ type: 'chat.stop' });
    expect(view().phase).toBe('sending');
    creating.resolve(9);
    await flush();
    expect(view()).toMatchObject({ phase: 'idle', groupId: 9 });
    expect(view().messages.at(-1)).toMatchObject({ status: 'stopped' });
    expect(streamTurn).not.toHaveBeenCalled();
    expect(turnSettled).not.toHaveBeenCalled();
  });
});

describe('chatSessionMachine: regenerate', () => {
  it('asks the last question again with regenerate: true; the new answer replaces the old one', async () => {
    const { actor, view, stream, turnSettled } = start();
    await flush();
    const question = view().messages.at(-2);
    const oldAnswer = view().messages.at(-1);
    expect(view().canRegenerate).toBe(true);
    actor.send({ type: 'chat.regenerate' });
    expect(view().phase).toBe('sending');
    expect(view().messages).toHaveLength(4);
    expect(view().messages.at(-2)).toBe(question);
    expect(view().messages.at(-1)).toMatchObject({ status: 'sending', content: '' });
    expect(view().messages.at(-1)?.key).not.toBe(oldAnswer?.key);
    await flush();
    expect(stream.last().request).toEqual({ groupId: 7, prompt: '问题 13', regenerate: true });
    stream.last().channel.push(startFrame({ userLogId: 13, chatLogId: 15 }), deltaFrame('新的回答'), endFrame('新的回答', { chatLogId: 15 }));
    await flush();
    expect(contents({ view } as ReturnType<typeof start>)).toEqual([
      'user:问题 11:done',
      'assistant:回答 12:done',
      'user:问题 13:done',
      'assistant:新的回答:done',
    ]);
    expect(turnSettled).toHaveBeenCalledWith({ outcome: 'done', balance: 95, groupId: 7 });
  });

  it('a refused regenerate brings the old answer back and leaves the draft alone', async () => {
    const { actor, view, stream, refused } = start();
    await flush();
    const before = view().messages;
    actor.send({ type: 'chat.regenerate' });
    await flush();
    stream.last().channel.fail(new TurnRefused(402, '积分余额不足，请充值后再使用'));
    await flush();
    expect(view().messages).toEqual(before);
    expect(view().messages.at(-1)).toBe(before.at(-1));
    expect(view().draft).toBe('');
    expect(refused).toHaveBeenCalledWith({ status: 402, message: '积分余额不足，请充值后再使用' });
  });

  it('is refused without a saved answer to replace, and while a turn runs', async () => {
    const empty = start({ loadPage: vi.fn(async () => ({ rows: [], hasMore: false })) });
    await flush();
    empty.actor.send({ type: 'chat.regenerate' });
    expect(empty.view().phase).toBe('idle');
    expect(empty.view().canRegenerate).toBe(false);

    const onlyQuestion = start({ loadPage: vi.fn(async () => ({ rows: [chatLog(1, 'user', '问')], hasMore: false })) });
    await flush();
    expect(onlyQuestion.view().canRegenerate).toBe(false);

    const session = await streaming();
    session.actor.send({ type: 'chat.regenerate' });
    expect(session.view().canRegenerate).toBe(false);
    expect(session.streamTurn).toHaveBeenCalledTimes(1);
  });

  it('after a stopped answer it can regenerate (the answer was saved)', async () => {
    const { actor, view } = await streaming();
    actor.send({ type: 'chat.stop' });
    expect(view().canRegenerate).toBe(true);
  });
});

describe('chatSessionMachine: a grounded turn (/knowledge/chat)', () => {
  it('the sources frame gives the streaming answer every source; the end keeps the cited ones, in the order cited', async () => {
    const { stream, view } = await streaming();
    stream.last().channel.push(sourcesFrame(sourceCards(3)), deltaFrame('答[3]'));
    await flush();
    expect(
      view()
        .messages.at(-1)
        ?.sources?.map((source) => source.n),
    ).toEqual([1, 2, 3]);
    stream.last().channel.push(endFrame('答[3]，又见[1]', { citations: [3, 1] }));
    await flush();
    expect(view().messages.at(-1)).toMatchObject({ status: 'done', content: '答[3]，又见[1]' });
    expect(
      view()
        .messages.at(-1)
        ?.sources?.map((source) => source.chunkId),
    ).toEqual([102, 100]);
  });

  it('an answer that cites nothing keeps no sources; a saved answer brings its cited sources back', async () => {
    const { stream, view } = await streaming();
    stream.last().channel.push(sourcesFrame(sourceCards(2)), deltaFrame('无'), endFrame('无', { citations: [] }));
    await flush();
    expect(view().messages.at(-1)?.sources).toBeNull();
    const saved = start({
      loadPage: vi.fn(async () => ({ rows: [chatLog(1, 'user', '问'), chatLog(2, 'assistant', '答[1]', { sources: sourceCards(1) })], hasMore: false })),
    });
    await flush();
    expect(saved.view().messages.map((message) => message.sources?.length ?? null)).toEqual([null, 1]);
  });

  it('nothing found: one end frame with chatLogId 0 settles the answer unsaved (id null), so it cannot be regenerated', async () => {
    const { stream, view, turnSettled } = await asking('天气如何');
    stream.last().channel.push(endFrame('知识库中未找到与问题相关的内容', { chatLogId: 0, charged: 0, citations: [] }));
    await flush();
    expect(view().messages.at(-1)).toMatchObject({ id: null, status: 'done', content: '知识库中未找到与问题相关的内容', sources: null });
    expect(view().canRegenerate).toBe(false);
    expect(turnSettled).toHaveBeenCalledWith({ outcome: 'done', balance: 95, groupId: 7 });
  });
});

describe('chatSessionMachine: older pages', () => {
  it('chat.loadOlder prepends the page before the oldest log; hasOlder follows the server', async () => {
    const loadPage = vi
      .fn<(input: LoadPageInput) => Promise<ChatPage>>()
      .mockResolvedValueOnce(firstPage)
      .mockResolvedValueOnce({ rows: chatLogs(7, 10), hasMore: false });
    const { actor, view } = start({ loadPage });
    await flush();
    const loaded = view().messages;
    actor.send({ type: 'chat.loadOlder' });
    expect(view().loadingOlder).toBe(true);
    await flush();
    expect(loadPage).toHaveBeenLastCalledWith({ groupId: 7, before: 11 });
    expect(view()).toMatchObject({ loadingOlder: false, hasOlder: false });
    expect(view().messages.map((message) => message.id)).toEqual([7, 8, 9, 10, 11, 12, 13, 14]);
    // The messages already shown keep their objects.
    expect(view().messages.slice(4)).toEqual(loaded);
    for (const [index, message] of loaded.entries()) expect(view().messages[index + 4]).toBe(message);
    actor.send({ type: 'chat.loadOlder' });
    expect(view().loadingOlder).toBe(false);
    expect(loadPage).toHaveBeenCalledTimes(2);
  });

  it('loads older messages during a streaming answer without disturbing it', async () => {
    const older = deferred<ChatPage>();
    const loadPage = vi.fn<(input: LoadPageInput) => Promise<ChatPage>>().mockResolvedValueOnce(firstPage).mockReturnValueOnce(older.promise);
    const session = start({ loadPage });
    await flush();
    session.send('你好');
    await flush();
    session.stream.last().channel.push(startFrame({ userLogId: 15, chatLogId: 16 }), deltaFrame('前半'));
    await flush();
    session.actor.send({ type: 'chat.loadOlder' });
    expect(session.view()).toMatchObject({ phase: 'streaming', loadingOlder: true });
    session.stream.last().channel.push(deltaFrame('后半'));
    await flush();
    older.resolve({ rows: chatLogs(9, 10), hasMore: true });
    await flush();
    expect(session.view()).toMatchObject({ phase: 'streaming', loadingOlder: false, hasOlder: true });
    expect(session.view().messages.map((message) => message.id)).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    expect(session.view().messages.at(-1)).toMatchObject({ content: '前半后半', status: 'streaming' });
    session.stream.last().channel.push(endFrame('前半后半', { chatLogId: 16 }));
    await flush();
    expect(contents(session).slice(-2)).toEqual(['user:你好:done', 'assistant:前半后半:done']);
    expect(session.stream.last().signal.aborted).toBe(false);
  });

  it('a failed older page keeps the list; it can be asked again', async () => {
    const loadPage = vi
      .fn<(input: LoadPageInput) => Promise<ChatPage>>()
      .mockResolvedValueOnce(firstPage)
      .mockRejectedValueOnce(new Error('x'))
      .mockResolvedValueOnce({ rows: chatLogs(9, 10), hasMore: false });
    const { actor, view } = start({ loadPage });
    await flush();
    actor.send({ type: 'chat.loadOlder' });
    await flush();
    expect(view()).toMatchObject({ olderFailed: true, hasOlder: true, loadingOlder: false });
    expect(view().messages).toHaveLength(4);
    actor.send({ type: 'chat.loadOlder' });
    expect(view().olderFailed).toBe(false);
    await flush();
    expect(view().messages).toHaveLength(6);
  });

  it('nothing older for a new conversation', async () => {
    const { actor, view, loadPage } = start({ input: { groupId: null } });
    actor.send({ type: 'chat.loadOlder' });
    expect(view().loadingOlder).toBe(false);
    expect(loadPage).not.toHaveBeenCalled();
  });
});

describe('chatSessionView: reference stability', () => {
  it('a delta renews only the streaming answer; the list, question and settled messages keep their objects', async () => {
    const { view, stream } = await streaming();
    stream.last().channel.push(deltaFrame('一'));
    await flush();
    const before = view();
    // The same snapshot gives the same list.
    expect(view().messages).toBe(before.messages);
    stream.last().channel.push(deltaFrame('二'));
    await flush();
    const after = view();
    expect(after.messages).not.toBe(before.messages);
    expect(after.messages).toHaveLength(before.messages.length);
    for (let index = 0; index < after.messages.length - 1; index += 1) expect(after.messages[index]).toBe(before.messages[index]);
    expect(after.messages.at(-1)).not.toBe(before.messages.at(-1));
    expect(after.messages.at(-1)?.content).toBe('一二');
  });

  it('settling a turn keeps the earlier messages; a change of language builds them again', async () => {
    const { view, stream, actor } = await streaming();
    const during = view().messages;
    stream.last().channel.push(endFrame('好'));
    await flush();
    const after = view().messages;
    for (let index = 0; index < 5; index += 1) expect(after[index]).toBe(during[index]);
    const english = chatSessionView(actor.getSnapshot(), createTranslator([chatSessionCatalog], 'en')).messages;
    expect(english[0]).not.toBe(after[0]);
    expect(english[0]).toEqual(after[0]);
  });
});

describe('turn refusals', () => {
  it('isTurnRefused: TurnRefused or a status + message; not a network error', () => {
    expect(isTurnRefused(new TurnRefused(402, '积分余额不足'))).toBe(true);
    expect(isTurnRefused({ status: 404, message: '对话不存在' })).toBe(true);
    expect(isTurnRefused(new TypeError('Failed to fetch'))).toBe(false);
    expect(isTurnRefused({ status: '401', message: 'x' })).toBe(false);
    expect(isTurnRefused(null)).toBe(false);
  });

  it('refusalMessage: the server text, else one by status', () => {
    expect(refusalMessage({ status: 402, message: ' 余额不足 ' })).toEqual({ text: '余额不足' });
    expect(refusalMessage({ status: 401, message: '' })).toEqual({ key: 'chatSession.loginRequired' });
    expect(refusalMessage({ status: 402, message: '' })).toEqual({ key: 'chatSession.insufficientPoints' });
    expect(refusalMessage({ status: 404, message: '' })).toEqual({ key: 'chatSession.refused' });
  });
});
