import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Inline, Stack } from '../../layout';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Continue', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: buttonVariants }, size: { control: 'inline-radio', options: buttonSizes } },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: (args) => (
    <Stack gap="md">
      {buttonVariants.map((variant) => (
        <Inline key={variant} gap="md">
          {buttonSizes.map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
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
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </Inline>
  ),
};

export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Saving', children: 'Save' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAccessibleName('Save');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: { children: 'Upgrade to the annual membership and unlock every advanced model today' },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};

export const Chinese: Story = {
  args: { children: '立即购买' },
  render: (args) => (
    <Inline gap="md">
      <Button {...args} />
      <Button {...args} variant="secondary">
        今日尚未签到、点击签到
      </Button>
      <Button {...args} variant="danger">
        注销账户
      </Button>
    </Inline>
  ),
};

export const FullWidth: Story = { args: { isFullWidth: true, children: '登录' } };

/** Keyboard path: Tab focuses the button, Enter and Space press it. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};
