import { createToastQueue, ToastRegion } from '@lingxi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createTranslator } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import { clearLiveAnnouncer, settleAnnouncements } from '../../storyKit';
import { adminStoryText, never } from '../adminStoryKit';
import { adminCatalog } from '../messages';
import type { AdminConfig } from '../siteSettings.machine';
import { rewardsCatalog } from './messages';
import type { RewardValues } from './rewards.machine';
import { RewardsScreen, type RewardsServices } from './RewardsScreen';

/** The site settings as the server lists them (the reward keys at their defaults, among others). */
const config = (): AdminConfig => ({
  site: {
    siteName: '灵犀',
    signInRewards: 5,
    registerSendModel3Count: 10,
    registerSendModel4Count: 2,
    registerSendDrawMjCount: 2,
    inviteRewardPoints: 10,
    appReviewRewardPoints: 20,
    signInModel3Count: 5,
  },
  secrets: { payEpaySecret: { set: false } },
  environment: {},
});

type Args = RewardsServices & { notify: (notice: Notice) => void };

/** The screen as the app shows it: the back office's and the rewards' texts, and its notices as toasts. */
function Harness({ globals, notify, ...services }: Args & { globals: Record<string, unknown> }) {
  const { locale } = adminStoryText(globals);
  const t = createTranslator([adminCatalog, rewardsCatalog], locale);
  // Toasts stay until closed: on loaded cores the 5 s timeout can pass before the screenshot.
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  return (
    <>
      <RewardsScreen
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

const meta = {
  title: 'Admin/RewardsScreen',
  tags: ['page'],
  beforeEach: clearLiveAnnouncer,
  args: { load: fn(async () => config()), save: fn(async (_values: Partial<RewardValues>) => null), notify: fn() },
  render: (args, { globals }) => <Harness {...args} globals={globals} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Still loading (first: it also pays for loading the story's modules). */
export const Loading: Story = { args: { load: fn(never) } };

const field = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('textbox', { name });
const summaryOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: '奖励预览' });

/** The three groups and what a new user, an inviter and a check-in get. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await field(canvasElement, '签到奖励积分')).toHaveValue('5');
    for (const name of ['签到奖励', '注册奖励', '邀请奖励']) await expect(canvas.getByRole('region', { name })).toBeVisible();
    const summary = summaryOf(canvasElement);
    await expect(summary).toHaveTextContent('新用户注册后获得：14 积分（10 + 2 + 2）');
    await expect(summary).toHaveTextContent('通过邀请链接注册的新用户同样获得 14 积分，没有额外奖励');
    await expect(summary).toHaveTextContent('邀请人：被邀请人绑定手机号、微信或邮箱后获得 10 积分（每位被邀请人一次）');
    await expect(summary).toHaveTextContent('每日签到获得：5 积分');
  },
};

/** The summary follows the fields as they are typed; 保存 (Enter) sends only the changed key. */
export const EditAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const drawing = await field(canvasElement, '注册赠送绘画积分');
    await userEvent.click(drawing);
    await userEvent.keyboard('{Control>}a{/Control}8');
    await expect(summaryOf(canvasElement)).toHaveTextContent('新用户注册后获得：20 积分（10 + 2 + 8）');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.save).toHaveBeenCalledWith({ registerSendDrawMjCount: 8 }));
    await expect(await within(document.body).findByText('奖励设置已保存')).toBeVisible();
    await settleAnnouncements();
  },
};

/** A value that is not a whole number ≥ 0 is marked and nothing is sent; the summary says to correct it. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const invite = await field(canvasElement, '邀请奖励积分');
    await userEvent.clear(invite);
    await userEvent.type(invite, '-5');
    await expect(summaryOf(canvasElement)).toHaveTextContent('邀请人：被邀请人绑定手机号、微信或邮箱后获得 —（请先修正上面的数值）');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '保存' }));
    await expect(await within(canvasElement).findByText('请输入不小于 0 的整数')).toBeVisible();
    await expect(invite).toHaveAttribute('aria-invalid', 'true');
    await expect(args.save).not.toHaveBeenCalled();
    await expect(await within(document.body).findByText('请先修正标出的数值')).toBeVisible();
    await settleAnnouncements();
  },
};

/** The server refuses: its message, the drafts kept; 放弃修改 returns to the saved values. */
export const SaveRefused: Story = {
  args: {
    save: fn(async (_values: Partial<RewardValues>) => {
      throw new Error('配置项 signInRewards 的值无效');
    }),
  },
  play: async ({ canvasElement }) => {
    const checkIn = await field(canvasElement, '签到奖励积分');
    await userEvent.clear(checkIn);
    await userEvent.type(checkIn, '12{Enter}');
    await expect(await within(document.body).findByText('配置项 signInRewards 的值无效')).toBeVisible();
    await expect(checkIn).toHaveValue('12');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '放弃修改' }));
    await expect(checkIn).toHaveValue('5');
    await settleAnnouncements();
  },
};

/** Saving: the button is pending and the fields wait. */
export const Saving: Story = {
  args: { save: fn((_values: Partial<RewardValues>) => never()) },
  play: async ({ canvasElement }) => {
    const checkIn = await field(canvasElement, '签到奖励积分');
    await userEvent.clear(checkIn);
    await userEvent.type(checkIn, '6{Enter}');
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: /保存/ })).toHaveAttribute('data-pending', 'true'));
    await settleAnnouncements();
  },
};

export const LoadFailed: Story = {
  args: {
    load: fn<RewardsServices['load']>(async () => {
      throw new Error('网络错误，请稍后重试');
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('网络错误，请稍后重试');
    await expect(within(canvasElement).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** Keyboard: Tab goes through the fields in order (the app-approval reward last), then 放弃修改 and 保存. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await field(canvasElement, '签到奖励积分');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: '签到奖励积分' })).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}9');
    for (const name of ['注册赠送基础积分', '注册赠送高级积分', '注册赠送绘画积分', '邀请奖励积分', '应用上架奖励积分']) {
      await userEvent.tab();
      await expect(canvas.getByRole('textbox', { name })).toHaveFocus();
    }
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '保存' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.save).toHaveBeenCalledWith({ signInRewards: 9 }));
    await settleAnnouncements();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await field(canvasElement, 'Check-in reward points')).toHaveValue('5');
    await expect(within(canvasElement).getByText('A new user gets on signing up: 14 points')).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    await expect(await field(canvasElement, '簽到獎勵積分')).toHaveValue('5');
    await expect(within(canvasElement).getByText('新使用者註冊後獲得：14 積分')).toBeVisible();
  },
};
