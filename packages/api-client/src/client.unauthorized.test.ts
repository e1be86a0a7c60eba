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

function clientWithClock() {
  const clock = { now: 0 };
  const onUnauthorized = vi.fn();
  const onErrorToast = vi.fn();
  const client = createApiClient({ baseUrl: server.baseUrl, onUnauthorized, onErrorToast, now: () => clock.now });
  return { client, clock, onUnauthorized, onErrorToast };
}

describe('createApiClient: 401', () => {
  it('reports an HTTP 401 with the server message and no reload', async () => {
    const { client, onUnauthorized, onErrorToast } = clientWithClock();
    await expect(client.get('/auth/getInfo')).rejects.toMatchObject({ code: 401, status: 401 });
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({ reloadRequested: false, message: '登录已过期，请重新登录' });
    expect(onErrorToast).toHaveBeenCalledExactlyOnceWith('登录已过期，请重新登录');
  });

  it('asks for a reload on a body code 401 and falls back to the login message', async () => {
    const { client, onUnauthorized, onErrorToast } = clientWithClock();
    await expect(client.get('/balance/query')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({ reloadRequested: true, message: LOGIN_REQUIRED_MESSAGE });
    expect(onErrorToast).toHaveBeenCalledExactlyOnceWith('请先登录后再进行使用！');
  });

  it('handles an HTTP 401 without a body; silent does not hide the 401 toast', async () => {
    const { client, onUnauthorized, onErrorToast } = clientWithClock();
    await expect(client.get('/signin/signinLog', { silent: true })).rejects.toMatchObject({ code: 401 });
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({ reloadRequested: false, message: LOGIN_REQUIRED_MESSAGE });
    expect(onErrorToast).toHaveBeenCalledExactlyOnceWith(LOGIN_REQUIRED_MESSAGE);
  });

  it('toasts 401 messages at most once per 3 s but reports every 401', async () => {
    const { client, clock, onUnauthorized, onErrorToast } = clientWithClock();
    for (const at of [1000, 2000, 3999, 4000, 6999, 7000]) {
      clock.now = at;
      await client.get('/auth/getInfo').catch(() => undefined);
    }
    expect(onUnauthorized).toHaveBeenCalledTimes(6);
    expect(onErrorToast).toHaveBeenCalledTimes(3);
  });

  it('keeps the chat-list 401 quiet but still reports it, without using up the throttle', async () => {
    const { client, onUnauthorized, onErrorToast } = clientWithClock();
    await expect(client.get('/chatlog/chatList', { silentUnauthorized: true })).rejects.toMatchObject({ code: 401 });
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({ reloadRequested: false, message: '请先登录' });
    expect(onErrorToast).not.toHaveBeenCalled();
    await client.get('/auth/getInfo').catch(() => undefined);
    expect(onErrorToast).toHaveBeenCalledExactlyOnceWith('登录已过期，请重新登录');
  });
});
