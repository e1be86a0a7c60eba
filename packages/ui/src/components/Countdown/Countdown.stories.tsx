import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../../layout';
import { Countdown } from './Countdown';

// Every story is paused or already ended, so screenshots never depend on timing; ticking is unit-tested.
const meta = {
  title: 'Data/Countdown',
  component: Countdown,
  args: { seconds: 58, isPaused: true, format: (s: number) => `${s} seconds left`, onEnd: fn() },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paused: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('58 seconds left');
    // Nothing is announced before the end.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** The caller owns the wording: a clock, a resend hint, an offer deadline. */
export const Formats: Story = {
  render: (args) => (
    <Stack gap="sm">
      <Countdown {...args} seconds={125} format={clock} />
      <Countdown {...args} seconds={42} format={(s) => `Resend code in ${s}s`} />
      <Countdown {...args} seconds={3600} format={(s) => `Offer ends in ${Math.ceil(s / 60)} min`} />
    </Stack>
  ),
};

/** At zero the status region carries the text, so the end is announced once. */
export const Ended: Story = {
  args: { seconds: 0, isPaused: false, format: (s: number) => (s === 0 ? 'Time is up' : `${s} seconds left`) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Time is up');
    await expect(args.onEnd).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: {
    format: (s: number) => `Your verification code has been sent; you can request a new one in ${s} seconds if it does not arrive`,
  },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};

export const Chinese: Story = {
  args: { format: (s: number) => `剩余 ${s} 秒` },
  render: (args) => (
    <Stack gap="sm">
      <Countdown {...args} />
      <Countdown {...args} seconds={45} format={(s) => `${s} 秒后可重新获取验证码`} />
      <Countdown {...args} seconds={600} format={(s) => `限时优惠，还剩 ${Math.floor(s / 60)} 分 ${s % 60} 秒`} />
    </Stack>
  ),
};
