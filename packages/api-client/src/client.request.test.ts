import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError, MalformedReplyError } from './envelope';
import { TimeoutError } from './index';
import { type LocalServer, delay, envelope, sendJson, startLocalServer } from './testing/localServer';

let server: LocalServer;
let requestArrived: () => void;

beforeAll(async () => {
  server = await startLocalServer({
    'GET /api/config/queryFront': (_request, response) => sendJson(response, 200, envelope({ siteName: '灵犀' })),
    'POST /api/auth/loginV4': (request, response) => sendJson(response, 200, envelope({ echo: JSON.parse(request.body.toString()) })),
    'POST /api/order/buy': (_request, response) => sendJson(response, 200, envelope({ reason: 'low' }, 400, '积分不足')),
    'GET /api/balance/query': (_request, response) => sendJson(response, 500, envelope(null, 500, '服务器开小差了')),
    'GET /api/models/list': (_request, response) => {
      response.writeHead(500, { 'content-type': 'text/html' });
      response.end('<html>Internal Server Error</html>');
    },
    'GET /api/menu/list': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>proxy page</html>');
    },
    'GET /api/slow': async (_request, response) => {
      requestArrived();
      await delay(300);
      if (!response.destroyed) sendJson(response, 200, envelope('late'));
    },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
  requestArrived = () => undefined;
});

const lastRequest = () => server.received.at(-1);

describe('createApiClient: requests', () => {
  it('sends the Bearer token, the normalised Fingerprint and the query under /api', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'tok-1', getFingerprint: () => 98765432101 });
    const query = { domain: 'lingxi.test', page: 1, skip: undefined };
    const data = await client.get<{ siteName: string }>('/config/queryFront', { query });
    expect(data.siteName).toBe('灵犀');
    expect(lastRequest()?.url).toBe('/api/config/queryFront?domain=lingxi.test&page=1');
    expect(lastRequest()?.headers).toMatchObject({
      authorization: 'Bearer tok-1',
      fingerprint: '765432101',
      accept: 'application/json',
    });
  });

  it('reads the token and fingerprint at call time and leaves out missing ones', async () => {
    let token: string | null = null;
    const client = createApiClient({ baseUrl: server.baseUrl, getToken: () => token, getFingerprint: () => undefined });
    await client.get('/config/queryFront');
    expect(lastRequest()?.headers).not.toHaveProperty('authorization');
    expect(lastRequest()?.headers).not.toHaveProperty('fingerprint');
    token = 'tok-2';
    await client.get('/config/queryFront');
    expect(lastRequest()?.headers.authorization).toBe('Bearer tok-2');
  });

  it('sends the interface language as Accept-Language, read at call time', async () => {
    let language = 'zh-CN';
    const client = createApiClient({ baseUrl: server.baseUrl, getLanguage: () => language });
    await client.get('/config/queryFront');
    expect(lastRequest()?.headers['accept-language']).toBe('zh-CN');
    language = 'en';
    await client.post('/auth/loginV4', { json: {} });
    expect(lastRequest()?.headers['accept-language']).toBe('en');
  });

  it('posts JSON and returns the data of the envelope', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    const json = { username: '小智', password: 'secret1' };
    const data = await client.post<{ echo: unknown }>('/auth/loginV4', { json });
    expect(data).toEqual({ echo: json });
    expect(lastRequest()?.headers['content-type']).toBe('application/json');
  });
});

describe('createApiClient: failures', () => {
  it('turns a failed envelope into an ApiError with code, message and data, and toasts the message', async () => {
    const onErrorToast = vi.fn();
    const client = createApiClient({ baseUrl: server.baseUrl, onErrorToast });
    const error = await client.post('/order/buy', { json: { goodsId: 1 } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, message: '积分不足', data: { reason: 'low' }, status: 200 });
    expect(onErrorToast).toHaveBeenCalledExactlyOnceWith('积分不足');
  });

  it('does not toast a call passed silent: true', async () => {
    const onErrorToast = vi.fn();
    const client = createApiClient({ baseUrl: server.baseUrl, onErrorToast });
    await expect(client.post('/order/buy', { silent: true })).rejects.toThrow('积分不足');
    expect(onErrorToast).not.toHaveBeenCalled();
  });

  it('reads an HTTP 500 whose body is an envelope as that envelope, without retrying', async () => {
    const onErrorToast = vi.fn();
    const client = createApiClient({ baseUrl: server.baseUrl, onErrorToast });
    const error = await client.get('/balance/query').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 500, message: '服务器开小差了', status: 500 });
    expect(onErrorToast).toHaveBeenCalledExactlyOnceWith('服务器开小差了');
    expect(server.received).toHaveLength(1);
  });

  it('reports an HTTP 500 with an HTML body by its status and does not toast it', async () => {
    const onErrorToast = vi.fn();
    const client = createApiClient({ baseUrl: server.baseUrl, onErrorToast });
    const error = await client.get('/models/list').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MalformedReplyError);
    expect(error).toMatchObject({ code: 500, status: 500, data: '<html>Internal Server Error</html>' });
    expect((error as Error).message).toMatch(/^Malformed reply \(HTTP 500\)/);
    expect(onErrorToast).not.toHaveBeenCalled();
  });

  it('rejects a successful HTTP reply that is not an envelope', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    await expect(client.get('/menu/list')).rejects.toThrow(new MalformedReplyError('<html>proxy page</html>', 200));
  });
});

describe('createApiClient: timeouts and abort', () => {
  it('times out after the client default and not after a longer per-call timeout', async () => {
    const onErrorToast = vi.fn();
    const client = createApiClient({ baseUrl: server.baseUrl, timeout: 50, onErrorToast });
    await expect(client.get('/slow')).rejects.toBeInstanceOf(TimeoutError);
    await expect(client.get('/slow', { timeout: 2000 })).resolves.toBe('late');
    expect(onErrorToast).not.toHaveBeenCalled();
  });

  it('times out after a per-call timeout shorter than the default', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl, timeout: 2000 });
    await expect(client.get('/slow', { timeout: 50 })).rejects.toBeInstanceOf(TimeoutError);
  });

  it('rejects an aborted call with an AbortError, not an ApiError', async () => {
    const onErrorToast = vi.fn();
    const client = createApiClient({ baseUrl: server.baseUrl, onErrorToast });
    const controller = new AbortController();
    requestArrived = () => controller.abort();
    const error = await client.get('/slow', { signal: controller.signal }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).not.toBeInstanceOf(ApiError);
    expect(onErrorToast).not.toHaveBeenCalled();
  });

  it('does not send a call whose signal is already aborted', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    const call = client.post('/auth/loginV4', { signal: AbortSignal.abort() });
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.received).toHaveLength(0);
  });
});
