import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../../../src/domain/errors';
import { UpstreamUnavailableError } from '../../../src/domain/errors';
import type { ConfigStore } from '../../../src/domain/config/configStore';
import type { EphemeralStore } from '../../../src/domain/ephemeral/ephemeralStore';
import { OfficialAccountClient } from '../../../src/modules/wechat/officialAccountClient';

// The client's failure paths against a scripted WeChat: what reaches the user and the log.
const secret = 'app-secret-that-must-not-leak';
let server: Server;
let base: string;
let answers: object[];
let requests: { url: string; body: string }[];

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({ url: request.url ?? '', body });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answers.shift() ?? { errcode: -1, errmsg: 'system error' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  answers = [];
  requests = [];
});

function client(hostBase = base, config: Record<string, string> = { wechatOfficialAppId: 'wx1', wechatOfficialAppSecret: secret }) {
  const entries = new Map<string, unknown>();
  const ephemeral = {
    get: async (key: string) => entries.get(key) ?? null,
    put: async (key: string, value: unknown) => void entries.set(key, value),
    delete: async (key: string) => void entries.delete(key),
  } as unknown as EphemeralStore;
  const configStore = { get: (key: string, fallback: unknown) => config[key] ?? fallback } as unknown as ConfigStore;
  return new OfficialAccountClient({ WECHAT_API_BASE: hostBase, WECHAT_MP_BASE: hostBase, WECHAT_OPEN_BASE: hostBase }, configStore, ephemeral);
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a failure');
}

describe('OfficialAccountClient', () => {
  it('sends QR_STR_SCENE with expire_seconds', async () => {
    answers = [
      { access_token: 'AT-1', expires_in: 7200 },
      { ticket: 'gQ1', expire_seconds: 120, url: 'http://weixin.qq.com/q/1' },
    ];
    expect(await client().createSceneQr('0123abcd', 120)).toEqual({ ticket: 'gQ1', expireSeconds: 120 });
    expect(requests[0]!.url).toBe(`/cgi-bin/token?grant_type=client_credential&appid=wx1&secret=${secret}`);
    expect(requests[1]!.url).toBe('/cgi-bin/qrcode/create?access_token=AT-1');
    expect(JSON.parse(requests[1]!.body)).toEqual({ expire_seconds: 120, action_name: 'QR_STR_SCENE', action_info: { scene: { scene_str: '0123abcd' } } });
  });

  it('retries once with a new token on 42001, then gives up', async () => {
    answers = [
      { access_token: 'AT-1', expires_in: 7200 },
      { errcode: 42001, errmsg: 'access_token expired' },
      { access_token: 'AT-2', expires_in: 7200 },
      { errcode: 40001, errmsg: 'invalid credential' },
    ];
    const error = await failure(client().createSceneQr('s', 120));
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect(requests.map((request) => request.url.split('?')[0])).toEqual([
      '/cgi-bin/token',
      '/cgi-bin/qrcode/create',
      '/cgi-bin/token',
      '/cgi-bin/qrcode/create',
    ]);
    expect(error.message).toBe('cgi-bin/qrcode/create: errcode 40001 invalid credential');
  });

  it('reports WeChat errors and unreachable hosts without the secret or the token', async () => {
    answers = [{ errcode: 40125, errmsg: 'invalid appsecret' }];
    const refused = await failure(client().accessToken());
    expect(refused).toMatchObject({ name: 'UpstreamUnavailableError', service: 'wechat', message: 'cgi-bin/token: errcode 40125 invalid appsecret' });

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadBase = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = await failure(client(deadBase).accessToken());
    expect(unreachable).toBeInstanceOf(UpstreamUnavailableError);
    expect(unreachable.message).toBe('cgi-bin/token: ECONNREFUSED');
    expect(unreachable.cause).toBeUndefined();
    for (const error of [refused, unreachable]) expect(JSON.stringify({ message: error.message, stack: error.stack })).not.toContain(secret);
  });

  it('maps a bad OAuth code to the user’s message and other failures to an outage', async () => {
    answers = [
      { errcode: 40163, errmsg: 'code been used' },
      { errcode: 40029, errmsg: 'invalid code' },
      { errcode: -1, errmsg: 'system error' },
    ];
    expect(await failure(client().exchangeOauthCode('c'))).toMatchObject({ name: 'DomainError', message: '微信授权失败，请重试' });
    expect(await failure(client().exchangeOauthCode('c'))).toBeInstanceOf(DomainError);
    expect(await failure(client().exchangeOauthCode('c'))).toBeInstanceOf(UpstreamUnavailableError);
    answers = [{ access_token: 'x', openid: 'oA', unionid: 'uA', scope: 'snsapi_base' }];
    expect(await client().exchangeOauthCode('c d')).toEqual({ openId: 'oA', unionId: 'uA' });
    expect(requests.at(-1)!.url).toBe(`/sns/oauth2/access_token?appid=wx1&secret=${secret}&code=c+d&grant_type=authorization_code`);
  });

  it('refuses to work unconfigured', async () => {
    const unconfigured = client(base, {});
    expect(await failure(unconfigured.accessToken())).toMatchObject({ name: 'DomainError', message: '管理员未配置微信公众号' });
    expect(() => unconfigured.authorizeUrl('https://a.example/')).toThrow('管理员未配置微信公众号');
    expect(requests).toEqual([]);
  });

  it('builds image and authorisation URLs', () => {
    expect(client().qrImageUrl('gQ+/=')).toBe(`${base}/cgi-bin/showqrcode?ticket=gQ%2B%2F%3D`);
    expect(client().authorizeUrl('https://a.example/p?x=1#top')).toBe(
      `${base}/connect/oauth2/authorize?appid=wx1&redirect_uri=https%3A%2F%2Fa.example%2Fp%3Fx%3D1%23top&response_type=code&scope=snsapi_base&state=weChatLogin#wechat_redirect`,
    );
  });
});
