import { describe, expect, it } from 'vitest';
import { readNdjson } from './ndjson';

const bytes = (text: string) => new TextEncoder().encode(text);

/** A stream of the given chunks; `cancelled` tells whether its reader cancelled it. */
function chunkStream(chunks: Uint8Array[], { endless = false } = {}) {
  const state = { cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift();
      if (next) controller.enqueue(next);
      else if (!endless) controller.close();
      // An endless stream just stops producing: the next read stays pending.
      else return new Promise(() => undefined);
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

async function collect<T>(frames: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const frame of frames) all.push(frame);
  return all;
}

describe('readNdjson', () => {
  it('joins frames split across chunks, including a Chinese character split mid-byte-sequence', async () => {
    const body = bytes('{"text":"你好"}\n{"text":"世界"}\n');
    const insideNi = 10; // '{"text":"' is 9 bytes; 你 takes bytes 9–11
    const { stream } = chunkStream([body.slice(0, insideNi), body.slice(insideNi, 20), body.slice(20)]);
    expect(await collect(readNdjson(stream))).toEqual([{ text: '你好' }, { text: '世界' }]);
  });

  it('handles one byte per chunk', async () => {
    const body = bytes('{"a":"灵犀"}\n{"b":2}\n');
    const { stream } = chunkStream(Array.from(body, (byte) => Uint8Array.of(byte)));
    expect(await collect(readNdjson(stream))).toEqual([{ a: '灵犀' }, { b: 2 }]);
  });

  it('skips blank lines, accepts CRLF and reads a last frame without a newline', async () => {
    const { stream } = chunkStream([bytes('\n{"n":1}\r\n\n  \n{"n":2}\n{"n"'), bytes(':3}')]);
    expect(await collect(readNdjson(stream))).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('reads the body of a Response', async () => {
    const response = new Response('{"done":true}\n', { headers: { 'content-type': 'application/x-ndjson' } });
    expect(await collect(readNdjson(response))).toEqual([{ done: true }]);
  });

  it('throws an error naming the malformed line and cancels the stream', async () => {
    const { stream, state } = chunkStream([bytes('{"n":1}\n\n{"n":\n{"n":4}\n')], { endless: true });
    const frames = readNdjson(stream);
    await expect(frames.next()).resolves.toEqual({ done: false, value: { n: 1 } });
    await expect(frames.next()).rejects.toThrow('Malformed NDJSON frame on line 3: {"n":');
    expect(state.cancelled).toBe(true);
  });

  it('stops on abort while waiting for data and cancels the stream', async () => {
    const { stream, state } = chunkStream([bytes('{"n":1}\n')], { endless: true });
    const controller = new AbortController();
    const frames = readNdjson(stream, controller.signal);
    await expect(frames.next()).resolves.toEqual({ done: false, value: { n: 1 } });
    const waiting = frames.next();
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(state.cancelled).toBe(true);
  });

  it('reads nothing when the signal is already aborted', async () => {
    const { stream, state } = chunkStream([bytes('{"n":1}\n')]);
    await expect(readNdjson(stream, AbortSignal.abort()).next()).rejects.toMatchObject({ name: 'AbortError' });
    expect(state.cancelled).toBe(true);
  });

  it('cancels the stream when the consumer stops early', async () => {
    const { stream, state } = chunkStream([bytes('{"n":1}\n{"n":2}\n')], { endless: true });
    for await (const frame of readNdjson(stream)) {
      expect(frame).toEqual({ n: 1 });
      break;
    }
    expect(state.cancelled).toBe(true);
  });
});
