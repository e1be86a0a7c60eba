import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../../layout';
import { Slider } from './Slider';

const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

const meta = {
  title: 'Forms/Slider',
  component: Slider,
  args: { label: 'Temperature', minValue: 0, maxValue: 2, step: 0.1, defaultValue: 0.7, formatOptions: oneDecimal, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The model dialog's three settings: top-N in 0.1 steps up to 1.2, tokens in 100s, rounds in 1s. */
export const ModelSettings: Story = {
  render: (args) => (
    <Stack gap="xl">
      <Slider {...args} label="Top N" minValue={0} maxValue={1.2} step={0.1} defaultValue={0.8} formatOptions={oneDecimal} />
      <Slider {...args} label="Response tokens" minValue={100} maxValue={4000} step={100} defaultValue={1000} formatOptions={undefined} />
      <Slider {...args} label="Context rounds" minValue={1} maxValue={20} step={1} defaultValue={8} formatOptions={undefined} />
    </Stack>
  ),
};

export const FormatOptions: Story = {
  render: (args) => (
    <Stack gap="xl">
      <Slider {...args} label="Volume" minValue={0} maxValue={1} step={0.05} defaultValue={0.45} formatOptions={{ style: 'percent' }} />
      <Slider {...args} label="Budget" minValue={0} maxValue={500} step={10} defaultValue={120} formatOptions={{ style: 'currency', currency: 'CNY' }} />
      <Slider {...args} label="Timeout" minValue={5} maxValue={120} step={5} defaultValue={30} formatOptions={{ style: 'unit', unit: 'second' }} />
    </Stack>
  ),
};

export const Disabled: Story = { args: { isDisabled: true } };

/** No visible label: aria-label names the thumb; the value can be hidden too. */
export const WithoutLabel: Story = {
  args: { label: undefined, 'aria-label': 'Temperature' },
  render: (args) => (
    <Stack gap="xl">
      <Slider {...args} />
      <Slider {...args} hideValue />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('slider', { name: 'Temperature' })).toHaveLength(2);
  },
};

export const LongLabel: Story = {
  args: {
    label: 'The maximum number of tokens the model may write in a single answer before it stops and asks whether to continue',
    minValue: 100,
    maxValue: 128000,
    step: 100,
    defaultValue: 64000,
    formatOptions: { notation: 'compact', compactDisplay: 'long' },
  },
};

export const Chinese: Story = {
  render: (args) => (
    <Stack gap="xl">
      <Slider {...args} label="Top N" minValue={0} maxValue={1.2} step={0.1} defaultValue={0.8} formatOptions={oneDecimal} />
      <Slider {...args} label="回复长度（tokens）" minValue={100} maxValue={4000} step={100} defaultValue={2000} formatOptions={undefined} />
      <Slider {...args} label="上下文轮数" minValue={1} maxValue={20} step={1} defaultValue={10} formatOptions={undefined} />
      <Slider {...args} label="联网搜索条数（会员专享）" minValue={1} maxValue={10} step={1} defaultValue={3} formatOptions={undefined} isDisabled />
    </Stack>
  ),
};

/** Keyboard path: Tab to the thumb; arrows move by one step (0.1) and stop at the maximum 1.2; Home goes to 0. */
export const Keyboard: Story = {
  args: { label: 'Top N', maxValue: 1.2, defaultValue: 1.0 },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const slider = canvas.getByRole('slider', { name: 'Top N' });
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveValue('1.1');
    await expect(canvas.getByText('1.1')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(1.1);
    await userEvent.keyboard('{ArrowUp}{ArrowRight}{ArrowRight}');
    await expect(slider).toHaveValue('1.2');
    await expect(canvas.getByText('1.2')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1.1);
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByText('0.0')).toBeVisible();
  },
};

/** Keyboard path in steps of 100: one arrow press adds exactly 100 tokens. */
export const KeyboardLargeStep: Story = {
  args: { label: 'Response tokens', minValue: 100, maxValue: 4000, step: 100, defaultValue: 1000, formatOptions: undefined },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1100);
    await expect(canvas.getByText('1,100')).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByText('4,000')).toBeVisible();
  },
};
