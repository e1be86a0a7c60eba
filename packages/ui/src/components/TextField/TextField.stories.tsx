import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../../layout';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', placeholder: 'name@example.com', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

const phonePattern = /^1\d{10}$/;

export const Default: Story = { args: { description: 'We never share your email.' } };

export const States: Story = {
  render: (args) => (
    <Stack gap="lg">
      <TextField {...args} label="Required" isRequired />
      <TextField {...args} label="Disabled" isDisabled defaultValue="disabled@example.com" />
      <TextField {...args} label="Read only" isReadOnly defaultValue="readonly@example.com" />
    </Stack>
  ),
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'not-an-email', errorMessage: 'Enter a valid email address.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address.');
  },
};

/** validate runs on commit: type a bad number, leave the field, the message appears. */
export const Validate: Story = {
  args: {
    label: 'Phone',
    placeholder: '11 digits',
    validate: (value: string) => (value === '' || phonePattern.test(value) ? null : 'Enter an 11-digit phone number.'),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('123');
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter an 11-digit phone number.')).toBeVisible();
  },
};

export const Counter: Story = {
  args: { label: 'Nickname', placeholder: 'Up to 30 characters', maxLength: 30, showCounter: true },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('Lingxi');
    await expect(canvas.getByText('6/30')).toBeVisible();
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription('6/30');
  },
};

export const Adornments: Story = {
  render: (args) => (
    <Stack gap="lg">
      <TextField {...args} label="Phone" placeholder="Phone number" type="tel" startAdornment="+86" />
      <TextField {...args} label="Search" placeholder="Search conversations" type="search" startAdornment={<Search size={16} aria-hidden />} />
      <TextField {...args} label="Budget" placeholder="0" inputMode="decimal" endAdornment="CNY" />
    </Stack>
  ),
};

export const LongLabel: Story = {
  args: {
    label: 'The email address we should send your monthly invoices and membership renewal reminders to',
    description: 'Invoices are sent on the first day of every month; you can change this address at any time in your account settings.',
    maxLength: 120,
    showCounter: true,
    defaultValue: 'a.very.long.email.address.for.testing.wrapping@example-company-with-a-long-domain.com',
  },
};

export const Chinese: Story = {
  args: { label: '手机号', placeholder: '请输入手机号', type: 'tel', startAdornment: '+86', maxLength: 11, showCounter: true },
  render: (args) => (
    <Stack gap="lg">
      <TextField {...args} />
      <TextField {...args} defaultValue="1380013" isInvalid errorMessage="请输入正确格式的手机号" />
      <TextField label="邀请码" placeholder="选填" description="填写邀请码可获得签到奖励" />
    </Stack>
  ),
};

/** Keyboard path: Tab into the field, type, the value and onChange follow. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('me@lingxi.cn');
    await expect(input).toHaveValue('me@lingxi.cn');
    await expect(args.onChange).toHaveBeenLastCalledWith('me@lingxi.cn');
  },
};
