import type { Meta, StoryObj } from '@storybook/react-vite';
import { useListData } from 'react-aria-components';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Tag, TagGroup } from './TagGroup';

interface Category {
  id: string;
  name: string;
}

const categories: Category[] = [
  { id: 'all', name: '全部' },
  { id: 'writing', name: '写作' },
  { id: 'coding', name: '编程' },
  { id: 'drawing', name: '绘画' },
  { id: 'translation', name: '翻译' },
  { id: 'study', name: '学习' },
];

const meta = {
  title: 'Navigation/TagGroup',
  component: TagGroup,
  args: { 'aria-label': '分类', defaultSelectedKeys: ['all'], onSelectionChange: fn() },
  render: (args) => (
    <TagGroup {...args} items={categories}>
      {(item) => <Tag id={item.id}>{item.name}</Tag>}
    </TagGroup>
  ),
} satisfies Meta<typeof TagGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The app centre's category chips: single selection, 全部 first and selected. */
export const Categories: Story = {};

/** Tab moves into the chips (to the selected one), arrows move between them, Space and Enter select. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: '全部' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const writing = canvas.getByRole('row', { name: '写作' });
    await expect(writing).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(writing).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('row', { name: '编程' })).toHaveAttribute('aria-selected', 'true');
    await expect(writing).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(2);
  },
};

/** Disabled chips are skipped by the arrow keys and cannot be selected. */
export const Disabled: Story = {
  args: { disabledKeys: ['writing', 'drawing'] },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: '编程' })).toHaveFocus();
  },
};

function RemovableTags({ label }: { label: string }) {
  const list = useListData({ initialItems: categories.slice(1) });
  return (
    <TagGroup aria-label={label} selectionMode="none" items={list.items} onRemove={(keys) => list.remove(...keys)}>
      {(item) => <Tag id={item.id}>{item.name}</Tag>}
    </TagGroup>
  );
}

/** Removable tags: Delete or Backspace removes the focused tag; the × button is labelled by RAC. */
export const Removable: Story = {
  render: () => <RemovableTags label="已选标签" />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: '写作' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(canvas.queryByRole('row', { name: '写作' })).toBeNull());
    await expect(canvas.getByRole('row', { name: '编程' })).toHaveFocus();
  },
};

export const WithLabel: Story = {
  args: { 'aria-label': undefined, label: '模型分类', description: '选择一个分类以筛选应用' },
};

export const Empty: Story = {
  args: { renderEmptyState: () => '暂无分类' },
  render: (args) => (
    <TagGroup {...args} items={[] as Category[]}>
      {(item) => <Tag id={item.id}>{item.name}</Tag>}
    </TagGroup>
  ),
};

export const LongLabel: Story = {
  args: { 'aria-label': 'Categories', defaultSelectedKeys: ['long'] },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  render: (args) => (
    <TagGroup {...args}>
      <Tag id="all">All</Tag>
      <Tag id="long">Productivity tools for writing, summarising and translating long documents</Tag>
      <Tag id="code">Coding</Tag>
    </TagGroup>
  ),
};

export const Chinese: Story = {
  args: { 'aria-label': '会员套餐', defaultSelectedKeys: ['member'] },
  render: (args) => (
    <TagGroup {...args}>
      <Tag id="all">全部</Tag>
      <Tag id="member">会员套餐</Tag>
      <Tag id="points">积分套餐</Tag>
      <Tag id="checkin">签到奖励</Tag>
    </TagGroup>
  ),
};
