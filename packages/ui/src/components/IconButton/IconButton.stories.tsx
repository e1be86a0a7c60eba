import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Download, Settings, Share2, Trash2 } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Inline, Stack } from '../../layout';
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { icon: Settings, label: 'Settings', onPress: fn() },
  argTypes: {
    icon: { control: false },
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: (args) => (
    <Stack gap="md">
      {iconButtonVariants.map((variant) => (
        <Inline key={variant} gap="md">
          {iconButtonSizes.map((size) => (
            <IconButton key={size} {...args} variant={variant} size={size} label={`${args.label} (${variant} ${size})`} />
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args) => (
    <Inline gap="md">
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`${args.label} (${variant})`} />
      ))}
    </Inline>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /primary/ }));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Downloading', icon: Download, label: 'Download', variant: 'secondary' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Download Downloading' });
    await expect(canvas.getByRole('progressbar', { name: 'Downloading' })).toBeVisible();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** The label is never shown, but it must stay the full accessible name. */
export const LongLabel: Story = {
  args: { icon: Share2, label: 'Share this conversation with a friend and earn bonus points for both of you' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAccessibleName(args.label);
  },
};

export const Chinese: Story = {
  render: (args) => (
    <Inline gap="md">
      <IconButton {...args} icon={Settings} label="设置" />
      <IconButton {...args} icon={Copy} label="复制回答" variant="secondary" />
      <IconButton {...args} icon={Share2} label="分享对话" variant="primary" />
      <IconButton {...args} icon={Trash2} label="删除对话" variant="danger" />
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '删除对话' })).toBeVisible();
  },
};

/** Keyboard path: Tab focuses the button, Enter and Space press it. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};
