/** How long a gateway waits for the merchant's notify reply. */
const NOTIFY_TIMEOUT_MS = 10_000;

/** One notify the sim sent to the merchant's notify_url, and what came back. */
export interface PaymentDelivery {
  /** 1-based, in the order the sends were started. */
  attempt: number;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body: string | null;
  /** Null when no HTTP answer came (refused, timed out). */
  status: number | null;
  response: string | null;
  error: string | null;
  /** The merchant answered the way the provider counts as "received" (no retry would follow). */
  acknowledged: boolean;
  sentAt: string;
}

export interface NotifyRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body: string | null;
}

export interface DeliveryPlan {
  /** How many notifies to send (duplicates, as a provider's retries or a replay would). */
  times: number;
  /** Send them all at once instead of one after another. */
  concurrent: boolean;
}

async function deliverOne(attempt: number, request: NotifyRequest, isAck: (status: number, body: string) => boolean): Promise<PaymentDelivery> {
  const sentAt = new Date().toISOString();
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body === null ? {} : { body: request.body }),
      signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
    });
    const text = await response.text();
    return { attempt, ...request, status: response.status, response: text, error: null, acknowledged: isAck(response.status, text), sentAt };
  } catch (error) {
    const message = error instanceof Error ? (error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message) : String(error);
    return { attempt, ...request, status: null, response: null, error: message, acknowledged: false, sentAt };
  }
}

/** Sends `plan.times` notifies built by `build(attempt)`, sequentially or concurrently; never throws. */
export async function deliverNotifies(
  plan: DeliveryPlan,
  build: (attempt: number) => NotifyRequest,
  isAck: (status: number, body: string) => boolean,
): Promise<PaymentDelivery[]> {
  const attempts = Array.from({ length: plan.times }, (_, i) => i + 1);
  if (plan.concurrent) return Promise.all(attempts.map((attempt) => deliverOne(attempt, build(attempt), isAck)));
  const deliveries: PaymentDelivery[] = [];
  for (const attempt of attempts) deliveries.push(await deliverOne(attempt, build(attempt), isAck));
  return deliveries;
}

/** epay and xunhupay: the merchant must answer the plain text `success` (surrounding whitespace tolerated, as the PHP gateways trim). */
export const plainSuccessAck = (status: number, body: string) => status === 200 && body.trim() === 'success';

const BEIJING_OFFSET_MS = 8 * 3600 * 1000;

/** `YYYY-MM-DD HH:mm:ss` in Beijing time, as the PHP gateways print dates. */
export function beijingDateTime(ms: number): string {
  return new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** RFC 3339 with the +08:00 offset, as WeChat Pay prints times. */
export function beijingRfc3339(ms: number): string {
  return `${new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}

/** Form-encoded parameters from the query string, then the body (body values win), as PHP's $_REQUEST merges them. */
export function requestParams(url: string, body: unknown): Record<string, string> {
  const query = url.indexOf('?');
  const params: Record<string, string> = query < 0 ? {} : Object.fromEntries(new URLSearchParams(url.slice(query + 1)));
  if (typeof body === 'string') Object.assign(params, Object.fromEntries(new URLSearchParams(body)));
  return params;
}

/** Yuan with exactly two decimals, positive: `1.00`, `0.01`. */
export const YUAN_2DP = /^(?:0|[1-9]\d{0,9})\.\d{2}$/;
