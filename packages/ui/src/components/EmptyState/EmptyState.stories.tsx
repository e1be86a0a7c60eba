import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox, MessageSquare, SearchX } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No conversations yet', description: 'Start a conversation to see it here.', icon: <Inbox size={48} /> },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TitleOnly: Story = { args: { icon: undefined, description: undefined } };

export const WithAction: Story = {
  args: { action: <Button onPress={fn()}>New conversation</Button> },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'New conversation' })).toHaveFocus();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('No conversations yet');
  },
};

export const NoResults: Story = {
  args: { icon: <SearchX size={48} />, title: 'No results', description: 'Try a different keyword.', headingLevel: 3 },
};

export const LongLabel: Story = {
  args: {
    title: 'There are no shared conversations in this workspace for the selected date range and filters',
    description: 'Conversations that teammates share with you will appear here. Adjust the filters or widen the date range to see older conversations.',
    action: <Button variant="secondary">Clear all filters and show every conversation</Button>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const Chinese: Story = {
  args: {
    icon: <MessageSquare size={48} />,
    title: '暂无对话',
    description: '开始一段新的对话，记录会显示在这里。',
    action: <Button>开始新对话</Button>,
  },
};
