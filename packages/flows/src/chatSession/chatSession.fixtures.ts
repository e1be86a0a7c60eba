import type { ChatFrame, ChatLog, ChatSource, TurnRequest } from '../chat/chatTypes';
import type { StreamTurn } from './turnStream';

/**
 * Fakes for tests and stories: a stream you push frames into, and a `streamTurn` that opens one per
 * call and records its request and abort signal.
 */
export interface FrameChannel {
  frames: AsyncIterable<ChatFrame>;
  push: (...frames: ChatFrame[]) => void;
  /** The stream ends (after the frames pushed so far). */
  close: () => void;
  /** The call throws (a `TurnRefused` before any frame, or a network error). */
  fail: (error: unknown) => void;
}

function frameChannel(signal?: AbortSignal): FrameChannel {
  const queue: ChatFrame[] = [];
  let ended = false;
  let failure: { error: unknown } | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  signal?.addEventListener('abort', () => {
    failure ??= { error: new DOMException('The turn was aborted', 'AbortError') };
    notify();
  });
  async function* frames(): AsyncGenerator<ChatFrame> {
    for (;;) {
      if (failure) throw failure.error;
      const frame = queue.shift();
      if (frame) yield frame;
      else if (ended) return;
      else await new Promise<void>((resolve) => (wake = resolve));
    }
  }
  return {
    frames: frames(),
    push: (...items) => {
      queue.push(...items);
      notify();
    },
    close: () => {
      ended = true;
      notify();
    },
    fail: (error) => {
      failure = { error };
      notify();
    },
  };
}

export interface StreamCall {
  request: TurnRequest;
  signal: AbortSignal;
  channel: FrameChannel;
}

/** A `streamTurn` whose every call gets its own channel. */
export function fakeStreamTurn() {
  const calls: StreamCall[] = [];
  const streamTurn: StreamTurn = (request, signal) => {
    const channel = frameChannel(signal);
    calls.push({ request, signal, channel });
    return channel.frames;
  };
  const last = (): StreamCall => {
    const call = calls.at(-1);
    if (!call) throw new Error('streamTurn was not called');
    return call;
  };
  return { streamTurn, calls, last };
}

export const startFrame = (extra: Partial<Extract<ChatFrame, { type: 'start' }>> = {}): ChatFrame => ({
  type: 'start',
  groupId: 7,
  userLogId: 41,
  chatLogId: 42,
  model: 'gpt-4o-mini',
  modelName: '灵犀 Lite',
  ...extra,
});

export const deltaFrame = (delta: string): ChatFrame => ({ type: 'delta', delta });

/** A grounded turn's sources (/knowledge/chat): n 1…count, from 员工手册.pdf pages 1…count. */
export const sourceCards = (count: number): ChatSource[] =>
  Array.from({ length: count }, (_, index) => ({
    n: index + 1,
    chunkId: 100 + index,
    docId: 5,
    noteId: null,
    docName: '员工手册.pdf',
    page: index + 1,
    snippet: `第${index + 1}页的段落`,
  }));
export const sourcesFrame = (sources: ChatSource[]): ChatFrame => ({ type: 'sources', sources });
export const thinkFrame = (think: string): ChatFrame => ({ type: 'delta', think });

export const endFrame = (text: string, extra: Partial<Extract<ChatFrame, { type: 'end' }>> = {}): ChatFrame => ({
  type: 'end',
  is_end: true,
  chatLogId: 42,
  text,
  usage: { promptTokens: 12, completionTokens: 50 },
  balance: 95,
  charged: 5,
  stopped: false,
  ...extra,
});

export const errorFrame = (message: string, extra: Partial<Extract<ChatFrame, { type: 'error' }>> = {}): ChatFrame => ({
  type: 'error',
  is_end: true,
  chatLogId: 42,
  code: 502,
  message,
  refunded: true,
  balance: 100,
  ...extra,
});

/** A saved log of group 7. */
export const chatLog = (id: number, role: ChatLog['role'], content: string, extra: Partial<ChatLog> = {}): ChatLog => ({
  id,
  groupId: 7,
  role,
  content,
  reasoning: null,
  status: 'done',
  model: role === 'assistant' ? 'gpt-4o-mini' : null,
  modelName: role === 'assistant' ? 'GPT-4o mini' : null,
  promptTokens: null,
  completionTokens: null,
  fileId: null,
  fileName: null,
  fileUrl: null,
  fileKind: null,
  createdAt: '2026-05-01T08:00:00.000Z',
  ...extra,
});

/** Alternating question/answer logs with ids from..to (inclusive; odd ids questions). */
export const chatLogs = (from: number, to: number): ChatLog[] =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index).map((id) =>
    id % 2 === 1 ? chatLog(id, 'user', `问题 ${id}`) : chatLog(id, 'assistant', `回答 ${id}`),
  );
