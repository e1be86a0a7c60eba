import { createServer, type Server } from 'node:net';
import { buildSim } from '@lingxi/sim';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { createTestApp, ManualClock, operatorToken } from '../../../src/testing/testApp';

// The back office's SMS and mail tests against apps/sim: Aliyun's SendSms (signatures verified), the mail sink, and a
// scripted SMTP server that refuses the sign-in.
let sim: FastifyInstance;
let app: FastifyInstance;
let token: string;
let operatorId: number;
const clock = new ManualClock(new Date());
const keys = {
  smsAccessKeyId: 'LTAI5tSimulatorAccessKey',
  smsAccessKeySecret: 'SimulatorAccessKeySecret000000',
  smsSignName: '灵犀',
  smsTemplateCode: 'SMS_123456789',
};

const post = (url: string, payload: object, bearer = token) =>
  app.inject({ method: 'POST', url: `/api/admin/channels/${url}`, payload, headers: { authorization: `Bearer ${bearer}` } });
const simSms = async (phone: string) =>
  (await sim.inject({ url: '/sms/messages', query: { phone } })).json().messages as { code: string; templateCode: string }[];
const simMails = async (to: string) => (await sim.inject({ url: '/mail/messages', query: { to } })).json().messages as { subject: string; text: string }[];
const auditRows = (action: string) =>
  app.database.db
    .select()
    .from(schema.adminAudit)
    .where(and(eq(schema.adminAudit.action, action), eq(schema.adminAudit.operatorId, operatorId)));
const setConfig = async (values: Record<string, unknown>) => {
  for (const [key, value] of Object.entries(values)) await app.configStore.set(key, value, false);
};

beforeAll(async () => {
  sim = await buildSim();
  const simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
  app = await createTestApp({ env: { ALIYUN_SMS_ENDPOINT: `${simUrl}/aliyun-sms/`, SMS_SINK_URL: simUrl, MAIL_SINK_URL: simUrl }, clock });
  token = await operatorToken(app);
  const [operator] = await app.database.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.username, 'admin'));
  operatorId = operator!.id;
});
afterAll(async () => Promise.all([app.close(), sim.close()]));

beforeEach(async () => {
  await app.database.db.delete(schema.ephemeralEntries).where(like(schema.ephemeralEntries.key, 'admin:channelTest:%'));
  await sim.inject({ method: 'POST', url: '/__control/aliyun-sms', payload: { failure: null } });
  await setConfig({ ...keys, mailSmtpHost: '', mailSmtpPort: 465, mailSmtpUser: '', mailSmtpPassword: '' });
});

describe('POST /api/admin/channels/sms-test', () => {
  it('sends a random code through Aliyun with the configured template; the reply and the audit name no secret', async () => {
    const reply = await post('sms-test', { phone: '13812340001' });
    expect(reply.statusCode).toBe(200);
    const { provider, code } = reply.json().data;
    expect(provider).toBe('aliyun');
    expect(reply.json().message).toBe(`测试验证码 ${code} 已发送至 13812340001`);
    expect(await simSms('13812340001')).toEqual([expect.objectContaining({ code, templateCode: 'SMS_123456789' })]);
    const [audit] = await auditRows('channels.smsTest');
    expect(audit).toMatchObject({ target: 'phone:13812340001', after: { provider: 'aliyun', ok: true } });
    for (const text of [reply.body, JSON.stringify(audit)]) expect(text).not.toContain(keys.smsAccessKeySecret);
    // The code logs nobody in.
    const login = await app.inject({ method: 'POST', url: '/api/auth/loginByPhoneV3', payload: { phone: '13812340001', phoneCode: code } });
    expect(login.json().success).toBe(false);
  });

  it('answers a provider refusal as what to fix, audited, nothing delivered', async () => {
    await sim.inject({ method: 'POST', url: '/__control/aliyun-sms', payload: { failure: 'isv.AMOUNT_NOT_ENOUGH' } });
    const poor = await post('sms-test', { phone: '13812340002' });
    expect(poor.statusCode).toBe(502);
    expect(poor.json().message).toBe('短信发送失败：短信账户余额不足，请充值');
    await sim.inject({ method: 'POST', url: '/__control/aliyun-sms', payload: { failure: 'isv.SMS_TEMPLATE_ILLEGAL' } });
    expect((await post('sms-test', { phone: '13812340002' })).json().message).toBe('短信发送失败：短信模板不存在或未通过审核，请检查「短信模板」');
    await sim.inject({ method: 'POST', url: '/__control/aliyun-sms', payload: { failure: null } });

    await setConfig({ smsAccessKeySecret: 'wrong-secret-value' });
    const forged = await post('sms-test', { phone: '13812340002' });
    expect(forged.json().message).toBe('短信发送失败：AccessKey Secret 错误，请检查「短信 AccessKey Secret」');
    expect(forged.body).not.toContain('wrong-secret-value');
    expect(await simSms('13812340002')).toEqual([]);
    const audit = (await auditRows('channels.smsTest')).map((row) => row.after);
    expect(audit).toEqual(
      expect.arrayContaining([
        { provider: 'aliyun', ok: false, error: 'isv.AMOUNT_NOT_ENOUGH' },
        { provider: 'aliyun', ok: false, error: 'SignatureDoesNotMatch' },
      ]),
    );
    expect(JSON.stringify(audit)).not.toContain('wrong-secret-value');
  });

  it('without Aliyun keys, says where the code went (the sink here)', async () => {
    await setConfig({ smsAccessKeyId: '', smsAccessKeySecret: '' });
    const reply = await post('sms-test', { phone: '13812340003' });
    expect(reply.json().data.provider).toBe('sink');
    expect(await simSms('13812340003')).toHaveLength(1);
  });

  it('is no SMS pump: 5 tests per operator in 10 minutes, then 429 and nothing sent', async () => {
    for (let i = 0; i < 5; i += 1) expect((await post('sms-test', { phone: '13812340004' })).statusCode).toBe(200);
    const refused = await post('sms-test', { phone: '13812340004' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('测试过于频繁：每 10 分钟最多 5 次，请稍后再试');
    expect(await simSms('13812340004')).toHaveLength(5);
    // The mail test counts on its own.
    expect((await post('mail-test', { to: 'ops@example.com' })).statusCode).toBe(200);
    clock.advance(10 * 60_000 + 1);
    token = await operatorToken(app);
    expect((await post('sms-test', { phone: '13812340004' })).statusCode).toBe(200);
  });

  it('checks the phone, and is for operators only', async () => {
    expect((await post('sms-test', { phone: '12345' })).statusCode).toBe(400);
    const [user] = await app.database.db.insert(schema.users).values({ username: 'chantest01' }).returning();
    const userToken = await app.tokens.sign({ userId: user!.id, version: user!.tokenVersion });
    expect((await post('sms-test', { phone: '13812340005' }, userToken)).statusCode).toBe(403);
    expect(await simSms('13812340005')).toEqual([]);
  });
});

/** An SMTP server that greets, offers AUTH and refuses every sign-in (535), as a wrong password gets. */
async function refusingSmtp(): Promise<{ server: Server; port: number }> {
  const server = createServer((socket) => {
    socket.write('220 smtp.test ESMTP\r\n');
    socket.on('data', (data) => {
      const line = data.toString();
      if (/^EHLO/i.test(line)) socket.write('250-smtp.test\r\n250 AUTH PLAIN LOGIN\r\n');
      else if (/^AUTH/i.test(line)) socket.write('535 5.7.8 Authentication failed\r\n');
      else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
      else socket.write('250 ok\r\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as { port: number }).port };
}

describe('POST /api/admin/channels/mail-test', () => {
  it('sends a test mail through the configured sender, audited', async () => {
    const reply = await post('mail-test', { to: 'owner@example.com' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ data: { provider: 'sink' }, message: '测试邮件已发送至 owner@example.com' });
    const [mail] = await simMails('owner@example.com');
    expect(mail!.subject).toContain('测试邮件');
    const audit = (await auditRows('channels.mailTest')).filter((row) => row.target === 'mail:owner@example.com');
    expect(audit).toEqual([expect.objectContaining({ after: { provider: 'sink', ok: true } })]);
  });

  it('refuses a malformed address before sending', async () => {
    const reply = await post('mail-test', { to: 'not-an-address' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('请输入正确的邮箱地址');
  });

  it('maps SMTP failures: a refused sign-in, an unreachable server; the password never shows', async () => {
    const smtp = await refusingSmtp();
    try {
      await setConfig({ mailSmtpHost: '127.0.0.1', mailSmtpPort: smtp.port, mailSmtpUser: 'ops@example.com', mailSmtpPassword: 'smtp-password-1' });
      const refused = await post('mail-test', { to: 'owner@example.com' });
      expect(refused.statusCode).toBe(502);
      expect(refused.json().message).toBe('邮件发送失败：SMTP 登录被拒绝，请检查账号和密码（多数邮箱需使用授权码）');
      expect(refused.body).not.toContain('smtp-password-1');
    } finally {
      await new Promise((resolve) => smtp.server.close(resolve));
    }
    const unreachable = await post('mail-test', { to: 'owner@example.com' });
    expect(unreachable.json().message).toBe('邮件发送失败：无法连接 SMTP 服务器，请检查服务器地址和端口（465 为 SSL）');
    const audit = (await auditRows('channels.mailTest')).map((row) => row.after);
    expect(audit).toEqual(expect.arrayContaining([{ provider: 'smtp', ok: false, error: 'EAUTH' }]));
    expect(JSON.stringify(audit)).not.toContain('smtp-password-1');
  });
});
