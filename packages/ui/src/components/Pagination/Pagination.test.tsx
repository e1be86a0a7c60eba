import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';
import { pageCountOf, paginationItems } from './paginationItems';

describe('paginationItems', () => {
  it('lists every page when they all fit', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('treats an empty or invalid count as one page', () => {
    expect(paginationItems(1, 0)).toEqual([1]);
  });

  it('puts one ellipsis at the end near the start', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
  });

  it('puts one ellipsis at the start near the end', () => {
    expect(paginationItems(10, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
    expect(paginationItems(7, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
  });

  it('shows both ellipses in the middle', () => {
    expect(paginationItems(5, 10)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]);
    expect(paginationItems(50, 100)).toEqual([1, 'start-ellipsis', 49, 50, 51, 'end-ellipsis', 100]);
  });

  it('never replaces a single page with an ellipsis', () => {
    for (let page = 1; page <= 20; page += 1) {
      const items = paginationItems(page, 20);
      items.forEach((item, index) => {
        if (typeof item === 'number') return;
        const before = items[index - 1] as number;
        const after = items[index + 1] as number;
        expect(after - before).toBeGreaterThan(2);
      });
    }
  });

  it('always contains the first, last and current page, in order, at a fixed length', () => {
    for (let page = 1; page <= 30; page += 1) {
      const items = paginationItems(page, 30, 2);
      const numbers = items.filter((item): item is number => typeof item === 'number');
      expect(items).toHaveLength(9);
      expect(numbers).toContain(1);
      expect(numbers).toContain(30);
      expect(numbers).toContain(page);
      expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    }
  });

  it('clamps an out-of-range page', () => {
    expect(paginationItems(99, 10)).toEqual(paginationItems(10, 10));
    expect(paginationItems(-3, 10)).toEqual(paginationItems(1, 10));
  });
});

describe('pageCountOf', () => {
  it('rounds up and keeps at least one page', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
    expect(pageCountOf(57, 20)).toBe(3);
  });
});

describe('Pagination', () => {
  const labels = { 'aria-label': '分页', previousLabel: '上一页', nextLabel: '下一页', pageLabel: (n: number) => `第 ${n} 页` };

  it('marks the current page and shows ellipses as hidden text', () => {
    render(<Pagination {...labels} page={5} totalItems={100} pageSize={10} onPageChange={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(screen.getByRole('button', { current: 'page' })).toHaveAccessibleName('第 5 页');
    expect(screen.getAllByRole('button', { name: /^第/ }).map((button) => button.textContent)).toEqual(['1', '4', '5', '6', '10']);
    expect(nav.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThanOrEqual(2);
  });

  it('moves with previous and next, disabled at the ends', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination {...labels} page={1} totalItems={30} pageSize={10} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    rerender(<Pagination {...labels} page={3} totalItems={30} pageSize={10} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '第 1 页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('shows the total and a page-size picker only when asked', () => {
    const { rerender } = render(<Pagination {...labels} page={1} totalItems={57} pageSize={10} onPageChange={vi.fn()} />);
    expect(screen.queryByText('共 57 条')).toBeNull();
    expect(screen.queryByRole('button', { name: /每页条数/ })).toBeNull();
    rerender(
      <Pagination
        {...labels}
        page={1}
        totalItems={57}
        pageSize={10}
        onPageChange={vi.fn()}
        onPageSizeChange={vi.fn()}
        totalLabel={(n) => `共 ${n} 条`}
        pageSizeLabel="每页条数"
        pageSizeOptionLabel={(n) => `${n} 条/页`}
      />,
    );
    expect(screen.getByText('共 57 条')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /每页条数/ })).toHaveTextContent('10 条/页');
  });
});
