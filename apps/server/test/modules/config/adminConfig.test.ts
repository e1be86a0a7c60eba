import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { loadEnv } from '../../../src/config/env';
import { openDatabase, schema } from '../../../src/db';
import { defaultConfig } from '../../../src/seed/defaultConfig';
import { seedDatabase } from '../../../src/seed/seed';
import { createTestApp, operatorToken, testAdminPassword } from '../../../src/testing/testApp';
import { adminQuery } from '../../../src/testing/testDatabases';

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await createTestApp();
  token = await operatorToken(app);
});
afterAll(async () => app.close());

let address = 0;
const call = (method: 'GET' | 'POST', url: string, payload?: object, grant?: string) =>
  app.inject({
    method,
    url,
    payload,
    remoteAddress: `10.8.${Math.floor(++address / 250)}.${address % 250}`,
    headers: { authorization: `Bearer ${token}`, ...(grant ? { 'x-admin-grant': grant } : {}) },
  });
const confirmed = async (url: string, body: object) => {
  const confirmation = await call('POST', '/api/admin/auth/confirm', { method: 'POST', path: url, body, password: testAdminPassword, reason: '更换支付密钥' });
  return call('POST', url, body, confirmation.json().data.grant as string);
};
const secretKeys = defaultConfig.filter((entry) => !entry.public && entry.key !== 'translations').map((entry) => entry.key);
const marker = (key: string) => `SECRET-VALUE-${key}`;

describe('GET /api/admin/config', () => {
  it('gives the site settings and the environment, and of each secret only whether it is set — with every secret set', async () => {
    const numeric = new Set(defaultConfig.filter((entry) => typeof entry.value === 'number').map((entry) => entry.key));
    await app.configStore.setMany(Object.fromEntries(secretKeys.filter((key) => !numeric.has(key)).map((key) => [key, marker(key)])));
    const reply = await call('GET', '/api/admin/config');
    expect(reply.statusCode).toBe(200);
    const { site, secrets, environment } = reply.json().data;
    expect(site.siteName).toBe('灵犀');
    expect(site.translations).toMatchObject({ en: { siteName: 'Lingxi' } });
    expect(Object.keys(secrets).sort()).toEqual([...secretKeys].sort());
    expect(secrets.payEpaySecret).toEqual({ set: true });
    expect(environment.LOG_LEVEL).toBeTypeOf('string');
    expect(reply.body).not.toContain('SECRET-VALUE');
    expect(reply.body).not.toContain(app.configStore.get('jwtSecret', 'no secret'));
    expect(Object.keys(site)).not.toContain('jwtSecret');
    expect(Object.keys(secrets)).not.toContain('jwtSecret');
  });
});

describe('POST /api/admin/config/site', () => {
  it('changes site settings, served at once by queryFront, with the values before and after in the audit', async () => {
    const reply = await call('POST', '/api/admin/config/site', { values: { siteName: '灵犀测试站', signInRewards: 8 } });
    expect(reply.json()).toMatchObject({ success: true });
    expect((await app.inject({ url: '/api/config/queryFront' })).json().data).toMatchObject({ siteName: '灵犀测试站', signInRewards: 8 });
    const [row] = (await app.database.db.select().from(schema.adminAudit)).filter((entry) => entry.action === 'config.site');
    expect(row).toMatchObject({ before: { siteName: '灵犀', signInRewards: 5 }, after: { siteName: '灵犀测试站', signInRewards: 8 } });
  });

  it('refuses a secret key, an unknown key and a value of the wrong kind, changing nothing', async () => {
    for (const [values, message] of [
      [{ siteName: 'x', payEpaySecret: 'y' }, '没有这个配置项：payEpaySecret'],
      [{ jwtSecret: 'mine' }, '没有这个配置项：jwtSecret'],
      [{ signInRewards: -1 }, '配置项 signInRewards 的值无效'],
      [{ siteName: 5 }, '配置项 siteName 的值无效'],
      [{ translations: { fr: { siteName: 'x' } } }, '配置项 translations 的值无效'],
    ] as const) {
      const reply = await call('POST', '/api/admin/config/site', { values });
      expect(reply.json()).toMatchObject({ success: false, message });
    }
    expect(app.configStore.get('siteName', '')).toBe('灵犀测试站');
  });
});

describe('POST /api/admin/config/secrets', () => {
  it('needs the two-step confirmation, replaces or clears a secret, and audits it as 已修改 without the value', async () => {
    expect((await call('POST', '/api/admin/config/secrets', { values: { payEpayPid: '1001' } })).statusCode).toBe(403);
    expect((await confirmed('/api/admin/config/secrets', { values: { payEpayPid: '1001', payEpaySecret: 'k-123456' } })).json()).toMatchObject({
      success: true,
    });
    expect(app.configStore.get('payEpaySecret', '')).toBe('k-123456');
    expect((await confirmed('/api/admin/config/secrets', { values: { payEpaySecret: null } })).json()).toMatchObject({ success: true });
    expect(app.configStore.get('payEpaySecret', 'unset')).toBe('');
    expect((await call('GET', '/api/admin/config')).json().data.secrets.payEpaySecret).toEqual({ set: false });
    const rows = (await app.database.db.select().from(schema.adminAudit)).filter((entry) => entry.action === 'config.secrets');
    expect(rows.map((row) => row.after)).toEqual([{ payEpayPid: '已修改', payEpaySecret: '已修改' }, { payEpaySecret: '已修改' }]);
    expect(rows.every((row) => row.reason === '更换支付密钥')).toBe(true);
    expect(JSON.stringify(await app.database.db.select().from(schema.adminAudit))).not.toMatch(/k-123456|SECRET-VALUE/);
  });

  it('refuses a site key', async () => {
    expect((await confirmed('/api/admin/config/secrets', { values: { siteName: 'x' } })).json()).toMatchObject({
      success: false,
      message: '没有这个配置项：siteName',
    });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `lingxi_two_instances_${process.pid}`;
  const instances: FastifyInstance[] = [];
  beforeAll(async () => {
    const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
    await adminQuery(serverUrl, `create database ${name}`);
    for (let index = 0; index < 2; index++) {
      const database = await openDatabase({ url, dataDir: '' });
      if (index === 0) await seedDatabase(database.db, { adminUsername: 'admin', adminPassword: testAdminPassword, onGeneratedPassword: () => {} });
      const env = loadEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'lingxi-two-')), PAYMENT_RECONCILE_SECONDS: '0' });
      instances.push(await buildApp({ env, database, logger: false }));
    }
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await adminQuery(serverUrl, `drop database if exists ${name}`);
  });

  it('serves a setting saved on one from the other within 2 s', async () => {
    const [first, second] = instances as [FastifyInstance, FastifyInstance];
    await first.inject({ url: '/api/config/queryFront' }); // both have served the old name
    expect((await second.inject({ url: '/api/config/queryFront' })).json().data.siteName).toBe('灵犀');
    await first.configStore.setMany({ siteName: '另一台实例' });
    const started = Date.now();
    while (second.configStore.get<string>('siteName', '') !== '另一台实例' && Date.now() - started < 2000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await second.inject({ url: '/api/config/queryFront' })).json().data.siteName).toBe('另一台实例');
  });

  it('serves a model or a menu changed through one from the other within 2 s (their triggers announce it)', async () => {
    const [first, second] = instances as [FastifyInstance, FastifyInstance];
    const modelNames = async () => JSON.stringify((await second.inject({ url: '/api/models/list' })).json().data);
    const menuNames = async () => JSON.stringify((await second.inject({ url: '/api/menu/list?menuPlatform=1' })).json().data);
    expect(await modelNames()).not.toContain('另一台的模型');
    expect(await menuNames()).not.toContain('另一台的菜单');
    const [model] = await first.database.db.select().from(schema.chatModels).limit(1);
    const [menu] = await first.database.db.select().from(schema.menus).where(eq(schema.menus.menuPlatform, 1)).limit(1);
    await first.database.db.update(schema.chatModels).set({ modelName: '另一台的模型' }).where(eq(schema.chatModels.id, model!.id));
    await first.database.db.update(schema.menus).set({ menuName: '另一台的菜单' }).where(eq(schema.menus.id, menu!.id));
    const started = Date.now();
    while ((!(await modelNames()).includes('另一台的模型') || !(await menuNames()).includes('另一台的菜单')) && Date.now() - started < 2000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await modelNames()).toContain('另一台的模型');
    expect(await menuNames()).toContain('另一台的菜单');
  });
});
