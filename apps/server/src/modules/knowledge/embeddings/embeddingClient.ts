/** An OpenAI-compatible embedding endpoint: {base}/embeddings with the operator's key, model and width. */
export interface EmbeddingTarget {
  /** e.g. https://api.openai.com/v1 (…/embeddings is appended). */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Asked for when set (text-embedding-3's `dimensions`); the vectors' width must match it either way. */
  dimensions?: number;
}

/** A failed embedding request: `retryable` for 429, 5xx and lost connections; the reason is the upstream's own words. */
export class EmbeddingError extends Error {
  override name = 'EmbeddingError';
  constructor(
    readonly reason: string,
    readonly status: number,
    readonly retryable: boolean,
    /** Retry-After, in milliseconds, when the upstream gave one. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(reason);
  }
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The upstream's error message ({error: {message}}), else the start of its body. */
function reasonOf(status: number, body: string): string {
  try {
    const message = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message;
    if (typeof message === 'string' && message) return message.slice(0, 300);
  } catch {
    // not JSON: the text itself
  }
  return body.slice(0, 300) || `HTTP ${status}`;
}

/** Little-endian float32s, as OpenAI's base64 encoding sends them. */
function fromBase64(text: string): Float32Array {
  const bytes = Buffer.from(text, 'base64');
  const vector = new Float32Array(bytes.length / 4);
  for (let i = 0; i < vector.length; i++) vector[i] = bytes.readFloatLE(i * 4);
  return vector;
}

/**
 * One request: the texts' vectors in the texts' order (base64 asked for: a quarter of the JSON). A reply of the wrong
 * count or width is an error (it would corrupt the index), not retried.
 */
export async function embedBatch(target: EmbeddingTarget, inputs: string[], { timeoutMs = 60_000 } = {}): Promise<Float32Array[]> {
  let reply: Response;
  try {
    reply = await fetch(`${target.baseUrl.replace(/\/+$/, '')}/embeddings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${target.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: target.model, input: inputs, encoding_format: 'base64', ...(target.dimensions ? { dimensions: target.dimensions } : {}) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new EmbeddingError(`连接失败：${(error as Error).message}`, 0, true);
  }
  const body = await reply.text();
  if (!reply.ok) {
    const retryable = reply.status === 429 || reply.status >= 500;
    throw new EmbeddingError(reasonOf(reply.status, body), reply.status, retryable, retryAfterMs(reply.headers.get('retry-after')));
  }
  let data: { index: number; embedding: string | number[] }[];
  try {
    data = (JSON.parse(body) as { data: typeof data }).data;
  } catch {
    throw new EmbeddingError('向量接口的回复无法解析', reply.status, false);
  }
  if (!Array.isArray(data) || data.length !== inputs.length) throw new EmbeddingError('向量接口返回的数量不符', reply.status, false);
  const vectors: Float32Array[] = new Array(inputs.length);
  for (const item of data) {
    const vector = typeof item.embedding === 'string' ? fromBase64(item.embedding) : Float32Array.from(item.embedding);
    if (target.dimensions && vector.length !== target.dimensions)
      throw new EmbeddingError(`向量维度为 ${vector.length}，应为 ${target.dimensions}`, reply.status, false);
    vectors[item.index] = vector;
  }
  if (vectors.some((vector) => vector === undefined)) throw new EmbeddingError('向量接口返回的数量不符', reply.status, false);
  return vectors;
}

export interface EmbedOptions {
  /** Texts a request (10 unless configured). */
  batchSize?: number;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Tries a batch gets before its error stands. */
  attempts?: number;
  /** Waits between tries (injected: tests pass no wall-clock time). */
  sleep?: (ms: number) => Promise<void>;
  /** After each batch: how many texts are embedded so far. */
  onProgress?: (done: number, total: number) => void | Promise<void>;
  /** Checked before each request: a stopped job sends nothing more. */
  stopped?: () => boolean;
}

/** Backoff without Retry-After: 1 s, 2 s, 4 s …, at most 30 s. */
const backoffMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

/**
 * Every text's vector, in order: batches of `batchSize`, `concurrency` in flight; 429, 5xx and lost connections are
 * tried again after Retry-After (else a doubling backoff), a refusal (400, 401 …) fails at once with the upstream's
 * reason. Returns null when `stopped` said so before the end.
 */
export async function embedAll(target: EmbeddingTarget, texts: string[], options: EmbedOptions = {}): Promise<Float32Array[] | null> {
  const { batchSize = 10, concurrency = 4, attempts = 5, sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)), onProgress, stopped } = options;
  const vectors: Float32Array[] = new Array(texts.length);
  const batches = Array.from({ length: Math.ceil(texts.length / batchSize) }, (_, index) => index * batchSize);
  let next = 0;
  let done = 0;
  let halted = false;
  const worker = async () => {
    while (next < batches.length && !halted) {
      const start = batches[next++]!;
      const inputs = texts.slice(start, start + batchSize);
      for (let attempt = 0; ; attempt++) {
        if (stopped?.()) {
          halted = true;
          return;
        }
        try {
          const batch = await embedBatch(target, inputs);
          batch.forEach((vector, offset) => {
            vectors[start + offset] = vector;
          });
          break;
        } catch (error) {
          if (!(error instanceof EmbeddingError) || !error.retryable || attempt + 1 >= attempts) {
            halted = true;
            throw error;
          }
          await sleep(error.retryAfterMs ?? backoffMs(attempt));
        }
      }
      done += inputs.length;
      await onProgress?.(done, texts.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, batches.length) }, worker));
  return halted ? null : vectors;
}
