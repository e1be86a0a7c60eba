import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, confirmDialogTones } from './ConfirmDialog';
import { DialogTrigger } from './Modal';
import { checkThenOpen, dialogA11yThenOpen } from './storyPlays';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['mobile'],
  args: {
    title: 'Delete this conversation?',
    message: 'The conversation and its answers are removed for good.',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    onConfirm: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmDialogTones } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Open</Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const suite = { trigger: 'Open', title: 'Delete this conversation?', role: 'alertdialog' } as const;
const a11y = dialogA11yThenOpen(suite);

export const Neutral: Story = { args: { tone: 'neutral' }, play: a11y };
export const Danger: Story = { args: { tone: 'danger' }, play: a11y };

/** Confirm is running: it shows a spinner and ignores presses; cancel still closes. */
export const Pending: Story = {
  args: { tone: 'danger', isConfirmPending: true, pendingLabel: 'Deleting', closeOnConfirm: false },
  play: async (context) => {
    const dialog = await checkThenOpen(context, suite);
    const spinner = within(dialog).getByRole('progressbar', { name: 'Deleting' });
    await expect(spinner).toBeVisible();
    await userEvent.click(spinner.closest('button')!);
    await expect(context.args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Keyboard path: focus starts on cancel; Tab, Enter confirms, the dialog closes and focus returns. */
export const Keyboard: Story = {
  args: { tone: 'danger' },
  play: async (context) => {
    const dialog = await checkThenOpen(context, suite);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(context.args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(within(context.canvasElement).getByRole('button', { name: 'Open' })).toHaveFocus());
  },
};

const longTitle = 'Cancel the automatic renewal of your annual membership and lose the early-supporter price?';

export const LongLabel: Story = {
  args: {
    title: longTitle,
    message: 'You keep every membership benefit until the end of the current period; after that your account returns to the free plan.',
    confirmLabel: 'Yes, cancel the automatic renewal',
    cancelLabel: 'Keep my membership',
  },
  play: dialogA11yThenOpen({ trigger: 'Open', title: longTitle, role: 'alertdialog' }),
};

export const Chinese: Story = {
  args: {
    tone: 'danger',
    title: '注销账户',
    message: '注销后，账户中的积分、会员权益和全部对话记录将被清除且无法恢复。',
    confirmLabel: '确认注销',
    cancelLabel: '取消',
    pendingLabel: '提交中',
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">注销账户</Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
  play: dialogA11yThenOpen({ trigger: '注销账户', title: '注销账户', role: 'alertdialog' }),
};
