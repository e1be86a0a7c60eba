import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../../layout';
import { Link, linkVariants } from './Link';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { children: 'Terms of service', href: '/terms' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: (args) => (
    <Stack gap="md">
      {linkVariants.map((variant) => (
        <p key={variant}>
          {`${variant}: by continuing you agree to the `}
          <Link {...args} variant={variant} />.
        </p>
      ))}
    </Stack>
  ),
};

export const External: Story = {
  args: { isExternal: true, href: 'https://example.com/help', children: 'Help centre', newTabHint: '(opens in a new tab)' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(link).toHaveAccessibleName('Help centre (opens in a new tab)');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, onPress: fn() },
  render: (args) => (
    <Stack gap="md">
      {linkVariants.map((variant) => (
        <Link key={variant} {...args} variant={variant}>{`${args.children} (${variant})`}</Link>
      ))}
    </Stack>
  ),
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: /inline/ });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: {
    variant: 'standalone',
    isExternal: true,
    href: 'https://example.com/membership',
    children: 'Read the complete membership terms, refund policy and the list of models included in every plan',
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};

export const Chinese: Story = {
  render: () => (
    <Stack gap="md">
      <p>
        登录即表示同意 <Link href="/terms">用户协议</Link> 和 <Link href="/privacy">隐私政策</Link>。
      </p>
      <Link variant="standalone" href="/plans">
        查看会员套餐
      </Link>
      <Link variant="subtle" href="/points">
        积分套餐说明
      </Link>
      <Link isExternal href="https://example.com/help" newTabHint="（在新标签页中打开）">
        帮助中心
      </Link>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '帮助中心 （在新标签页中打开）' })).toHaveAttribute('target', '_blank');
  },
};

/** Keyboard path: Tab focuses the link and Enter activates it (no href, so the story stays put). */
export const Keyboard: Story = {
  args: { href: undefined, onPress: fn(), children: '签到奖励' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '签到奖励' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
