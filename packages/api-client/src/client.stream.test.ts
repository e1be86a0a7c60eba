import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './envelope';
import { type LocalServer, delay, envelope, sendJson, startLocalServer } from './testing/localServer';

let server: LocalServer;
let connectionClosed: Promise<void>;
let markClosed: () => void;

beforeAll(async () => {
  server = await startLocalServer({
    'POST /api/chatgpt/chat-process': async (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/x-ndjson; charset=utf-8' });
      const body = Buffer.from('{"text":"你"}\n{"text":"你好"}\n{"text":"你好，灵犀","done":true}');
      // Cut inside the three bytes of the first 你, then between frames, then mid-frame.
      for (const [start, end] of [
        [0, 10],
        [10, 24],
        [24, 40],
        [40, body.length],
      ] as const) {
        response.write(body.subarray(start, end));
        await delay(10);
      }
      response.end();
    },
    'POST /api/chatgpt/chat-endless': (_request, response) => {
      response.on('close', markClosed);
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      response.write('{"text":"开始"}\n');
    },
    'POST /api/chatgpt/chat-poor': (_request, response) => sendJson(response, 402, envelope(null, 402, '积分不足，请充值')),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  connectionClosed = new Promise((resolve) => (markClosed = resolve));
});

async function collect<T>(frames: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const frame of frames) all.push(frame);
  return all;
}

describe('createApiClient: stream', () => {
  it('posts the prompt with the auth headers and yields every NDJSON frame', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'tok', getFingerprint: () => '42' });
    const frames = await collect(client.stream<{ text: string }>('/chatgpt/chat-process', { json: { prompt: '你好', appId: 0 } }));
    expect(frames).toEqual([{ text: '你' }, { text: '你好' }, { text: '你好，灵犀', done: true }]);
    const request = server.received.at(-1);
    expect(request?.headers).toMatchObject({ authorization: 'Bearer tok', fingerprint: '42', accept: 'application/x-ndjson' });
    expect(JSON.parse(request?.body.toString() ?? '')).toEqual({ prompt: '你好', appId: 0 });
  });

  it('stops on abort with an AbortError and closes the connection', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    const controller = new AbortController();
    const frames = client.stream('/chatgpt/chat-endless', { signal: controller.signal });
    await expect(frames.next()).resolves.toEqual({ done: false, value: { text: '开始' } });
    const waiting = frames.next();
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    await connectionClosed;
  });

  it('closes the connection when the consumer stops reading', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    for await (const frame of client.stream('/chatgpt/chat-endless')) {
      expect(frame).toEqual({ text: '开始' });
      break;
    }
    await connectionClosed;
  });

  it('rejects a refused stream with an ApiError and toasts it', async () => {
    const onErrorToast = vi.fn();
    const client = createApiClient({ baseUrl: server.baseUrl, onErrorToast });
    await expect(client.stream('/chatgpt/chat-poor', { json: { prompt: 'hi' } }).next()).rejects.toEqual(new ApiError(402, '积分不足，请充值', null, 402));
    expect(onErrorToast).toHaveBeenCalledExactlyOnceWith('积分不足，请充值');
  });
});
