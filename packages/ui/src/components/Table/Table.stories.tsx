import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '../../layout';
import { Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from './Table';

interface InviteRecord {
  id: string;
  name: string;
  email: string;
  status: string;
  invitedAt: string;
  reward: string;
}

const zhRecords: InviteRecord[] = [
  { id: '1', name: '林小溪', email: 'linxiaoxi@example.com', status: '已注册', invitedAt: '2026-11-20 14:32', reward: '已发放' },
  { id: '2', name: '王大鹏', email: 'wangdapeng@example.com', status: '已付费', invitedAt: '2026-11-18 09:05', reward: '已发放' },
  { id: '3', name: '陈思远', email: 'chensiyuan@example.com', status: '未注册', invitedAt: '2026-11-15 21:47', reward: '待发放' },
  { id: '4', name: '赵雨桐', email: 'zhaoyutong@example.com', status: '已注册', invitedAt: '2026-11-02 08:10', reward: '待发放' },
];

const enRecords: InviteRecord[] = [
  { id: '1', name: 'Ada Lin', email: 'ada.lin@example.com', status: 'Signed up', invitedAt: '2026-11-20 14:32', reward: 'Paid' },
  { id: '2', name: 'Ben Wang', email: 'ben.wang@example.com', status: 'Subscribed', invitedAt: '2026-11-18 09:05', reward: 'Paid' },
  { id: '3', name: 'Cleo Chen', email: 'cleo.chen@example.com', status: 'Invited', invitedAt: '2026-11-15 21:47', reward: 'Pending' },
];

const zhColumns = ['头像', '用户名', '邮箱', '状态', '邀请时间', '奖励状态'];
const enColumns = ['Avatar', 'User name', 'Email', 'Status', 'Invited at', 'Reward'];

function Avatar({ name }: { name: string }) {
  return (
    <Box
      aria-hidden="true"
      display="flex"
      alignItems="center"
      justifyContent="center"
      borderRadius="full"
      background="accentSoft"
      color="accentText"
      fontSize="sm"
      style={{ width: 28, height: 28 }}
    >
      {name.slice(0, 1)}
    </Box>
  );
}

interface InviteTableProps {
  label: string;
  columns: string[];
  records: InviteRecord[];
  emptyText?: string;
  isLoading?: boolean;
  loadingLabel?: string;
}

function InviteTable({ label, columns, records, emptyText, isLoading, loadingLabel }: InviteTableProps) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        {columns.map((column, index) => (
          <TableColumn key={column} id={column} isRowHeader={index === 1}>
            {column}
          </TableColumn>
        ))}
      </TableHeader>
      <TableBody items={records} emptyText={emptyText} isLoading={isLoading} loadingLabel={loadingLabel}>
        {(record) => (
          <TableRow id={record.id}>
            <TableCell>
              <Avatar name={record.name} />
            </TableCell>
            <TableCell>{record.name}</TableCell>
            <TableCell>{record.email}</TableCell>
            <TableCell>{record.status}</TableCell>
            <TableCell noWrap>{record.invitedAt}</TableCell>
            <TableCell>{record.reward}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Data/Table',
  component: InviteTable,
  tags: ['mobile'],
  args: { label: 'Invite records', columns: enColumns, records: enRecords, emptyText: 'No invites yet', loadingLabel: 'Loading' },
} satisfies Meta<typeof InviteTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = {
  args: { records: [] },
  play: async ({ canvas }) => {
    // The empty state renders once the table has built its collection, a render after the first.
    await expect(await canvas.findByText('No invites yet')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { records: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.queryByText('No invites yet')).toBeNull();
  },
};

export const LoadingMore: Story = { args: { isLoading: true } };

function SortableTable() {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>({ column: 'invitedAt', direction: 'ascending' });
  const sorted = useMemo(() => {
    const key = sortDescriptor.column as 'name' | 'invitedAt';
    const items = [...enRecords].sort((a, b) => a[key].localeCompare(b[key]));
    return sortDescriptor.direction === 'descending' ? items.reverse() : items;
  }, [sortDescriptor]);
  return (
    <Table aria-label="Invite records" sortDescriptor={sortDescriptor} onSortChange={setSortDescriptor}>
      <TableHeader>
        <TableColumn id="name" isRowHeader allowsSorting>
          User name
        </TableColumn>
        <TableColumn id="email">Email</TableColumn>
        <TableColumn id="invitedAt" allowsSorting>
          Invited at
        </TableColumn>
      </TableHeader>
      <TableBody items={sorted}>
        {(record) => (
          <TableRow id={record.id}>
            <TableCell>{record.name}</TableCell>
            <TableCell>{record.email}</TableCell>
            <TableCell noWrap>{record.invitedAt}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

/** Keyboard path: arrows reach the "User name" header, Enter sorts by it. */
export const Sortable: Story = {
  render: () => <SortableTable />,
  play: async ({ canvas }) => {
    const firstRowName = () => within(canvas.getAllByRole('row')[1] as HTMLElement).getAllByRole('rowheader')[0];
    await expect(firstRowName()).toHaveTextContent('Cleo Chen');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    const nameHeader = canvas.getByRole('columnheader', { name: /User name/ });
    await expect(nameHeader).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstRowName()).toHaveTextContent('Ada Lin');
    await userEvent.keyboard('{Enter}');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRowName()).toHaveTextContent('Cleo Chen');
  },
};

export const LongLabel: Story = {
  args: {
    records: [
      {
        id: '1',
        name: 'Alexandria Montgomery-Richardson the Third',
        email: 'alexandria.montgomery-richardson.the.third@a-very-long-company-domain.example.com',
        status: 'Signed up but has not verified the email address yet',
        invitedAt: '2026-11-20 14:32',
        reward: 'Pending until the first purchase is completed',
      },
      ...enRecords.slice(1),
    ],
  },
};

export const Chinese: Story = {
  args: { label: '邀请记录', columns: zhColumns, records: zhRecords, emptyText: '暂无邀请记录', loadingLabel: '加载中' },
};

export const ChineseEmpty: Story = { args: { ...Chinese.args, records: [] } };
