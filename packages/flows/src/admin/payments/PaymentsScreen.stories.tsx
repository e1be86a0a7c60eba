import { createToastQueue, ToastRegion } from '@lingxi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import { clearLiveAnnouncer, settleAnnouncements } from '../../storyKit';
import { adminStoryText, never } from '../adminStoryKit';
import { adminCatalog } from '../messages';
import { paymentsCatalog } from './messages';
import type { NotifyEntry, NotifyPage, NotifyQuery } from './notifyLog.machine';
import type { ProviderSave, ProvidersData } from './paymentProviders.machine';
import { PaymentsScreen, type PaymentsServices } from './PaymentsScreen';
import type { ProviderName, TestOrderStart, TestOrderStatus } from './testOrder.machine';

const secret = (key: string, set: boolean, required = true) => ({ key, required, secret: true, set });

/** Epay configured and taking orders; WeChat Pay missing its keys; Xunhupay complete but off; Mpay empty. */
const providers = (siteUrlSet = true): ProvidersData => {
  const base = siteUrlSet ? 'https://ai.example.com' : 'http://10.0.0.5:3000';
  return {
    siteUrlSet,
    providers: [
      {
        provider: 'wechat',
        enabled: false,
        switchKey: 'payWechatStatus',
        complete: false,
        active: false,
        missing: ['payWechatApiV3Key', 'payWechatPublicKey'],
        notifyUrl: `${base}/api/pay/notify/wechat`,
        settings: [secret('payWechatAppId', true), secret('payWechatMchId', true), secret('payWechatApiV3Key', false), secret('payWechatPublicKey', false)],
      },
      {
        provider: 'mpay',
        enabled: false,
        switchKey: 'payMpayStatus',
        complete: false,
        active: false,
        missing: ['payMpayUrl', 'payMpayPid', 'payMpayKey'],
        notifyUrl: `${base}/api/pay/notify/mpay`,
        settings: [
          secret('payMpayUrl', false),
          secret('payMpayPid', false),
          secret('payMpayKey', false),
          { key: 'payMpayChannel', required: true, secret: false, set: true, value: '["wxpay","alipay"]' },
        ],
      },
      {
        provider: 'hupi',
        enabled: false,
        switchKey: 'payHupiStatus',
        complete: true,
        active: false,
        missing: [],
        notifyUrl: `${base}/api/pay/notify/hupi`,
        settings: [secret('payHupiGatewayUrl', true), secret('payHupiAppId', true), secret('payHupiSecret', true)],
      },
      {
        provider: 'epay',
        enabled: true,
        switchKey: 'payEpayStatus',
        complete: true,
        active: true,
        missing: [],
        notifyUrl: `${base}/api/pay/notify/epay`,
        settings: [
          secret('payEpayUrl', true),
          secret('payEpayPid', true),
          secret('payEpaySecret', true),
          { key: 'payEpayChannel', required: true, secret: false, set: true, value: '["wxpay"]' },
          { key: 'payEpayApiPayUrl', required: false, secret: false, set: false, value: '' },
        ],
      },
    ],
  };
};

const notifies: NotifyEntry[] = [
  {
    id: 3,
    provider: 'epay',
    orderNo: 'LX20261127093000123456789',
    providerTradeNo: '2026112722001',
    outcome: 'paid',
    detail: '',
    payload: { out_trade_no: 'LX20261127093000123456789', money: '0.01', trade_status: 'TRADE_SUCCESS' },
    address: '203.0.113.9',
    receivedAt: '2026-11-27T01:30:05Z',
  },
  {
    id: 2,
    provider: 'epay',
    orderNo: 'LX20261127093000123456789',
    providerTradeNo: null,
    outcome: 'rejected',
    detail: '签名无效',
    payload: { out_trade_no: 'LX20261127093000123456789', money: '0.01' },
    address: '198.51.100.7',
    receivedAt: '2026-11-27T01:29:40Z',
  },
];

const testStart: TestOrderStart = { orderId: 'LX20261127094500987654321', url_qrcode: 'weixin://wxpay/bizpayurl?pr=sim1234' };
const status = (overrides: Partial<TestOrderStatus>): TestOrderStatus => ({
  orderId: testStart.orderId,
  provider: 'epay',
  status: 'pending',
  notified: false,
  paidAt: null,
  ...overrides,
});

type Args = Omit<PaymentsServices, 'copy'> & { copy: (text: string) => Promise<void>; notify: (notice: Notice) => void };

/** The screen as the app shows it: the back office's and the payments' texts, notices as toasts. */
function Harness({ globals, notify, ...services }: Args & { globals: Record<string, unknown> }) {
  const { locale } = adminStoryText(globals);
  const t = createTranslator([adminCatalog, paymentsCatalog], locale);
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  return (
    <>
      <PaymentsScreen
        t={t}
        locale={locale}
        services={services}
        notify={(notice) => {
          notify(notice);
          toasts.show(notice.tone, messageText(t, notice.message));
        }}
      />
      <ToastRegion queue={toasts.queue} closeLabel={t('admin.confirm.close')} aria-label={t('admin.notifications')} />
    </>
  );
}

/** Status calls since the story began: reset before each render (light and dark render the same story). */
let statusCalls = 0;

/**
 * The first status call answers; later ones never do, so the countdown (and the screenshot) holds still instead of
 * depending on how many seconds the machine was slow.
 */
const answerOnce = (answer: TestOrderStatus) => fn(async (_input: { orderId: string }) => (statusCalls++ === 0 ? answer : never()));

const meta = {
  title: 'Admin/PaymentsScreen',
  tags: ['page'],
  beforeEach: () => {
    statusCalls = 0;
    clearLiveAnnouncer();
  },
  args: {
    load: fn(async () => providers()),
    saveSettings: fn(async (_save: ProviderSave): Promise<unknown> => null),
    saveSwitch: fn(async (_change: { key: string; on: boolean }): Promise<unknown> => null),
    createTestOrder: fn(async (_input: { provider: ProviderName }) => testStart),
    testOrderStatus: answerOnce(status({})),
    loadNotifies: fn(async (_query: NotifyQuery): Promise<NotifyPage> => ({ rows: notifies, nextBefore: null })),
    copy: fn(async (_text: string) => {}),
    notify: fn(),
  },
  render: (args, { globals }) => <Harness {...args} globals={globals} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('region', { name });

/** Still loading (first: it also pays for loading the story's modules). */
export const Loading: Story = { args: { load: fn(never), loadNotifies: fn((_query: NotifyQuery) => never()) } };

/** Every provider: switch, completeness, settings (secrets only as set), notify URL; the notify log below. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const epay = within(await card(canvasElement, '易支付'));
    await expect(epay.getByText('正在收款')).toBeVisible();
    await expect(epay.getByRole('switch', { name: '开启 易支付' })).toBeChecked();
    await expect(epay.getByText('https://ai.example.com/api/pay/notify/epay')).toBeVisible();
    const wechat = within(await card(canvasElement, '微信支付'));
    await expect(wechat.getByText('缺少 2 项')).toBeVisible();
    await expect(wechat.getByRole('button', { name: '微信支付测试下单' })).toBeDisabled();
    await expect(await within(canvasElement).findByText('签名无效')).toBeVisible();
  },
};

/** Without siteUrl: the warning, and notify URLs from the address the page was opened at. */
export const SiteUrlUnset: Story = {
  args: { load: fn(async () => providers(false)) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/未设置站点地址（siteUrl）/)).toBeVisible();
  },
};

/** The list could not be read: the server's message and 重试. */
export const LoadFailed: Story = {
  args: {
    load: fn(async (): Promise<ProvidersData> => {
      throw new Error('网络异常，请稍后重试');
    }),
    loadNotifies: fn(async (_query: NotifyQuery): Promise<NotifyPage> => {
      throw new Error('网络异常，请稍后重试');
    }),
  },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText('网络异常，请稍后重试')).length).toBe(2);
  },
};

/** A secret typed into 码支付 and saved with Enter: only that key is sent, as a secret. */
export const SaveSecret: Story = {
  play: async ({ canvasElement, args }) => {
    const mpay = within(await card(canvasElement, '码支付'));
    const key = mpay.getByLabelText('码支付密钥 (必填)');
    await userEvent.click(key);
    await userEvent.keyboard('merchant-key{Enter}');
    await waitFor(() => expect(args.saveSettings).toHaveBeenCalledWith({ provider: 'mpay', site: {}, secrets: { payMpayKey: 'merchant-key' } }));
    await expect(await within(document.body).findByText('支付设置已保存')).toBeVisible();
    await settleAnnouncements();
  },
};

/** The switch by keyboard: Space turns Xunhupay on (its site key, 1). */
export const ToggleSwitch: Story = {
  play: async ({ canvasElement, args }) => {
    const hupi = within(await card(canvasElement, '虎皮椒'));
    hupi.getByRole('switch', { name: '开启 虎皮椒' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.saveSwitch).toHaveBeenCalledWith({ key: 'payHupiStatus', on: true }));
  },
};

/** 复制 copies the notify URL. */
export const CopyNotifyUrl: Story = {
  play: async ({ canvasElement, args }) => {
    const epay = within(await card(canvasElement, '易支付'));
    await userEvent.click(epay.getByRole('button', { name: '复制易支付通知地址' }));
    await waitFor(() => expect(args.copy).toHaveBeenCalledWith('https://ai.example.com/api/pay/notify/epay'));
    await expect(await within(document.body).findByText('已复制通知地址')).toBeVisible();
    await settleAnnouncements();
  },
};

/** 测试下单: the QR to pay 0.01 yuan and the wait for the verified notify, which 停止等待 ends. */
export const TestOrderWaiting: Story = {
  // Its one check never answers: the countdown holds at 299 for the screenshot.
  args: { testOrderStatus: fn((_input: { orderId: string }) => never()) },
  play: async ({ canvasElement, args }) => {
    const epay = within(await card(canvasElement, '易支付'));
    await userEvent.click(epay.getByRole('button', { name: '易支付测试下单' }));
    await expect(await epay.findByRole('img', { name: '测试订单付款二维码' })).toBeVisible();
    await expect(epay.getByText(`订单号 ${testStart.orderId}`)).toBeVisible();
    await waitFor(() => expect(args.testOrderStatus).toHaveBeenCalledWith({ orderId: testStart.orderId }));
    await expect(epay.getByRole('status')).toHaveTextContent(/等待付款与渠道通知/);
    await waitFor(() => expect(epay.getByRole('status')).toHaveTextContent('299'), { timeout: 5000 });
  },
};

/** Paid, but the provider's notify has not come: said so while waiting. */
export const TestOrderPaidWithoutNotify: Story = {
  args: { testOrderStatus: answerOnce(status({ status: 'paid', paidAt: '2026-11-27T01:45:10Z' })) },
  play: async ({ canvasElement }) => {
    const epay = within(await card(canvasElement, '易支付'));
    await userEvent.click(epay.getByRole('button', { name: '易支付测试下单' }));
    await expect(await epay.findByText(/已付款，正在等待渠道通知/, undefined, { timeout: 4000 })).toBeVisible();
    // The first check answers, the second never does: the countdown holds at 298 for the screenshot.
    await waitFor(() => expect(epay.getByRole('status')).toHaveTextContent('298'), { timeout: 5000 });
  },
};

/** Paid with its verified notify: the test passed. */
export const TestOrderSucceeded: Story = {
  args: { testOrderStatus: fn(async (_input: { orderId: string }) => status({ status: 'paid', notified: true, paidAt: '2026-11-27T01:45:10Z' })) },
  play: async ({ canvasElement }) => {
    const epay = within(await card(canvasElement, '易支付'));
    await userEvent.click(epay.getByRole('button', { name: '易支付测试下单' }));
    await expect(await epay.findByText('测试成功：已付款，并收到渠道的验签通知', undefined, { timeout: 4000 })).toBeVisible();
    await expect(epay.getByRole('button', { name: '易支付再测一次' })).toBeEnabled();
  },
};

/** The order expired unpaid. */
export const TestOrderExpired: Story = {
  args: { testOrderStatus: fn(async (_input: { orderId: string }) => status({ status: 'expired' })) },
  play: async ({ canvasElement }) => {
    const epay = within(await card(canvasElement, '易支付'));
    await userEvent.click(epay.getByRole('button', { name: '易支付测试下单' }));
    await expect(await epay.findByText('订单已过期，未付款', undefined, { timeout: 4000 })).toBeVisible();
  },
};

/** The provider refused the order: its message. */
export const TestOrderRefused: Story = {
  args: {
    createTestOrder: fn(async (_input: { provider: ProviderName }): Promise<TestOrderStart> => {
      throw new Error('创建订单失败：商户未开通该支付方式');
    }),
  },
  play: async ({ canvasElement }) => {
    const epay = within(await card(canvasElement, '易支付'));
    await userEvent.click(epay.getByRole('button', { name: '易支付测试下单' }));
    await expect(await epay.findByText('创建订单失败：商户未开通该支付方式')).toBeVisible();
  },
};

/** The cashier-page kind of provider: a link to open instead of a QR. */
export const TestOrderCashierLink: Story = {
  args: {
    testOrderStatus: fn((_input: { orderId: string }) => never()),
    createTestOrder: fn(
      async (_input: { provider: ProviderName }): Promise<TestOrderStart> => ({
        orderId: testStart.orderId,
        redirectUrl: 'https://pay.example.com/submit.php?out_trade_no=LX1',
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const epay = within(await card(canvasElement, '易支付'));
    await userEvent.click(epay.getByRole('button', { name: '易支付测试下单' }));
    await expect(await epay.findByRole('link', { name: /打开付款页面/ })).toBeVisible();
    await waitFor(() => expect(epay.getByRole('status')).toHaveTextContent('299'), { timeout: 5000 });
  },
};

/** The notify log filtered by outcome (keyboard: the filters, then Enter). */
export const NotifyLogFiltered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const order = await canvas.findByRole('textbox', { name: '订单号' });
    await userEvent.click(order);
    await userEvent.keyboard('LX20261127093000123456789{Enter}');
    await waitFor(() => expect(args.loadNotifies).toHaveBeenLastCalledWith({ orderId: 'LX20261127093000123456789' }));
  },
};

/** No notify matches. */
export const NotifyLogEmpty: Story = {
  args: { loadNotifies: fn(async (_query: NotifyQuery): Promise<NotifyPage> => ({ rows: [], nextBefore: null })) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('没有符合条件的通知')).toBeVisible();
  },
};
