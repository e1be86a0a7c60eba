import { fileURLToPath } from 'node:url';
import { launchChromium } from '@lingxi/browser-testing';
import { createTestApp, schema } from '@lingxi/server/testing';
import { buildSim } from '@lingxi/sim';
import { desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agree,
  chooseMode,
  dialog,
  isGone,
  isLoggedIn,
  isShown,
  logInByPassword,
  openLogin,
  openUserPopup,
  patiently,
  submitLogin,
  toast,
  visitor,
} from './pageKit';
import { balanceOf, registerUser } from './serverKit';

// The built app on the real server in headless Chromium, with apps/sim as every payment provider and
// the SMS sink. One user's story, step by step (the `it` blocks run in order and share the state
// below): check in, buy points through each provider, buy membership, redeem a card code, invite a friend.
const webRoot = fileURLToPath(new URL('../dist', import.meta.url));
let sim: FastifyInstance;
let simUrl: string;
let app: FastifyInstance;
let base: string;
let browser: Browser;

type Provider = 'wechat' | 'mpay' | 'hupi' | 'epay';
const merchantKeys = { epay: 'E2eEpayMerchantKey', mpay: 'E2eMpayMerchantKey', hupi: 'E2eXunhupaySecret' };

const control = (url: string, payload?: object) => sim.inject({ method: payload ? 'POST' : 'GET', url: `/__control${url}`, ...(payload ? { payload } : {}) });

/** The operator's payment settings: every provider set up with the sim's merchant, only `enabled` switched on. */
async function enableOnly(enabled: Provider) {
  const wechat = (await control('/wechat-pay')).json();
  const settings: Record<string, string | number> = {
    payWechatAppId: wechat.config.appId,
    payWechatMchId: wechat.config.mchId,
    payWechatSerialNo: wechat.config.merchantSerialNo,
    payWechatPrivateKey: wechat.config.merchantPrivateKey,
    payWechatApiV3Key: wechat.config.apiV3Key,
    payWechatPublicKeyId: wechat.platform.publicKeyId,
    payWechatPublicKey: wechat.platform.publicKey,
    payMpayUrl: `${simUrl}/mpay`,
    payMpayPid: '1001',
    payMpayKey: merchantKeys.mpay,
    payMpayApiPayUrl: `${simUrl}/mpay/mapi.php`,
    payHupiGatewayUrl: `${simUrl}/xunhupay`,
    payHupiAppId: '201906120001',
    payHupiSecret: merchantKeys.hupi,
    // epay without an API-pay URL: the buyer is sent to the gateway's cashier page.
    payEpayUrl: `${simUrl}/epay`,
    payEpayPid: '1001',
    payEpaySecret: merchantKeys.epay,
    payWechatStatus: enabled === 'wechat' ? 1 : 0,
    payMpayStatus: enabled === 'mpay' ? 1 : 0,
    payHupiStatus: enabled === 'hupi' ? 1 : 0,
    payEpayStatus: enabled === 'epay' ? 1 : 0,
  };
  for (const [key, value] of Object.entries(settings)) await app.configStore.set(key, value);
}

beforeAll(async () => {
  sim = await buildSim();
  simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
  await control('/epay', { key: merchantKeys.epay });
  await control('/mpay', { key: merchantKeys.mpay });
  await control('/xunhupay', { appsecret: merchantKeys.hupi });
  app = await createTestApp({ env: { SMS_SINK_URL: simUrl, WECHAT_PAY_API_BASE: simUrl }, webRoot });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  await app.configStore.set('siteUrl', base);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await sim?.close();
});

const pointsChip = (page: Page, points: number) => page.getByRole('button', { name: `${points} 积分`, exact: true });

/** The newest order of a user, as the sim knows it by its number. */
async function newestOrder(userId: number) {
  let order: typeof schema.orders.$inferSelect | undefined;
  await expect
    .poll(async () => {
      [order] = await app.database.db.select().from(schema.orders).where(eq(schema.orders.userId, userId)).orderBy(desc(schema.orders.id)).limit(1);
      return order?.status;
    }, patiently)
    .toBe(0);
  return order!;
}

/** The buyer pays at the provider (the sim), which notifies the server. */
async function payAtSim(provider: Provider, orderId: string) {
  const path = { wechat: 'wechat-pay', mpay: 'mpay', hupi: 'xunhupay', epay: 'epay' }[provider];
  const reply = await control(`/${path}/pay`, provider === 'hupi' ? { tradeOrderId: orderId } : { outTradeNo: orderId });
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.json().deliveries.map((delivery: { acknowledged: boolean }) => delivery.acknowledged)).toEqual([true]);
}

/** The VIP dialog from the points chip, on one of its tabs. */
async function openVip(page: Page, points: number, tab: '积分套餐' | '会员套餐'): Promise<Locator> {
  await pointsChip(page, points).click();
  const vip = dialog(page, '购买套餐');
  await isShown(vip);
  await vip.getByRole('tab', { name: tab }).click();
  return vip;
}

/** The answer of the newest picture code, read from the server's store as a person reads the picture. */
async function newestCaptchaAnswer(): Promise<string> {
  const table = schema.ephemeralEntries;
  const [row] = await app.database.db.select().from(table).where(like(table.key, 'captcha:%')).orderBy(desc(table.expiresAt)).limit(1);
  return (row!.value as { answer: string }).answer;
}

const smsCodes = async (phone: string) =>
  ((await sim.inject({ url: '/sms/messages', query: { phone } })).json().messages as { code: string }[]).map((message) => message.code);

describe('economy (SPEC §2.3.3, §2.3.9, §2.3.13, §2.3.14, §4, §6)', () => {
  const username = 'buyer2026';
  const password = 'buyer-pass-1';
  let context: BrowserContext;
  let page: Page;
  let userId: number;
  let points: number;

  beforeAll(async () => {
    ({ userId, balance: points } = await registerUser(app, base, username, password));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('logs in and checks in once today: 签到成功！获得 N 积分, a one-day streak, the chip shows the reward', async () => {
    ({ context, page } = await visitor(browser, `${base}/homePage`));
    await logInByPassword(page, username, password, { startMode: '密码登录' });
    await isShown(pointsChip(page, points));
    const popup = await openUserPopup(page);
    await popup.getByRole('menuitem', { name: '签到奖励' }).click();
    const checkIn = page.getByRole('dialog', { name: /^签到奖励/ });
    await checkIn.getByRole('button', { name: '今日尚未签到、点击签到' }).click();
    const reward = Number(app.configStore.get('signInRewards', 0));
    await isShown(toast(page, `签到成功！获得 ${reward} 积分`));
    await isShown(page.getByRole('dialog', { name: '签到奖励（已连续签到 1 天）' }));
    await isGone(checkIn.getByRole('button', { name: '今日尚未签到、点击签到' }));
    points += reward;
    expect(await balanceOf(app, userId)).toBe(points);
    await page.keyboard.press('Escape');
    await isShown(pointsChip(page, points));
  });

  for (const provider of ['wechat', 'mpay', 'hupi', 'epay'] as const) {
    it(`buys a points package through ${provider}: the QR or cashier page, the sim pays, success, the new balance`, async () => {
      await enableOnly(provider);
      await page.reload();
      await isLoggedIn(page);
      const vip = await openVip(page, points, '积分套餐');
      const cashier = provider === 'epay' ? page.context().waitForEvent('page') : null;
      await vip.getByRole('button', { name: '立即购买 体验积分包' }).click();
      if (cashier) {
        // The cashier opens in a new tab; loading it places the order at the gateway.
        const tab = await cashier;
        await tab.waitForLoadState();
        expect(new URL(tab.url()).pathname).toBe('/epay/submit.php');
        await tab.close();
      } else {
        await isShown(vip.getByRole('img', { name: '支付二维码' }));
      }
      const order = await newestOrder(userId);
      expect(order.provider).toBe(provider);
      await payAtSim(provider, order.orderId);
      await isShown(vip.getByText('恭喜你支付成功、祝您使用愉快！'));
      await isGone(vip);
      points += order.grantScore;
      await isShown(pointsChip(page, points));
      expect(await balanceOf(app, userId)).toBe(points);
    });
  }

  it('buys membership: the user popup shows VIP 已开通 and the expiry date', async () => {
    await enableOnly('hupi');
    await page.reload();
    await isLoggedIn(page);
    const vip = await openVip(page, points, '会员套餐');
    await vip.getByRole('button', { name: '立即购买 月度会员' }).click();
    await isShown(vip.getByRole('img', { name: '支付二维码' }));
    const order = await newestOrder(userId);
    await payAtSim('hupi', order.orderId);
    await isShown(vip.getByText('恭喜你支付成功、祝您使用愉快！'));
    await isGone(vip);
    points += order.grantScore;
    await isShown(pointsChip(page, points));

    const [user] = await app.database.db.select().from(schema.users).where(eq(schema.users.id, userId));
    const expiry = new Date(user!.vipExpire!.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    const popup = await openUserPopup(page);
    await isShown(popup.getByText('VIP 已开通'));
    await isShown(popup.getByText(`到期时间：${expiry}`));
    await page.keyboard.press('Escape');
  });

  it('redeems a card code: 卡密兑换成功 and the points arrive; the code works once', async () => {
    const [goods] = await app.database.db.select().from(schema.goods).where(eq(schema.goods.name, '超值积分包'));
    const code = 'E2EC-ARDC-ODE2-2026';
    await app.database.db.insert(schema.cardCodes).values({ code, goodsId: goods!.id, batch: 'e2e' });
    const redeem = async () => {
      const popup = await openUserPopup(page);
      await popup.getByRole('menuitem', { name: '权益兑换' }).click();
      const kami = dialog(page, '卡密兑换');
      await kami.getByRole('textbox', { name: '卡密' }).fill(code.toLowerCase());
      await kami.getByRole('button', { name: '立即兑换' }).click();
      return kami;
    };
    const kami = await redeem();
    await isShown(toast(page, '卡密兑换成功'));
    await isGone(kami);
    points += goods!.score;
    await isShown(pointsChip(page, points));

    const again = await redeem();
    await isShown(again.getByText('该卡密已被使用'));
    await page.keyboard.press('Escape');
    expect(await balanceOf(app, userId)).toBe(points);
  });

  it('shows the seeded models’ costs in 积分规则 (the model list): per use, basic or advanced, and for members', async () => {
    const popup = await openUserPopup(page);
    await popup.getByRole('menuitem', { name: '我的积分' }).click();
    const rules = dialog(page, '积分规则');
    const chat = rules.getByRole('grid', { name: '聊天' });
    const models = await app.database.db.select().from(schema.chatModels).where(eq(schema.chatModels.modelType, 'chat')).orderBy(schema.chatModels.sort);
    expect(models.length).toBeGreaterThan(1);
    for (const model of models) {
      const row = chat.getByRole('row', { name: new RegExp(`^${model.modelName}`) });
      await isShown(row.getByText(`${model.deduct} 积分/次`));
      await isShown(row.getByText(model.deductType === 1 ? '基础模型' : '高级模型'));
      const member = model.vipFreeNum < 0 ? '会员免费' : model.vipFreeNum > 0 ? `会员每日免费 ${model.vipFreeNum} 次` : '无';
      await isShown(row.getByText(member, { exact: true }));
    }
    await page.keyboard.press('Escape');
    await isGone(rules);
  });

  it('contacts customer service: the operator’s QR image, else the online address in a new tab, else the §8 warning', async () => {
    const openEntry = async () => (await openUserPopup(page)).getByRole('menuitem', { name: '联系客服' }).click();
    // Neither set (the seeded site).
    await openEntry();
    await isShown(toast(page, '请先前往后台管理系统【关注我们】页面配置在线客服系统地址后再使用！'));

    // A QR image uploaded by the operator.
    const qr = '/uploads/avatar/202611/0f8fad5b-d9cb-469f-a165-70867728950e.png';
    await app.configStore.set('wechatImage', qr);
    await openEntry();
    const service = dialog(page, '联系客服');
    await isShown(service.getByRole('img', { name: '客服微信二维码' }));
    expect(await service.getByRole('img', { name: '客服微信二维码' }).getAttribute('src')).toBe(qr);
    await page.keyboard.press('Escape');
    await isGone(service);

    // An online address: it opens in a new tab.
    await app.configStore.set('chatOnline', `${base}/welcome`);
    await page.reload();
    await isLoggedIn(page);
    const newTab = context.waitForEvent('page');
    await openEntry();
    expect((await newTab).url()).toBe(`${base}/welcome`);
    await app.configStore.set('chatOnline', '');
    await app.configStore.set('wechatImage', '');
  });

  it('invites a friend: the link registers them, and once verified the inviter is rewarded', async () => {
    const popup = await openUserPopup(page);
    await popup.getByRole('menuitem', { name: '邀请好友' }).click();
    const invite = dialog(page, '邀请记录');
    await invite.getByRole('button', { name: '生成专属邀请链接' }).click();
    const linkField = invite.getByRole('textbox', { name: '专属邀请链接' });
    await isShown(linkField);
    const link = await linkField.inputValue();
    expect(link).toMatch(new RegExp(`^${base}/\\?inVitecode=`));
    await page.keyboard.press('Escape');

    // The friend opens the link and signs up by SMS: a phone-verified account, invited by the user.
    const friend = await visitor(browser, link);
    const phone = '13700002026';
    const login = await openLogin(friend.page, '密码登录');
    await chooseMode(login, '验证码登录');
    await login.getByRole('textbox', { name: '手机号' }).fill(phone);
    await isShown(login.getByRole('img', { name: '图形验证码图片' }));
    await login.getByRole('textbox', { name: '图形验证码' }).fill(await newestCaptchaAnswer());
    await login.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(async () => (await smsCodes(phone)).length, patiently).toBe(1);
    await login.getByRole('textbox', { name: '验证码', exact: true }).fill((await smsCodes(phone))[0]!);
    await agree(login);
    await submitLogin(login);
    await isGone(login);
    await isLoggedIn(friend.page);
    await friend.context.close();

    const reward = Number(app.configStore.get('inviteRewardPoints', 0));
    points += reward;
    expect(await balanceOf(app, userId)).toBe(points);
    await page.reload();
    await isLoggedIn(page);
    await isShown(pointsChip(page, points));
    const again = await openUserPopup(page);
    await again.getByRole('menuitem', { name: '邀请好友' }).click();
    const [invitee] = await app.database.db.select().from(schema.users).where(eq(schema.users.phone, phone));
    expect(invitee?.invitedById).toBe(userId);
    const row = dialog(page, '邀请记录').getByRole('row').filter({ hasText: invitee!.username });
    await isShown(row);
    await isShown(row.getByText('已认证'));
    await isShown(row.getByText('已领取'));
  });
});
