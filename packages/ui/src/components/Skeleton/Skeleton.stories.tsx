import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline, Stack } from '../../layout';
import { Skeleton, SkeletonGroup, skeletonVariants } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { lines: 3 },
  argTypes: { variant: { control: 'inline-radio', options: skeletonVariants } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: (args) => (
    <Stack gap="lg">
      {skeletonVariants.map((variant) => (
        <Skeleton key={variant} {...args} variant={variant} />
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: () => (
    <Inline gap="md">
      <Skeleton variant="circle" width={24} />
      <Skeleton variant="circle" width={40} />
      <Skeleton variant="circle" width={72} />
      <Skeleton variant="rect" width={120} height={72} />
      <Skeleton lines={2} width={120} />
    </Inline>
  ),
};

function ChatRowSkeleton() {
  return (
    <Inline gap="md" flexWrap="nowrap" alignItems="flex-start">
      <Skeleton variant="circle" />
      <Skeleton lines={2} />
    </Inline>
  );
}

/** The region is aria-busy with a spoken label; the shapes themselves are hidden. */
export const BusyGroup: Story = {
  render: () => (
    <SkeletonGroup label="Loading conversations">
      <ChatRowSkeleton />
      <ChatRowSkeleton />
    </SkeletonGroup>
  ),
  play: async ({ canvas, canvasElement }) => {
    const region = canvasElement.querySelector('[aria-busy]');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading conversations')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(0);
  },
};

export const Loaded: Story = {
  render: () => (
    <SkeletonGroup isBusy={false} label="Loading conversations">
      <p>Weekly report draft</p>
    </SkeletonGroup>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.queryByText('Loading conversations')).toBeNull();
  },
};

export const LongLabel: Story = {
  render: () => (
    <SkeletonGroup label="Loading the shared conversations, the model list and the usage statistics for this workspace">
      <Skeleton variant="rect" height={80} />
      <Skeleton lines={4} />
    </SkeletonGroup>
  ),
};

export const Chinese: Story = {
  render: () => (
    <SkeletonGroup label="加载中">
      <ChatRowSkeleton />
      <ChatRowSkeleton />
      <ChatRowSkeleton />
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('加载中')).toBeInTheDocument();
  },
};
