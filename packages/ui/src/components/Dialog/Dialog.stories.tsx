import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Inline, Stack } from '../../layout';
import { dialogA11yPlay } from '../../testing';
import { Button } from '../Button';
import { Dialog, type DialogProps } from './Dialog';
import { DialogTrigger, Modal, modalSizes, type ModalSize } from './Modal';
import { checkThenOpen, dialogA11yThenOpen, openWithKeyboard } from './storyPlays';

type Args = DialogProps & {
  triggerLabel: string;
  size?: ModalSize;
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** The default footer's "Claim" action. */
  onClaim?: () => void;
};

const paragraphs = (count: number, text: string) => Array.from({ length: count }, (_, index) => <p key={index}>{`${index + 1}. ${text}`}</p>);

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  tags: ['mobile'],
  args: {
    triggerLabel: 'Open',
    onClaim: fn(),
    title: 'Daily check-in reward',
    description: 'Check in 7 days in a row to earn bonus points.',
    closeLabel: 'Close',
    children: <p>You earned 20 points today. Points can be exchanged for membership days.</p>,
  },
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
  render: ({ triggerLabel, size, isDismissable, isKeyboardDismissDisabled, onClaim, footer, ...dialog }) => (
    <DialogTrigger>
      <Button>{triggerLabel}</Button>
      <Modal size={size} isDismissable={isDismissable} isKeyboardDismissDisabled={isKeyboardDismissDisabled}>
        <Dialog
          {...dialog}
          footer={
            footer ?? (
              <>
                <Button slot="close" variant="secondary">
                  Later
                </Button>
                <Button slot="close" onPress={onClaim}>
                  Claim
                </Button>
              </>
            )
          }
        />
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const suite = { trigger: 'Open', title: 'Daily check-in reward' };
const a11y = dialogA11yThenOpen(suite);

export const Default: Story = { play: a11y };
export const Small: Story = { args: { size: 'sm' }, play: a11y };
export const Medium: Story = { args: { size: 'md' }, play: a11y };
export const Large: Story = { args: { size: 'lg' }, play: a11y };
export const ExtraLarge: Story = { args: { size: 'xl' }, play: a11y };
export const FullScreen: Story = { args: { size: 'full' }, play: a11y };

/** Every size from one screen; the suite runs on each. */
export const Sizes: Story = {
  render: (args) => (
    <Inline gap="md">
      {modalSizes.map((size) => (
        <DialogTrigger key={size}>
          <Button variant="secondary">{`Open ${size}`}</Button>
          <Modal size={size}>
            <Dialog title={`${size} dialog`} closeLabel={args.closeLabel}>
              {args.children}
            </Dialog>
          </Modal>
        </DialogTrigger>
      ))}
    </Inline>
  ),
  play: async (context) => {
    for (const size of modalSizes) await dialogA11yPlay({ trigger: `Open ${size}`, title: `${size} dialog` })(context);
  },
};

/** The body scrolls inside the modal's max height and becomes a tab stop so the keyboard can scroll it. */
export const LongContent: Story = {
  args: { children: <Stack gap="md">{paragraphs(40, 'Membership renews monthly; cancel any time in Settings.')}</Stack> },
  play: async (context) => {
    const dialog = await checkThenOpen(context, suite);
    // The body becomes focusable once it has measured its overflow, a frame or more after the dialog opens.
    const body = await waitFor(() => {
      const found = dialog.querySelector<HTMLElement>('div[tabindex="0"]');
      if (!found) throw new Error('the dialog body is not a tab stop yet');
      return found;
    });
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
  },
};

/** isDismissable: a click on the backdrop closes the modal. */
export const Dismissable: Story = {
  args: { isDismissable: true },
  play: async (context) => {
    const dialog = await checkThenOpen(context, suite);
    const backdrop = dialog.closest('[data-size]')!.parentElement!;
    await userEvent.click(backdrop);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/**
 * isKeyboardDismissDisabled: Escape does nothing, so the shared suite (which closes with
 * Escape) does not apply; this play checks the rest of it and closes with the × button.
 */
export const KeyboardDismissDisabled: Story = {
  args: { isKeyboardDismissDisabled: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open' });
    const dialog = await openWithKeyboard(canvasElement, 'Open');
    await expect(dialog).toHaveAccessibleName('Daily check-in reward');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Keyboard path: Enter opens, Tab reaches the footer action, Enter runs it and closes, focus returns. */
export const Keyboard: Story = {
  play: async (context) => {
    const dialog = await checkThenOpen(context, suite);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Claim' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(context.args.onClaim).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(context.canvasElement).getByRole('button', { name: 'Open' })).toHaveFocus());
  },
};

const longTitle = 'Your membership expires soon: renew now to keep access to every advanced model and your saved conversations';

export const LongLabel: Story = {
  args: {
    triggerLabel: 'Open',
    size: 'sm',
    title: longTitle,
    description: 'Renewing before the end of the month keeps your current price, including the early-supporter discount.',
    footer: (
      <>
        <Button slot="close" variant="secondary">
          Remind me again next week
        </Button>
        <Button slot="close">Renew the annual membership now</Button>
      </>
    ),
  },
  play: dialogA11yThenOpen({ trigger: 'Open', title: longTitle }),
};

export const Chinese: Story = {
  args: {
    triggerLabel: '打开',
    title: '签到奖励',
    description: '连续签到 7 天可额外获得 100 积分',
    closeLabel: '关闭',
    children: <p>今日签到成功，获得 20 积分。积分可在「权益兑换」中兑换会员天数。</p>,
    footer: (
      <>
        <Button slot="close" variant="secondary">
          稍后再说
        </Button>
        <Button slot="close">立即签到</Button>
      </>
    ),
  },
  play: dialogA11yThenOpen({ trigger: '打开', title: '签到奖励' }),
};

export const ChineseScanLogin: Story = {
  args: {
    triggerLabel: '扫码登录',
    size: 'sm',
    title: '扫码登录',
    description: '请使用微信扫描二维码登录',
    closeLabel: '关闭',
    children: <p>二维码 5 分钟内有效。登录即表示同意用户协议和隐私政策。</p>,
    footer: (
      <Button slot="close" variant="secondary">
        使用手机号登录
      </Button>
    ),
  },
  play: dialogA11yThenOpen({ trigger: '扫码登录', title: '扫码登录' }),
};
