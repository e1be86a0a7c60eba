import { dialogA11yPlay } from '@lingxi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createTranslator } from '../i18n';
import type { Notice } from '../session/notify';
import { clearLiveAnnouncer, DialogStoryHarness, keyboardOpener, settleAnnouncements } from '../storyKit';
import type { SignInLogEntry } from './checkIn.machine';
import { CheckInDialog, type CheckInServices } from './CheckInDialog';
import { checkInCatalog } from './messages';

/** A fixed "today" (Asia/Shanghai) so the calendar and screenshots are stable. */
const today = '2026-11-21';
const signedDays = ['2026-11-03', '2026-11-04', '2026-11-10', '2026-11-18', '2026-11-19', '2026-11-20'];
const storyLog: SignInLogEntry[] = [...signedDays.map((signInDate) => ({ signInDate, isSigned: true })), { signInDate: today, isSigned: false }];
const signedTodayLog: SignInLogEntry[] = [...signedDays, today].map((signInDate) => ({ signInDate, isSigned: true }));

const never = () => new Promise<never>(() => {});

type StoryArgs = CheckInServices & { consecutiveDays: number; notify: (notice: Notice) => void; onSigned: () => void };

function CheckInHarness({ locale, consecutiveDays, notify, onSigned, ...services }: StoryArgs & { locale: string }) {
  const t = createTranslator([checkInCatalog], locale);
  // The app's user-info reload brings the new streak; the harness counts it up itself.
  const [days, setDays] = useState(consecutiveDays);
  return (
    <DialogStoryHarness t={t} trigger={t('checkIn.trigger')} closeLabel={t('checkIn.close')} notify={notify}>
      {(dialog) => (
        <CheckInDialog
          t={t}
          {...dialog}
          today={today}
          consecutiveDays={days}
          services={services}
          onSigned={() => {
            onSigned();
            setDays((n) => n + 1);
          }}
        />
      )}
    </DialogStoryHarness>
  );
}

const meta = {
  title: 'Flows/CheckInDialog',
  tags: ['mobile'],
  beforeEach: clearLiveAnnouncer,
  args: {
    loadLog: async () => storyLog,
    sign: async () => 10,
    consecutiveDays: 3,
    notify: fn(),
    onSigned: fn(),
  },
  render: (args, { globals }) => <CheckInHarness {...args} locale={String(globals.locale ?? 'zh-CN')} />,
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = '签到奖励';
const title = '签到奖励（已连续签到 3 天）';

/** Opens the dialog with Enter and waits for the entry animation (half-faded text fails axe). */
const openWithKeyboard = keyboardOpener(trigger);

/** Not signed today: the calendar marks the signed days and the sign button shows. The shared dialog suite runs first. */
export const NotSignedToday: Story = {
  play: async (context) => {
    await dialogA11yPlay({ trigger, title })(context);
    const dialog = await openWithKeyboard(context);
    await expect(await within(dialog).findByRole('button', { name: '今日尚未签到、点击签到' })).toBeVisible();
    const grid = within(dialog).getByRole('grid');
    await expect(within(grid).getByRole('button', { name: /11月20日.*已签到/ })).toBeInTheDocument();
    await expect(within(grid).getByRole('button', { name: /11月22日/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(grid).queryByRole('button', { name: /11月21日.*已签到/ })).toBeNull();
  },
};

/** Today is marked signed: no button, 今日已成功签到 instead. */
export const SignedToday: Story = {
  args: { loadLog: async () => signedTodayLog, consecutiveDays: 4 },
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('今日已成功签到');
    await expect(within(dialog).queryByRole('button', { name: '今日尚未签到、点击签到' })).toBeNull();
    await expect(within(dialog).getByRole('heading', { name: '签到奖励（已连续签到 4 天）' })).toBeVisible();
  },
};

/** The log has not arrived yet. */
export const Loading: Story = {
  args: { loadLog: never },
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    await expect(within(dialog).getByRole('progressbar', { name: '签到记录加载中' })).toBeInTheDocument();
  },
};

/** The log failed: its text and a reload button; Enter on 重新加载 loads it again. */
export const LoadFailed: Story = {
  args: {
    loadLog: (() => {
      let calls = 0;
      return async () => {
        calls += 1;
        if (calls % 2 === 1) throw new Error('网络异常，请稍后重试');
        return storyLog;
      };
    })(),
  },
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('网络异常，请稍后重试');
    within(dialog).getByRole('button', { name: '重新加载' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByRole('grid')).toBeVisible();
  },
};

/** Keyboard: Enter on the button; the call is pending. */
export const Signing: Story = {
  args: { sign: never },
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    (await within(dialog).findByRole('button', { name: '今日尚未签到、点击签到' })).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByRole('progressbar', { name: '签到中' })).toBeInTheDocument();
  },
};

/** Signed: 签到成功！获得 10 积分 toasts, today is marked, the button gives way, the user info reloads. */
export const Signed: Story = {
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    await userEvent.click(await within(dialog).findByRole('button', { name: '今日尚未签到、点击签到' }));
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('今日已成功签到');
    await expect(within(dialog).getByRole('button', { name: /11月21日.*已签到/ })).toBeInTheDocument();
    await expect(await within(document.body).findByText('签到成功！获得 10 积分')).toBeVisible();
    await expect(context.args.onSigned).toHaveBeenCalledTimes(1);
    await expect(context.args.notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'checkIn.success', values: { points: 10 } } });
    await expect(within(dialog).getByRole('heading', { name: '签到奖励（已连续签到 4 天）' })).toBeVisible();
    // The pending button announced itself and is gone now (replaced by the status line).
    await settleAnnouncements();
  },
};

/** The server refused: 签到失败！ and its text; the button stays for another try. */
export const SignFailed: Story = {
  args: { sign: () => Promise.reject(new Error('今日签到次数已达上限')) },
  play: async (context) => {
    const dialog = await openWithKeyboard(context);
    await userEvent.click(await within(dialog).findByRole('button', { name: '今日尚未签到、点击签到' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('签到失败！今日签到次数已达上限');
    await expect(within(dialog).getByRole('button', { name: '今日尚未签到、点击签到' })).toBeVisible();
    await expect(context.args.onSigned).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const dialog = await openWithKeyboard(context, 'Check-in rewards');
    await expect(await within(dialog).findByRole('button', { name: 'Not checked in today. Check in now' })).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async (context) => {
    const dialog = await openWithKeyboard(context, '簽到獎勵');
    await expect(await within(dialog).findByRole('button', { name: '今日尚未簽到、點擊簽到' })).toBeVisible();
  },
};
