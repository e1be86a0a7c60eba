import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from './Table';

interface Invite {
  id: string;
  name: string;
}

function InviteTable({ items, isLoading }: { items: Invite[]; isLoading?: boolean }) {
  return (
    <Table aria-label="邀请记录">
      <TableHeader>
        <TableColumn id="name" isRowHeader allowsSorting>
          用户名
        </TableColumn>
        <TableColumn id="status">状态</TableColumn>
      </TableHeader>
      <TableBody items={items} emptyText="暂无邀请记录" isLoading={isLoading} loadingLabel="加载中">
        {(item) => (
          <TableRow id={item.id}>
            <TableCell>{item.name}</TableCell>
            <TableCell>已注册</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

describe('Table', () => {
  beforeAll(() => {
    // jsdom lacks IntersectionObserver, which RAC's loading row watches.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it('renders rows without selection by default', () => {
    render(<InviteTable items={[{ id: '1', name: '林小溪' }]} />);
    const grid = screen.getByRole('grid', { name: '邀请记录' });
    expect(grid).not.toHaveAttribute('aria-multiselectable');
    expect(screen.getByRole('rowheader', { name: '林小溪' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows the empty text when there are no rows', () => {
    render(<InviteTable items={[]} />);
    expect(screen.getByText('暂无邀请记录')).toBeInTheDocument();
  });

  it('shows a named loading row instead of the empty text while loading', () => {
    render(<InviteTable items={[]} isLoading />);
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
    expect(screen.queryByText('暂无邀请记录')).toBeNull();
    expect(screen.getByRole('progressbar').closest('[role="row"]')).not.toHaveAttribute('aria-level');
  });

  it('keeps the rows while loading more', () => {
    render(<InviteTable items={[{ id: '1', name: '林小溪' }]} isLoading />);
    expect(screen.getByRole('rowheader', { name: '林小溪' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
  });

  it('keeps a noWrap cell on one line', () => {
    render(
      <Table aria-label="邀请记录">
        <TableHeader>
          <TableColumn isRowHeader>邀请时间</TableColumn>
        </TableHeader>
        <TableBody>
          <TableRow id="1">
            <TableCell noWrap>2026-11-20 14:32</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    expect(screen.getByRole('rowheader', { name: '2026-11-20 14:32' })).toHaveAttribute('data-nowrap', 'true');
  });
});
