import { randomInt } from 'node:crypto';
import { buildSim } from '@lingxi/sim';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestApp, ManualClock } from '../../../src/testing/testApp';

/** The server on a manual clock, with apps/sim as its SMS and mail sinks. */
export async function accountsApp(env: Record<string, string> = {}) {
  const sim = await buildSim();
  const simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
  const clock = new ManualClock();
  const app = await createTestApp({ env: { SMS_SINK_URL: simUrl, MAIL_SINK_URL: simUrl, ...env }, clock });
  return { app, sim, clock, kit: kitFor(app, sim), close: async () => Promise.all([app.close(), sim.close()]) };
}

export type Kit = ReturnType<typeof kitFor>;

/**
 * Each request comes from its own client address, so the routes' per-address rate limits (which run
 * on real time) never mix the tests of one file; throttles under test are driven below HTTP or by name.
 */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function kitFor(app: FastifyInstance, sim: FastifyInstance) {
  const post = (url: string, payload: object, token?: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload,
      remoteAddress: someAddress(),
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const get = (url: string, token?: string, query?: Record<string, string>) =>
    app.inject({ method: 'GET', url: `/api${url}`, query, remoteAddress: someAddress(), headers: token ? { authorization: `Bearer ${token}` } : {} });

  /** A fresh captcha and its answer, read from the server's store as a person would read the picture. */
  const captcha = async () => {
    const id: string = (await post('/auth/captcha', {})).json().data.code;
    const entry = await app.ephemeral.get<{ answer: string }>(`captcha:${id}`);
    return { captchaId: id, captchaCode: entry!.answer };
  };
  const smsCodes = async (phone: string): Promise<string[]> =>
    ((await sim.inject({ url: '/sms/messages', query: { phone } })).json().messages as { code: string }[]).map((message) => message.code);
  const sendCode = async (phone: string) => post('/auth/sendPhoneCode', { phone, ...(await captcha()) });
  /** Sends a code and returns it as the phone received it. */
  const codeFor = async (phone: string) => {
    const reply = await sendCode(phone);
    if (reply.statusCode !== 200) throw new Error(`sendPhoneCode ${reply.statusCode}: ${reply.body}`);
    return (await smsCodes(phone)).at(-1)!;
  };
  const loginByPhone = async (phone: string, invitedBy?: string) => {
    const reply = await post('/auth/loginByPhoneV3', { phone, phoneCode: await codeFor(phone), ...(invitedBy ? { invitedBy } : {}) });
    return reply.json().data as string;
  };
  const register = (username: string, password: string) => post('/auth/registeV3', { username, password });
  const login = (username: string, password: string) => post('/auth/loginV4', { username, password });
  const info = async (token: string) => (await get('/auth/getInfo', token)).json().data;
  const mails = async (to: string) => (await sim.inject({ url: '/mail/messages', query: { to } })).json().messages as { subject: string; text: string }[];
  return { post, get, captcha, smsCodes, sendCode, codeFor, loginByPhone, register, login, info, mails };
}

let serial = 0;
/** A phone number no other test of the run uses. */
export const uniquePhone = () => `135${String(process.pid % 1000).padStart(3, '0')}${String(++serial).padStart(5, '0')}`;
/** A username (letters + digits, 6–30) no other test of the run uses. */
export const uniqueName = (prefix = 'user') => `${prefix}${String(++serial).padStart(4, '0')}`;

export const messageOf = (reply: LightMyRequestResponse) => reply.json().message as string;
