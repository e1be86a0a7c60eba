import type { FastifyInstance } from 'fastify';
import { testAdminPassword } from '../../../src/testing/testApp.js';

type Method = 'GET' | 'POST' | 'DELETE';

/**
 * The back office's calls as the prompt library's and the home slots' suites make them: with the operator's token, a
 * user's or none, and deletions through the two-step confirmation (the grant for exactly the request, then the request).
 */
export function operatorKit(current: () => FastifyInstance, operatorToken: () => string) {
  const call = (method: Method, url: string, token: string | undefined, payload?: object, headers: Record<string, string> = {}) =>
    current().inject({
      method,
      url: `/api${url}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(payload ? (method === 'GET' ? { query: payload as Record<string, string> } : { payload }) : {}),
    });
  const kit = {
    call,
    get: (url: string, query?: Record<string, string>) => call('GET', url, operatorToken(), query),
    post: (url: string, payload: object) => call('POST', url, operatorToken(), payload),
    /** The reply's status and message, for the refusals. */
    refusal: async (reply: Promise<{ statusCode: number; json: () => { message: string } }>) => {
      const answer = await reply;
      return [answer.statusCode, answer.json().message] as const;
    },
    async confirmedDelete(url: string) {
      const grant = await call('POST', '/admin/auth/confirm', operatorToken(), {
        method: 'DELETE',
        path: `/api${url}`,
        password: testAdminPassword,
        reason: '测试',
      });
      if (grant.statusCode !== 200) throw new Error(grant.body);
      return call('DELETE', url, operatorToken(), undefined, { 'x-admin-grant': grant.json().data.grant });
    },
    /** Every route answers 401 without a token and 403 仅管理员可用 to a user's token. */
    async refusesOthers(routes: [Method, string][], userToken: string) {
      for (const [method, url] of routes) {
        const payload = method === 'GET' ? undefined : {};
        const anonymous = await call(method, url, undefined, payload);
        const user = await call(method, url, userToken, payload);
        if (anonymous.statusCode !== 401 || user.statusCode !== 403 || user.json().message !== '仅管理员可用')
          throw new Error(`${method} ${url}: ${anonymous.statusCode}, ${user.statusCode} ${user.body}`);
      }
    },
  };
  return kit;
}
