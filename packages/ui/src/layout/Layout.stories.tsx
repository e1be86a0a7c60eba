import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Box } from './Box';
import { Inline } from './Inline';
import { Stack } from './Stack';

const Tile = ({ children }: { children: ReactNode }) => (
  <Box padding="md" background="surface" borderRadius="md" boxShadow="low" color="text">
    {children}
  </Box>
);

const meta = { title: 'Foundations/Layout', component: Box } satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StackAndInline: Story = {
  render: () => (
    <Stack gap="lg">
      <Inline gap="md">
        <Tile>聊天</Tile>
        <Tile>绘画</Tile>
        <Tile>音乐</Tile>
        <Tile>视频</Tile>
      </Inline>
      <Stack gap="sm">
        <Tile>Stack item one</Tile>
        <Tile>Stack item two</Tile>
      </Stack>
    </Stack>
  ),
};

/** Responsive props: one column on phones, three from md (768 px) up. */
export const ResponsiveGrid: Story = {
  tags: ['mobile'],
  render: () => (
    <Box display="grid" gridTemplateColumns={{ base: 1, md: 3 }} gap="md">
      {['会员套餐', '积分套餐', '卡密兑换', '签到奖励', '邀请好友', '模型选择'].map((label) => (
        <Tile key={label}>{label}</Tile>
      ))}
    </Box>
  ),
};

export const LongLabel: Story = {
  render: () => (
    <Inline gap="sm">
      <Tile>An intentionally long label that wraps inside an inline row of tiles without overflowing</Tile>
      <Tile>短</Tile>
    </Inline>
  ),
};
