import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../../layout';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { TaskCard, taskStatuses, type TaskStatus } from './TaskCard';

// Offline, deterministic pictures: a landscape scene as the thumbnail, a flat colour as its 24 px stand-in.
const scene = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="rgb(70,120,190)"/>' +
    '<circle cx="120" cy="28" r="14" fill="rgb(250,210,90)"/><polygon points="0,90 40,50 80,80 120,45 160,90" fill="rgb(40,90,70)"/></svg>',
)}`;
const stand = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 2"><rect width="4" height="2" fill="rgb(70,120,190)"/></svg>')}`;

const labels: Record<TaskStatus, string> = { queued: '排队中', running: '绘制中', succeeded: '已完成', failed: '失败' };
const labelsEn: Record<TaskStatus, string> = { queued: 'Queued', running: 'Drawing', succeeded: 'Done', failed: 'Failed' };
const open = fn();

const meta = {
  title: 'Data/TaskCard',
  component: TaskCard,
  tags: ['mobile'],
  args: { status: 'running', statusLabel: '绘制中', progress: 42, title: '一只在雪地里的红狐狸，清晨的光', aspectRatio: 16 / 9 },
  argTypes: { status: { control: 'inline-radio', options: taskStatuses } },
  decorators: [
    (Story) => (
      <Box display="grid" gap="lg" gridTemplateColumns={{ base: 1, sm: 2, md: 4 }}>
        {Story()}
      </Box>
    ),
  ],
  beforeEach: () => open.mockClear(),
} satisfies Meta<typeof TaskCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const actions = (
  <>
    {['U1', 'U2', 'V1', 'V2'].map((label) => (
      <Button key={label} size="sm" variant="secondary">
        {label}
      </Button>
    ))}
  </>
);

/** Every status: waiting (with its place in the queue), drawing at 42 %, done with actions, failed and refunded. */
export const Statuses: Story = {
  render: (args) => (
    <>
      {taskStatuses.map((status) => (
        <TaskCard
          key={status}
          {...args}
          status={status}
          statusLabel={labels[status]}
          detail={status === 'queued' ? '排队中，前面还有2个任务' : undefined}
          imageSrc={status === 'succeeded' ? scene : undefined}
          previewSrc={status === 'succeeded' ? stand : undefined}
          imageAlt={status === 'succeeded' ? String(args.title) : undefined}
          onOpen={status === 'succeeded' ? open : undefined}
          openLabel="查看大图"
          reason={status === 'failed' ? 'prompt包含敏感词：forbidden' : undefined}
          refundNote={status === 'failed' ? '已退还4积分' : undefined}
          actions={status === 'succeeded' ? actions : undefined}
          corner={status === 'succeeded' ? <IconButton icon={Heart} label="收藏" size="sm" variant="secondary" /> : undefined}
        />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '绘制中' })).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('42%')).toBeVisible();
    await expect(canvas.getByText('已退还4积分')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '查看大图' }));
    await expect(open).toHaveBeenCalledTimes(1);
  },
};

/** English texts, a tall picture and a long prompt that clamps to two lines. */
export const English: Story = {
  render: (args) => (
    <>
      {taskStatuses.map((status) => (
        <TaskCard
          key={status}
          {...args}
          status={status}
          statusLabel={labelsEn[status]}
          aspectRatio={9 / 16}
          title="A red fox in fresh snow at dawn, soft rim light, shallow depth of field, 35 mm film grain, quiet mood"
          detail={status === 'queued' ? '2 tasks ahead in the queue' : undefined}
          imageSrc={status === 'succeeded' ? scene : undefined}
          imageAlt="A red fox in fresh snow"
          reason={status === 'failed' ? 'The drawing timed out' : undefined}
          refundNote={status === 'failed' ? '4 points refunded' : undefined}
        />
      ))}
    </>
  ),
};
