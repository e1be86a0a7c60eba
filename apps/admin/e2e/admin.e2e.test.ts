import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@lingxi/browser-testing';
import { createTestApp, schema, testAdminPassword } from '@lingxi/server/testing';
import { buildSim } from '@lingxi/sim';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The built back office (apps/admin/dist) on the real server (in-process, seeded test database) in
// headless Chromium. One operator's session, step by step: the `it` blocks run in order and share the page.
const adminRoot = fileURLToPath(new URL('../dist', import.meta.url));
const patiently = { timeout: 15_000 };
const newSecret = 'epay-secret-e2e-7f3a9c';

let app: FastifyInstance;
let sim: FastifyInstance;
let simUrl: string;
let base: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let goodsId = 0;
let buyerOrderId = '';
const cspViolations: string[] = [];

beforeAll(async () => {
  // The payment provider: apps/sim's epay merchant, whose key the operator types into the back office.
  sim = await buildSim();
  simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
  await sim.inject({ method: 'POST', url: '/__control/epay', payload: { key: newSecret } });
  app = await createTestApp({ adminRoot });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchChromium();
  context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', acceptDownloads: true });
  page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await sim?.close();
});

const isShown = (text: string) => expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), patiently).toBe(true);
const toast = (text: string) =>
  expect.poll(() => page.getByRole('region', { name: '通知' }).getByText(text, { exact: true }).isVisible(), patiently).toBe(true);

describe('the back office', () => {
  it('opens on its sign-in page at /admin, under its strict CSP', async () => {
    const reply = await page.goto(`${base}/admin`);
    expect(reply?.headers()['content-security-policy']).toContain("script-src 'self';");
    await expect.poll(() => page.getByRole('heading', { name: '灵犀管理后台' }).isVisible(), patiently).toBe(true);
  });

  it('refuses a wrong password with the server’s message and lets the operator in with the right one', async () => {
    await page.getByRole('textbox', { name: '管理员账号' }).fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('wrong-password');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').textContent(), patiently).toBe('用户名或密码错误');
    await page.getByLabel('密码', { exact: true }).fill(testAdminPassword);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('navigation', { name: '管理菜单' }).isVisible(), patiently).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
    // The dashboard is the first screen: its figures come from the server (none before the first rollup).
    await expect.poll(() => page.getByText(/^(数据更新于 |尚无数据)/).isVisible(), patiently).toBe(true);
    // The token lives for the tab only.
    expect(await page.evaluate(() => [sessionStorage.getItem('lx-admin-token') !== null, JSON.stringify(localStorage).includes('ey')])).toEqual([true, false]);
  });

  it('changes the site’s name, which users are served at once', async () => {
    await page.getByRole('navigation', { name: '管理菜单' }).getByRole('link', { name: '站点设置' }).click();
    const name = page.getByRole('textbox', { name: '站点名称' });
    await expect.poll(() => name.inputValue(), patiently).toBe('灵犀');
    await name.fill('灵犀测试站');
    await name.press('Enter');
    await toast('设置已保存');
    const front = await app.inject('/api/config/queryFront');
    expect(front.json().data.siteName).toBe('灵犀测试站');
  });

  it('sets up epay against the provider: its secrets only through the confirmation, with the password and a reason', async () => {
    await page.getByLabel('站点地址', { exact: true }).fill(base);
    await page.getByLabel('易支付网关', { exact: true }).fill(`${simUrl}/epay`);
    await page.getByLabel('易支付商户号', { exact: true }).fill('1001');
    await page.getByLabel('易支付密钥', { exact: true }).fill(newSecret);
    await page.getByRole('button', { name: '保存密钥' }).click();
    const dialog = page.getByRole('dialog', { name: '二次确认' });
    await expect.poll(() => dialog.getByText('已修改').first().isVisible(), patiently).toBe(true);
    await dialog.getByLabel('密码', { exact: true }).fill('not-the-password');
    await dialog.getByRole('textbox', { name: '操作原因' }).fill('接入易支付');
    await dialog.getByRole('button', { name: '确认' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent(), patiently).toBe('密码错误，未确认');
    await dialog.getByLabel('密码', { exact: true }).fill(testAdminPassword);
    await dialog.getByRole('button', { name: '确认' }).click();
    await toast('密钥已更新');
    expect(app.configStore.get('payEpaySecret', '')).toBe(newSecret);
    expect(app.configStore.get('payEpayUrl', '')).toBe(`${simUrl}/epay`);
    await expect.poll(() => page.getByLabel('易支付密钥', { exact: true }).inputValue()).toBe('');
    // Then the provider is switched on, a site setting like any other.
    const epay = page.getByRole('switch', { name: '易支付' });
    await epay.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => epay.isChecked()).toBe(true);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await toast('设置已保存');
    // The confirmation's own 设置已保存 may still be up: wait for this save, not for a toast.
    await expect.poll(() => Number(app.configStore.get('payEpayStatus', 0)), patiently).toBe(1);
  });

  it('creates a points package with its price in yuan, stored in fen', async () => {
    await page.getByRole('navigation', { name: '管理菜单' }).getByRole('link', { name: '套餐管理' }).click();
    await page.getByRole('button', { name: '新建套餐' }).click();
    const form = page.getByRole('dialog', { name: '新建套餐' });
    await form.getByRole('textbox', { name: '名称', exact: true }).fill('百积分体验包');
    await form.getByRole('radio', { name: '积分套餐' }).check({ force: true });
    await form.getByRole('textbox', { name: '售价（元）' }).fill('9.9');
    await form.getByRole('textbox', { name: '积分' }).fill('100');
    await form.getByRole('button', { name: '保存' }).click();
    await toast('套餐已创建');
    const [goods] = await app.database.db.select().from(schema.goods).where(eq(schema.goods.name, '百积分体验包'));
    expect(goods).toMatchObject({ typeId: 1, priceFen: 990, score: 100 });
    goodsId = goods!.id;
  });

  it('generates a batch of 5 codes for it and exports them as CSV through the confirmation', async () => {
    await page.getByRole('navigation', { name: '管理菜单' }).getByRole('link', { name: '卡密管理' }).click();
    await page.getByRole('button', { name: '套餐' }).click();
    await page.getByRole('option', { name: '百积分体验包' }).click();
    await page.getByRole('textbox', { name: '数量' }).fill('5');
    await page.getByRole('textbox', { name: '批次名称' }).fill('e2e 批次');
    await page.getByRole('button', { name: '生成', exact: true }).click();
    await expect
      .poll(
        () =>
          page
            .getByText(/已生成 5 张卡密/)
            .first()
            .isVisible(),
        patiently,
      )
      .toBe(true);
    const codes = await app.database.db.select().from(schema.cardCodes).where(eq(schema.cardCodes.goodsId, goodsId));
    expect(codes).toHaveLength(5);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出 CSV e2e 批次' }).click();
    const dialog = page.getByRole('dialog', { name: '二次确认' });
    await dialog.getByLabel('密码', { exact: true }).fill(testAdminPassword);
    await dialog.getByRole('textbox', { name: '操作原因' }).fill('发给渠道');
    await dialog.getByRole('button', { name: '确认' }).click();
    const csv = readFileSync((await (await download).path())!, 'utf8');
    for (const { code } of codes) expect(csv).toContain(code);
    expect(csv.split('\n').filter(Boolean)).toHaveLength(6);
  });

  it('lets a user buy the package through epay and redeem one of the codes', async () => {
    const api = async (path: string, body: object, token?: string) => {
      const response = await fetch(`${base}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      const reply = await response.json();
      expect(response.status, JSON.stringify(reply)).toBe(200);
      return reply.data;
    };
    await api('/auth/registeV3', { username: 'buyer001', password: 'secret1' });
    const token: string = await api('/auth/loginV4', { username: 'buyer001', password: 'secret1' });
    const order = await api('/order/buy', { goodsId, payType: 'alipay' }, token);
    buyerOrderId = order.orderId;
    // Without an API-pay address, epay sends the buyer to its cashier page, which the provider then knows the order by.
    expect((await fetch(order.redirectUrl)).status).toBe(200);
    // The buyer pays at the provider, which notifies the site at the address the operator set.
    const paid = await sim.inject({ method: 'POST', url: '/__control/epay/pay', payload: { outTradeNo: buyerOrderId } });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().deliveries.map((delivery: { acknowledged: boolean }) => delivery.acknowledged)).toEqual([true]);
    const [code] = await app.database.db.select().from(schema.cardCodes).where(eq(schema.cardCodes.goodsId, goodsId)).limit(1);
    await api('/crami/useCrami', { code: code!.code }, token);
    const [buyer] = await app.database.db.select().from(schema.users).where(eq(schema.users.username, 'buyer001'));
    // The registration gift (14), the package bought (100) and the code (100).
    expect(buyer!.score).toBe(214);
  });

  it('shows the paid order, and the buyer’s ledger rows', async () => {
    await page.getByRole('navigation', { name: '管理菜单' }).getByRole('link', { name: '订单管理' }).click();
    await expect.poll(() => page.getByRole('heading', { name: '订单管理' }).isVisible(), patiently).toBe(true);
    await isShown(buyerOrderId);
    await expect.poll(() => page.getByRole('row').filter({ hasText: buyerOrderId }).textContent(), patiently).toContain('已支付');
    await page.getByRole('navigation', { name: '管理菜单' }).getByRole('link', { name: '用户管理' }).click();
    await page.getByRole('button', { name: '详情 buyer001' }).click();
    const detail = page.getByRole('dialog', { name: '用户 buyer001' });
    const ledger = detail.getByRole('region', { name: '最近积分记录' });
    await expect.poll(() => ledger.textContent(), patiently).toContain('+100');
    expect(await ledger.getByRole('row').count()).toBeGreaterThanOrEqual(4);
    await page.keyboard.press('Escape');
  });

  it('moves the dashboard’s revenue, paid orders and points given once its figures are refreshed', async () => {
    await page.getByRole('navigation', { name: '管理菜单' }).getByRole('link', { name: '仪表盘' }).click();
    await page.getByRole('button', { name: '刷新' }).click();
    const figures = page.getByRole('region', { name: '关键指标' });
    await expect.poll(() => figures.textContent(), patiently).toContain('¥9.90');
    const text = (await figures.textContent()) ?? '';
    expect(text).toMatch(/已支付订单\s*1/);
    // Points given: the admin's and the buyer's registration gifts, the order's 100 and the code's 100.
    expect(text).toMatch(/积分发放\s*2(14|28)/);
  });

  it('sets a drawing price that the server charges at once, and opens the job monitor and moderation', async () => {
    const menu = page.getByRole('navigation', { name: '管理菜单' });
    await menu.getByRole('link', { name: '绘画设置' }).click();
    const price = page.getByRole('textbox', { name: '快速·绘图' });
    await expect.poll(() => price.inputValue(), patiently).toBe('4');
    await isShown('未配置绘画接口：当前由内置模拟器作图（演示模式）');
    await price.fill('6');
    await price.press('Enter');
    await toast('绘画设置已保存');
    expect(app.drawSettings.price('fast', 1)).toBe(6);
    await menu.getByRole('link', { name: '任务监控' }).click();
    await expect.poll(() => page.getByRole('grid', { name: '任务列表' }).isVisible(), patiently).toBe(true);
    await isShown('没有符合条件的任务');
    await menu.getByRole('link', { name: '作品审核' }).click();
    await isShown('没有作品');
  });

  it('sets the knowledge base’s embedding price in 知识库设置, which the server uses at once; demo mode is said', async () => {
    await page.getByRole('navigation', { name: '管理菜单' }).getByRole('link', { name: '知识库' }).click();
    const points = page.getByRole('textbox', { name: '向量化积分' });
    await expect.poll(() => points.inputValue(), patiently).toBe(String(app.knowledgeSettings.embedPoints));
    await isShown('未配置向量接口：当前由内置模拟器生成向量（演示模式，只按共有词语相近，没有语义）');
    await points.fill('7');
    await page.getByRole('button', { name: '保存设置' }).click();
    await toast('知识库设置已保存');
    expect(app.knowledgeSettings.embedPoints).toBe(7);
  });

  it('adds a prompt to the library, which /draw/prompt lists at once', async () => {
    await page.getByRole('navigation', { name: '管理菜单' }).getByRole('link', { name: '提示词库' }).click();
    const table = page.getByRole('grid', { name: '人像 的提示词' });
    await expect.poll(() => table.getByText('胶片人像').isVisible(), patiently).toBe(true);
    await page.getByRole('button', { name: '新建提示词' }).click();
    const dialog = page.getByRole('dialog', { name: '新建提示词' });
    await dialog.getByRole('textbox', { name: '标题' }).fill('3D 卡通头像');
    await dialog.getByRole('textbox', { name: '提示词', exact: true }).fill('cute 3d cartoon avatar, pastel colors');
    await dialog.getByRole('button', { name: '保存' }).click();
    await toast('已创建');
    await expect.poll(() => table.getByText('3D 卡通头像').isVisible(), patiently).toBe(true);
    const reply = await fetch(`${base}/api/midjourney/incantationQueryByPid`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pid: 1 }),
    });
    expect((await reply.json()).data.at(-1)).toMatchObject({ title: '3D 卡通头像', prompt: 'cute 3d cartoon avatar, pastel colors' });
  });

  it('shows each change in the audit log, with the reason and never the secret', async () => {
    await page.getByRole('navigation', { name: '管理菜单' }).getByRole('link', { name: '审计日志' }).click();
    const table = page.getByRole('grid', { name: '审计记录' });
    await expect.poll(() => table.getByText('config.secrets').isVisible(), patiently).toBe(true);
    for (const action of [
      'goods.create',
      'cardCodes.generate',
      'cardCodes.export',
      'config.site',
      'drawing.settings',
      'knowledge.settings',
      'drawPrompts.create',
      'auth.confirm',
      'auth.confirmFailed',
      'auth.login',
    ])
      await isShown(action);
    await isShown('发给渠道');
    await isShown('接入易支付');
    expect(await page.content()).not.toContain(newSecret);
    const reply = await page.evaluate(async () => {
      const response = await fetch('/api/admin/audit', { headers: { authorization: `Bearer ${sessionStorage.getItem('lx-admin-token')}` } });
      return response.text();
    });
    expect(reply).toContain('config.secrets');
    expect(reply).not.toContain(newSecret);
  });

  it('keeps the session over a reload, not in another tab’s fresh session, and ends it on sign-out', async () => {
    await page.reload();
    await expect.poll(() => page.getByRole('grid', { name: '审计记录' }).isVisible(), patiently).toBe(true);
    const other = await context.newPage();
    await other.goto(`${base}/admin/audit`);
    await expect.poll(() => other.getByRole('textbox', { name: '管理员账号' }).isVisible(), patiently).toBe(true);
    await other.close();
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect.poll(() => page.getByRole('status').textContent(), patiently).toBe('已退出登录');
    expect(await page.evaluate(() => sessionStorage.getItem('lx-admin-token'))).toBeNull();
  });

  it('ran without a Content Security Policy violation', () => {
    expect(cspViolations).toEqual([]);
  });
});
