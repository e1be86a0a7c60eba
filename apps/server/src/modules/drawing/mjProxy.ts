import type { ProxyTarget } from './drawSettings.js';

/** A submit's reply (PROTOCOLS §5.2): code 1 accepted, 21 exists, 22 queued, 23 queue full, 24 banned prompt. */
export interface SubmitReply {
  code: number;
  description: string;
  result: unknown;
  properties: Record<string, unknown>;
}

/** A task as the proxy reports it. */
export interface ProxyTask {
  id: string;
  action?: string;
  status: string;
  progress?: string;
  prompt?: string;
  promptEn?: string;
  imageUrl?: string | null;
  failReason?: string | null;
  properties?: Record<string, unknown>;
  buttons?: unknown;
}

/** The proxy could not be reached or answered 5xx (worth retrying), or refused the call for good. */
export class ProxyError extends Error {
  override name = 'ProxyError';
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
  }
}

const callTimeoutMs = 30_000;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One JSON call to the proxy with its secret (`mj-api-secret`, and Bearer for relays such as new-api). */
async function call(target: ProxyTarget, method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${target.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(target.secret ? { 'mj-api-secret': target.secret, authorization: `Bearer ${target.secret}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(callTimeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    throw new ProxyError(`midjourney-proxy unreachable: ${error instanceof Error ? error.message : String(error)}`, true);
  }
  const text = await response.text().catch(() => '');
  if (response.status >= 500 || response.status === 429) throw new ProxyError(`midjourney-proxy answered ${response.status}`, true);
  if (response.status === 401 || response.status === 403) throw new ProxyError(`midjourney-proxy refused the secret (${response.status})`, false);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (!response.ok) throw new ProxyError(`midjourney-proxy answered ${response.status}`, false);
    throw new ProxyError('midjourney-proxy answered something other than JSON', true);
  }
}

function submitReply(value: unknown): SubmitReply {
  if (!isRecord(value) || typeof value.code !== 'number') throw new ProxyError('midjourney-proxy answered without a code', true);
  return {
    code: value.code,
    description: typeof value.description === 'string' ? value.description : '',
    result: value.result,
    properties: isRecord(value.properties) ? value.properties : {},
  };
}

function task(value: unknown): ProxyTask | null {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.status !== 'string') return null;
  return value as unknown as ProxyTask;
}

/** midjourney-proxy's REST API (PROTOCOLS §5.2): submits, task reads, seed, cancel. */
export const mjProxy = {
  submit: async (target: ProxyTarget, kind: 'imagine' | 'action' | 'modal' | 'blend' | 'describe' | 'shorten', body: Record<string, unknown>) =>
    submitReply(await call(target, 'POST', `/mj/submit/${kind}`, body)),
  swapFace: async (target: ProxyTarget, body: Record<string, unknown>) => submitReply(await call(target, 'POST', '/mj/insight-face/swap', body)),
  uploadImages: async (target: ProxyTarget, base64Array: string[]) =>
    submitReply(await call(target, 'POST', '/mj/submit/upload-discord-images', { base64Array })),
  fetch: async (target: ProxyTarget, id: string): Promise<ProxyTask | null> => task(await call(target, 'GET', `/mj/task/${encodeURIComponent(id)}/fetch`)),
  list: async (target: ProxyTarget, ids: string[]): Promise<ProxyTask[]> => {
    const reply = await call(target, 'POST', '/mj/task/list-by-condition', { ids });
    if (!Array.isArray(reply)) throw new ProxyError('list-by-condition answered something other than a list', true);
    return reply.flatMap((entry) => task(entry) ?? []);
  },
  imageSeed: async (target: ProxyTarget, id: string) => submitReply(await call(target, 'GET', `/mj/task/${encodeURIComponent(id)}/image-seed`)),
  cancel: async (target: ProxyTarget, id: string) => submitReply(await call(target, 'POST', `/mj/task/${encodeURIComponent(id)}/cancel`, {})),
};

/** "37%" as 37, bounded to 0–100. */
export function progressOf(progress: unknown): number {
  const value = Number.parseFloat(typeof progress === 'string' ? progress : '0');
  return Number.isFinite(value) ? Math.max(0, Math.min(100, Math.round(value))) : 0;
}
