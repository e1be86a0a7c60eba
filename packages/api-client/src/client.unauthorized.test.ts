import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './envelope';
import { LOGIN_REQUIRED_MESSAGE } from './failureReporter';
import { type LocalServer, envelope, sendJson, startLocalServer } from './testing/localServer';

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({
    'GET /api/auth/getInfo': (_request, response) => sendJson(response, 401, envelope(null, 401, '登录已过期，请重新登录')),
    'GET /api/balance/query': (_request, response) => sendJson(response, 200, envelope(null, 401, '')),
    'GET /api/signin/signinLog': (_request, response) => {
      response.writeHead(401);
      response.end();
    },
    'GET /api/chatlog/chatList': (_request, response) => sendJson(response, 401, envelope(null, 401, '请先登录')),
  });
});
afterAll(() => server.close());

function clientWithHooks() {
  const onUnauthorized = vi.fn();
  const onErrorToast = vi.fn();
  const client = createApiClient({ baseUrl: server.baseUrl, onUnauthorized, onErrorToast });
  return { client, onUnauthorized, onErrorToast };
}

describe('createApiClient: 401', () => {
  it('reports an HTTP 401 with the server message and no reload, and never toasts it itself', async () => {
    const { client, onUnauthorized, onErrorToast } = clientWithHooks();
    await expect(client.get('/auth/getInfo')).rejects.toMatchObject({ code: 401, status: 401 });
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({ reloadRequested: false, message: '登录已过期，请重新登录', quiet: false });
    expect(onErrorToast).not.toHaveBeenCalled();
  });

  it('asks for a reload on a body code 401 and falls back to the login message', async () => {
    const { client, onUnauthorized } = clientWithHooks();
    await expect(client.get('/balance/query')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({ reloadRequested: true, message: LOGIN_REQUIRED_MESSAGE, quiet: false });
  });

  it('handles an HTTP 401 without a body; silent does not make a 401 quiet', async () => {
    const { client, onUnauthorized } = clientWithHooks();
    await expect(client.get('/signin/signinLog', { silent: true })).rejects.toMatchObject({ code: 401 });
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({ reloadRequested: false, message: LOGIN_REQUIRED_MESSAGE, quiet: false });
  });

  it('reports every 401; silentUnauthorized marks it quiet', async () => {
    const { client, onUnauthorized } = clientWithHooks();
    await expect(client.get('/chatlog/chatList', { silentUnauthorized: true })).rejects.toMatchObject({ code: 401 });
    await client.get('/auth/getInfo').catch(() => undefined);
    expect(onUnauthorized.mock.calls.map(([event]) => event.quiet)).toEqual([true, false]);
  });
});
