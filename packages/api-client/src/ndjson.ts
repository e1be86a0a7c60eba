/**
 * The frames of a newline-delimited JSON body (the chat stream), one parsed line at a time.
 * Blank lines are skipped; a last frame without a newline still counts. Aborting `signal`
 * cancels the stream and rejects with the signal's reason (an AbortError by default).
 */
export async function* readNdjson<T = unknown>(source: Response | ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<T, void, undefined> {
  const body = 'getReader' in source ? source : source.body;
  if (!body) return;
  const reader = body.getReader();
  // Cancelling settles a pending read(), so an abort is noticed even while the server is silent.
  const cancel = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', cancel);
  const decoder = new TextDecoder();
  let pending = '';
  let lineNumber = 0;
  try {
    signal?.throwIfAborted();
    for (;;) {
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      pending += decoder.decode(value, { stream: !done });
      const lines = pending.split('\n');
      pending = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        lineNumber += 1;
        if (line.trim() !== '') yield parseFrame<T>(line, lineNumber);
      }
      if (done) return;
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
    // Also runs when the consumer stops early: the rest of the body is not wanted.
    await reader.cancel().catch(() => undefined);
  }
}

function parseFrame<T>(line: string, lineNumber: number): T {
  try {
    return JSON.parse(line) as T;
  } catch {
    const excerpt = line.length > 120 ? `${line.slice(0, 120)}…` : line;
    throw new SyntaxError(`Malformed NDJSON frame on line ${lineNumber}: ${excerpt}`);
  }
}
