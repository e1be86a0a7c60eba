import { UpstreamUnavailableError } from '../../domain/errors.js';

/** How long a provider gets to answer before the call counts as failed. */
const GATEWAY_TIMEOUT_MS = 10_000;

export interface GatewayResponse {
  status: number;
  headers: Headers;
  text: string;
}

/** One call to a provider; no answer (refused, timed out) becomes UpstreamUnavailableError('payment'). */
export async function gatewayFetch(provider: string, url: string, init: RequestInit = {}): Promise<GatewayResponse> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) });
    return { status: response.status, headers: response.headers, text: await response.text() };
  } catch (error) {
    throw new UpstreamUnavailableError('payment', `${provider}: ${new URL(url).pathname} unreachable`, { cause: error });
  }
}

/** The JSON object a provider answered with; anything else is the provider failing. */
export function gatewayJson(provider: string, response: GatewayResponse): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(response.text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new UpstreamUnavailableError('payment', `${provider}: HTTP ${response.status}, not a JSON object`);
}

/** The text of a field a provider sent as a string or a number. */
export function field(object: Record<string, unknown>, name: string): string {
  const value = object[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
