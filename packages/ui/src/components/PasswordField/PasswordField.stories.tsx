import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../../layout';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', placeholder: 'Enter your password', showLabel: 'Show password', hideLabel: 'Hide password', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

const lengthRule = (value: string) => (value === '' || (value.length >= 6 && value.length <= 18) ? null : 'Use 6 to 18 characters.');

export const Default: Story = { args: { description: 'Use 6 to 18 characters.' } };

export const Visible: Story = { args: { defaultVisible: true, defaultValue: 'correct horse' } };

export const States: Story = {
  render: (args) => (
    <Stack gap="lg">
      <PasswordField {...args} label="Required" isRequired />
      <PasswordField {...args} label="Disabled" isDisabled defaultValue="secret123" />
      <PasswordField {...args} label="Read only" isReadOnly defaultValue="secret123" />
    </Stack>
  ),
};

export const Invalid: Story = { args: { isInvalid: true, defaultValue: '123', errorMessage: 'Use 6 to 18 characters.' } };

export const Validate: Story = {
  args: { validate: lengthRule, maxLength: 18 },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('abc');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Use 6 to 18 characters.')).toBeVisible();
  },
};

export const Counter: Story = { args: { maxLength: 18, showCounter: true, defaultValue: 'secret' } };

export const LongLabel: Story = {
  args: {
    label: 'Choose a new password that you have not used for any other account on this or any other website',
    description: 'Passwords must be between six and eighteen characters long and may contain letters, numbers and symbols.',
    showLabel: 'Show the password you are typing',
    hideLabel: 'Hide the password you are typing',
  },
};

export const Chinese: Story = {
  args: { label: '密码', placeholder: '请输入密码', description: '密码的长度为6-18位', showLabel: '显示密码', hideLabel: '隐藏密码', maxLength: 18 },
  render: (args) => (
    <Stack gap="lg">
      <PasswordField {...args} />
      <PasswordField {...args} label="确认密码" placeholder="请再次输入密码" defaultValue="12345" isInvalid errorMessage="密码的长度为6-18位" />
    </Stack>
  ),
};

/** Keyboard path: type in the field, Tab to the toggle, Enter shows the password, Space hides it again. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('secret123');
    await expect(args.onChange).toHaveBeenLastCalledWith('secret123');
    await expect(input).toHaveAttribute('type', 'password');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};
