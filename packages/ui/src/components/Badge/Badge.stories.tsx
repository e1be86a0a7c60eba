import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline, Stack } from '../../layout';
import { Badge, badgeSizes, badgeTones, badgeVariants } from './Badge';

const meta = {
  title: 'Data/Badge',
  component: Badge,
  args: { children: 'New' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
    variant: { control: 'inline-radio', options: badgeVariants },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: (args) => (
    <Stack gap="md">
      {badgeSizes.map((size) => (
        <Inline key={size} gap="sm">
          {badgeTones.map((tone) => (
            <Badge key={tone} {...args} tone={tone} size={size}>
              {`${tone} ${size}`}
            </Badge>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

/** Dots carry their meaning in a screen-reader-only label. */
export const Dots: Story = {
  args: { variant: 'dot' },
  render: (args) => (
    <Stack gap="md">
      {badgeSizes.map((size) => (
        <Inline key={size} gap="md">
          {badgeTones.map((tone) => (
            <Inline key={tone} gap="xs">
              <Badge {...args} tone={tone} size={size}>{`${tone} status`}</Badge>
              <span aria-hidden="true">{tone}</span>
            </Inline>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('danger status')[0]).toBeInTheDocument();
  },
};

export const Vip: Story = { args: { tone: 'vip', children: 'VIP' } };

export const LongLabel: Story = {
  args: { tone: 'info', children: 'Included in the annual membership plan with priority access to every model' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};

export const Chinese: Story = {
  args: { tone: 'vip', children: '会员专享' },
  render: (args) => (
    <Inline gap="sm">
      <Badge {...args} />
      <Badge tone="danger">限时优惠</Badge>
      <Badge tone="success">已签到</Badge>
      <Badge tone="accent">新</Badge>
      <Badge tone="neutral">积分套餐</Badge>
      <Inline gap="xs">
        <span>消息</span>
        <Badge variant="dot" tone="danger">
          3 条未读消息
        </Badge>
      </Inline>
    </Inline>
  ),
};
