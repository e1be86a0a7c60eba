import { Button, createToastQueue, ToastRegion } from '@lingxi/ui';
import { dialogA11yPlay } from '@lingxi/ui/testing';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator, type Translate } from '../i18n';
import type { PaymentServices, PayType } from '../payment/payment.machine';
import { storyPayment, storyPaymentUrl, type PaymentDelays } from '../payment/payment.fixtures';
import { pending } from '../phoneCode/phoneCode.fixtures';
import { messageText } from '../session/notify';
import { vipDialogCatalogs } from './messages';
import type { PackageType, VipPackage } from './packages';
import { VipDialog } from './VipDialog';
import { storyPackages, storyPalettePackages } from './vipDialog.fixtures';
import { provideVipDialog } from './vipDialog.machine';

type StoryArgs = PaymentServices & {
  loadPackages: (packageType: PackageType) => Promise<VipPackage[]>;
  payTypes: PayType[];
  clientIsWechat: boolean;
  initialType?: PackageType;
  /** Payment timers; all held still unless a story needs one to run. */
  delays: PaymentDelays;
  onRedeemCode: () => void;
};

const translator = (globals: StoryContext['globals']) => createTranslator(vipDialogCatalogs, String(globals.locale ?? 'zh-CN'));

function VipDialogHarness({ t, loadPackages, payTypes, clientIsWechat, initialType, delays, notify, onRedeemCode, ...payment }: StoryArgs & { t: Translate }) {
  const [isOpen, setOpen] = useState(false);
  // Toasts stay until closed: on loaded cores the 5 s timeout can pass before the screenshot.
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  const [machine] = useState(() =>
    provideVipDialog({
      loadPackages,
      payment: storyPayment(
        {
          ...payment,
          notify: (notice) => {
            notify(notice);
            toasts.show(notice.tone, messageText(t, notice.message));
          },
        },
        delays,
      ),
    }),
  );
  return (
    <>
      <Button onPress={() => setOpen(true)}>{t('vip.trigger')}</Button>
      <VipDialog machine={machine} input={{ payTypes, clientIsWechat, initialType }} t={t} isOpen={isOpen} onOpenChange={setOpen} onRedeemCode={onRedeemCode} />
      <ToastRegion queue={toasts.queue} closeLabel={t('vip.close')} aria-label="Notifications" />
    </>
  );
}

const defaultArgs: StoryArgs = {
  loadPackages: async (packageType) => storyPackages[packageType],
  createOrder: async () => ({ orderId: 'story-order', url_qrcode: storyPaymentUrl }),
  queryOrder: async () => ({ status: 0 }),
  invokeWechatPay: async () => 'ok',
  notify: fn(),
  redirect: fn(),
  onPaid: fn(),
  payTypes: ['wxpay', 'alipay'],
  clientIsWechat: false,
  delays: {},
  onRedeemCode: fn(),
};

const meta = {
  title: 'Flows/VipDialog',
  tags: ['mobile'],
  args: defaultArgs,
  render: (args, { globals }) => <VipDialogHarness {...args} t={translator(globals)} />,
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog with Enter and waits for the entry animation (half-faded text fails axe). */
async function open({ canvasElement, globals }: Pick<StoryContext, 'canvasElement' | 'globals'>) {
  const t = translator(globals);
  within(canvasElement)
    .getByRole('button', { name: t('vip.trigger') })
    .focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await within(document.body).findByRole('dialog', { name: t('vip.title') });
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return { dialog, t };
}

/** The shared dialog suite, then the dialog is opened again and left open for axe and screenshots. */
async function suiteThenOpen(context: Pick<StoryContext, 'canvasElement' | 'globals'>) {
  const t = translator(context.globals);
  await dialogA11yPlay({ trigger: t('vip.trigger'), title: t('vip.title') })(context);
  return open(context);
}

/** Opens the dialog and presses 立即购买 on the first package. */
async function buyFirst(context: Pick<StoryContext, 'canvasElement' | 'globals'>) {
  const { dialog, t } = await open(context);
  const [first] = await within(dialog).findAllByRole('button', { name: new RegExp(`^${t('vip.buy')}`) });
  await userEvent.click(first!);
  return { dialog, t };
}

/**
 * 会员套餐: the membership packages, each card with its palette accent, prices (the original struck through when
 * higher, the price per day), days, points and ≤ 6 features; the recommended one (the server's pick) is ringed,
 * badged 推荐 and has the primary button.
 */
export const Membership: Story = {
  play: async (context) => {
    const { dialog, t } = await suiteThenOpen(context);
    await expect(within(dialog).getByRole('tab', { name: t('vip.tab.membership') })).toHaveAttribute('aria-selected', 'true');
    const cards = await within(dialog).findAllByRole('heading', { level: 3 });
    await expect(cards.map((heading) => heading.textContent)).toEqual(['体验会员 ', '月度会员 ', '季度会员 推荐', '年度会员 ']);
    await expect(within(dialog).getByRole('heading', { name: '季度会员 推荐' })).toBeVisible();
    await expect(within(dialog).getByText('¥0.88/天')).toBeVisible();
    await expect(within(dialog).getByText('¥1.41/天')).toBeVisible();
    await expect(within(dialog).queryByText('原价 ¥9.90')).toBeNull();
    await expect(dialog.querySelectorAll('[data-recommended]')).toHaveLength(1);
    await expect(within(dialog).getAllByRole('button', { name: /^立即购买/ })).toHaveLength(4);
    await expect(within(dialog).getByRole('button', { name: '立即购买 年度会员' })).toBeVisible();
    const yearly = within(dialog).getAllByRole('list', { name: '套餐权益' })[3]!;
    await expect(within(yearly).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(dialog).queryByText('第七条不显示')).toBeNull();
    await expect(within(dialog).getByText('原价 ¥588')).toBeVisible();
    await expect(within(dialog).getByText('有效期 365 天 · 赠送 8000 积分')).toBeVisible();
  },
};

/** 积分套餐, reached with the arrow keys from the selected tab. */
export const Points: Story = {
  play: async (context) => {
    const { dialog, t } = await open(context);
    within(dialog)
      .getByRole('tab', { name: t('vip.tab.membership') })
      .focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('tab', { name: t('vip.tab.points') })).toHaveAttribute('aria-selected', 'true');
    await expect(await within(dialog).findByRole('heading', { name: '5000 积分 推荐' })).toBeVisible();
    await expect(within(dialog).getByText('5000 积分', { selector: 'p' })).toBeVisible();
  },
};

/** The package list has not answered yet. */
export const PackagesLoading: Story = {
  args: { loadPackages: pending },
  play: async (context) => {
    const { dialog, t } = await open(context);
    await expect(within(dialog).getByRole('progressbar', { name: t('vip.loading') })).toBeInTheDocument();
  },
};

let loadAttempts = 0;

/** The list failed: the server's text and 重新加载 (keyboard), which loads it again. */
export const PackagesFailed: Story = {
  args: {
    // Odd calls fail, even ones succeed: every mount of the story fails once, then recovers.
    loadPackages: async (packageType) => ((loadAttempts += 1) % 2 === 1 ? Promise.reject(new Error('服务繁忙，请稍后再试')) : storyPackages[packageType]),
  },
  play: async (context) => {
    const { dialog, t } = await open(context);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('服务繁忙，请稍后再试');
    within(dialog)
      .getByRole('button', { name: t('vip.retry') })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByRole('button', { name: '立即购买 月度会员' })).toBeVisible();
  },
};

/** No package of this type is on sale. */
export const PackagesEmpty: Story = {
  args: { loadPackages: async () => [] },
  play: async (context) => {
    const { dialog, t } = await open(context);
    await expect(await within(dialog).findByRole('heading', { name: t('vip.empty') })).toBeVisible();
  },
};

/** 16 packages: the cards walk the 15-colour palette, the 16th starts it again; the 9th is recommended. */
export const Palette: Story = {
  args: { loadPackages: async () => storyPalettePackages },
  play: async (context) => {
    const { dialog } = await open(context);
    await within(dialog).findByRole('heading', { name: '套餐 16' });
    const accents = [...dialog.querySelectorAll('[data-accent]')].map((card) => card.getAttribute('data-accent'));
    // Four steps at a time round the palette: side-by-side cards differ in hue, and all 15 colours come once.
    await expect(accents).toEqual(['0', '4', '8', '12', '1', '5', '9', '13', '2', '6', '10', '14', '3', '7', '11', '0']);
  },
};

/** 立即购买: the order's QR, the pay methods and the 5-minute countdown (held at 05:00; the machine test runs the clock). */
export const PayingWithQr: Story = {
  play: async (context) => {
    const { dialog } = await buyFirst(context);
    await expect(await within(dialog).findByRole('img', { name: '支付二维码' })).toBeVisible();
    await expect(within(dialog).getByRole('timer')).toHaveTextContent('剩余支付时间 05:00');
    await expect(within(dialog).getByRole('radio', { name: '微信支付' })).toBeChecked();
    await expect(within(dialog).getByText('请使用微信扫一扫完成支付')).toBeVisible();
    await expect(within(dialog).getByText('体验会员')).toBeVisible();
    await expect(within(dialog).getByText('¥9.90')).toBeVisible();
  },
};

/** The order is being created. */
export const CreatingOrder: Story = {
  args: { createOrder: pending },
  play: async (context) => {
    const { dialog } = await buyFirst(context);
    await expect(within(dialog).getByRole('progressbar', { name: '订单创建中' })).toBeInTheDocument();
  },
};

/** Keyboard: arrow to 支付宝 re-creates the order for that method. */
export const SwitchPayMethod: Story = {
  args: { createOrder: fn(async ({ payType }) => ({ orderId: `story-${payType}`, url_qrcode: `${storyPaymentUrl}-${payType}` })) },
  play: async (context) => {
    const { dialog } = await buyFirst(context);
    await within(dialog).findByRole('img', { name: '支付二维码' });
    within(dialog).getByRole('radio', { name: '微信支付' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('radio', { name: '支付宝' })).toBeChecked();
    await waitFor(() => expect(context.args.createOrder).toHaveBeenLastCalledWith({ goodsId: 1, payType: 'alipay' }));
    await expect(await within(dialog).findByText('请使用支付宝扫一扫完成支付')).toBeVisible();
  },
};

/** 返回套餐 drops the order and shows the packages again. */
export const BackToPackages: Story = {
  play: async (context) => {
    const { dialog } = await buyFirst(context);
    await userEvent.click(await within(dialog).findByRole('button', { name: '返回套餐' }));
    await expect(await within(dialog).findByRole('tab', { name: '会员套餐' })).toBeVisible();
  },
};

/** Status 1: 恭喜你支付成功、祝您使用愉快！ with a toast; the user info reloads (the close is held back here). */
export const Paid: Story = {
  args: { queryOrder: async () => ({ status: 1 }), delays: { pollInterval: 0 } },
  play: async (context) => {
    const { dialog } = await buyFirst(context);
    await expect(await within(dialog).findByText('恭喜你支付成功、祝您使用愉快！', { selector: 'p' })).toBeVisible();
    await expect(context.args.onPaid).toHaveBeenCalledTimes(1);
    await expect(context.args.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'payment.success' } });
    await expect(within(dialog).queryByRole('button', { name: '返回套餐' })).toBeNull();
  },
};

/** Paid, then the dialog closes by itself (1.5 s in the app; shortened here). */
export const PaidThenClosed: Story = {
  args: { queryOrder: async () => ({ status: 1 }), delays: { pollInterval: 0, closeAfterPaid: 100 } },
  play: async (context) => {
    await buyFirst(context);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await expect(context.args.onPaid).toHaveBeenCalledTimes(1);
    await expect(await within(document.body).findByText('恭喜你支付成功、祝您使用愉快！')).toBeVisible();
  },
};

/** The 5-minute window ran out: polling stopped, 支付超时，请重新下单! and 重新下单. */
export const TimedOut: Story = {
  args: { delays: { paymentWindow: 0 } },
  play: async (context) => {
    const { dialog } = await buyFirst(context);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('支付超时，请重新下单!');
    await expect(within(dialog).getByRole('button', { name: '重新下单' })).toBeVisible();
    await expect(within(dialog).queryByRole('img', { name: '支付二维码' })).toBeNull();
  },
};

/** The order was refused: the server's message. */
export const CreateFailed: Story = {
  args: { createOrder: () => Promise.reject(new Error('管理员还未开启支付！')) },
  play: async (context) => {
    const { dialog } = await buyFirst(context);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('管理员还未开启支付！');
    await expect(within(dialog).getByRole('button', { name: '重新下单' })).toBeVisible();
  },
};

/**
 * No pay type enabled by the operator: every card says so before any click — 暂未开放购买, disabled, described
 * by SPEC §8's 管理员还未开启支付！ — while 卡密兑换 stays available (keyboard).
 */
export const NoPayMethod: Story = {
  args: { payTypes: [] },
  play: async (context) => {
    const { dialog, t } = await open(context);
    const buttons = await within(dialog).findAllByRole('button', { name: new RegExp(`^${t('vip.unavailable')}`) });
    await expect(buttons).toHaveLength(4);
    for (const button of buttons) {
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(t('payment.error.disabled'));
    }
    await expect(within(dialog).getByRole('button', { name: t('vip.unavailablePackage', { name: '年度会员' }) })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: new RegExp(`^${t('vip.buy')}`) })).toBeNull();
    within(dialog)
      .getByRole('button', { name: t('vip.redeem') })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(context.args.onRedeemCode).toHaveBeenCalledTimes(1);
  },
};

export const EnglishNoPayMethod: Story = {
  ...NoPayMethod,
  globals: { locale: 'en' },
};

export const TraditionalChineseNoPayMethod: Story = {
  ...NoPayMethod,
  globals: { locale: 'zh-TW' },
};

/** 已有卡密？ 卡密兑换 under the packages, whether or not a pay method is enabled. */
export const RedeemCode: Story = {
  play: async (context) => {
    const { dialog, t } = await open(context);
    await within(dialog).findByRole('button', { name: '立即购买 月度会员' });
    await userEvent.click(within(dialog).getByRole('button', { name: t('vip.redeem') }));
    await expect(context.args.onRedeemCode).toHaveBeenCalledTimes(1);
  },
};

/** A provider with its own page: the page opens, the link stays, polling and countdown go on. */
export const RedirectedToProvider: Story = {
  args: { createOrder: async () => ({ orderId: 'story-order', redirectUrl: 'https://pay.example.com/submit?order=story-order' }) },
  play: async (context) => {
    const { dialog } = await buyFirst(context);
    await expect(await within(dialog).findByRole('link', { name: /打开支付页面/ })).toHaveAttribute('href', 'https://pay.example.com/submit?order=story-order');
    await expect(context.args.redirect).toHaveBeenCalledWith('https://pay.example.com/submit?order=story-order');
    await expect(within(dialog).getByRole('timer')).toHaveTextContent('05:00');
  },
};

const inApp: Partial<StoryArgs> = {
  payTypes: ['jsapi'],
  clientIsWechat: true,
  createOrder: async () => ({ orderId: 'story-order', payParams: { appId: 'wx-story', package: 'prepay_id=story' } }),
};

/** In the WeChat browser: in-app pay is open. */
export const InAppPaying: Story = {
  args: { ...inApp, invokeWechatPay: pending },
  play: async (context) => {
    const { dialog } = await buyFirst(context);
    await expect(await within(dialog).findByRole('progressbar', { name: '正在调起微信支付…' })).toBeInTheDocument();
  },
};

/** In-app pay said ok: 购买成功、祝您使用愉快! */
export const InAppPaid: Story = {
  args: { ...inApp, invokeWechatPay: async () => 'ok' },
  play: async (context) => {
    const { dialog } = await buyFirst(context);
    await expect(await within(dialog).findByText('购买成功、祝您使用愉快!', { selector: 'p' })).toBeVisible();
    await expect(context.args.onPaid).toHaveBeenCalledTimes(1);
  },
};

/** In-app pay was cancelled: the warning 您还没有支付成功哟！ and 重新支付. */
export const InAppCancelled: Story = {
  args: { ...inApp, invokeWechatPay: fn(async () => 'cancel' as const) },
  play: async (context) => {
    const { dialog } = await buyFirst(context);
    await expect(await within(document.body).findByText('您还没有支付成功哟！')).toBeVisible();
    await expect(context.args.notify).toHaveBeenCalledWith({ tone: 'warning', message: { key: 'payment.wechatUnpaid' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '重新支付' }));
    await waitFor(() => expect(context.args.invokeWechatPay).toHaveBeenCalledTimes(2));
  },
};

/** In-app pay data without an appId: appId不能为空. */
export const InAppMissingAppId: Story = {
  args: { ...inApp, createOrder: async () => ({ orderId: 'story-order', payParams: { package: 'prepay_id=story' } }) },
  play: async (context) => {
    const { dialog } = await buyFirst(context);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('appId不能为空');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const { dialog } = await open(context);
    await expect(await within(dialog).findByRole('button', { name: 'Buy now: 月度会员' })).toBeVisible();
    await expect(within(dialog).getByRole('tab', { name: 'Membership plans' })).toBeVisible();
  },
};

export const EnglishPaying: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const { dialog } = await buyFirst(context);
    await expect(await within(dialog).findByRole('timer')).toHaveTextContent('Time left to pay: 05:00');
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async (context) => {
    const { dialog } = await open(context);
    await expect(await within(dialog).findByRole('tab', { name: '積分套餐' })).toBeVisible();
    await expect(await within(dialog).findByRole('button', { name: '立即購買 月度会员' })).toBeVisible();
  },
};
