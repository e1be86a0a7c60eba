import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../../layout';
import { compactPagination } from './compact';
import { Pagination, type PaginationProps } from './Pagination';

/** The 375 px shots show "page / pages" instead of the page list: the plays check whichever is on screen. */
const isCompact = () => matchMedia(compactPagination).matches;

/** Holds page and page size in state so the stories respond like the app does. */
function StatefulPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <Pagination
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
      onPageSizeChange={(next) => {
        setPageSize(next);
        setPage(1);
        props.onPageSizeChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  tags: ['mobile'],
  args: {
    'aria-label': 'Pagination',
    page: 1,
    totalItems: 57,
    pageSize: 10,
    pageSizes: [10, 20, 50],
    previousLabel: 'Previous page',
    nextLabel: 'Next page',
    totalLabel: (total: number) => `${total} items`,
    pageSizeOptionLabel: (size: number) => `${size} / page`,
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
  render: (args) => <StatefulPagination {...args} />,
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The current page near the start, in the middle and at the end of many pages. */
export const ManyPages: Story = {
  args: { totalItems: 1000 },
  render: (args) => (
    <Stack gap="lg">
      {[1, 50, 100].map((page) => (
        <StatefulPagination key={page} {...args} page={page} aria-label={`Pagination (page ${page})`} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const middle = within(await canvas.findByRole('navigation', { name: 'Pagination (page 50)' }));
    if (isCompact()) {
      await expect(middle.getByText('50 / 100')).toBeVisible();
      await expect(middle.queryByRole('button', { name: /^Page/ })).toBeNull();
      return;
    }
    await expect(middle.getByRole('button', { current: 'page' })).toHaveTextContent('50');
    await expect(middle.getAllByRole('button', { name: /^Page/ }).map((button) => button.textContent)).toEqual(['1', '49', '50', '51', '100']);
  },
};

export const WithoutPageSize: Story = { args: { onPageSizeChange: undefined, totalLabel: undefined, totalItems: 200, page: 4 } };

export const SinglePage: Story = { args: { totalItems: 3 } };

export const Disabled: Story = { args: { isDisabled: true, page: 2 } };

/**
 * Keyboard path: Tab to page 2 (compact: to "next") and press Enter; then open the page-size picker and choose 20,
 * which goes back to page 1.
 */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await canvas.findByRole('navigation', { name: 'Pagination' });
    const compact = isCompact();
    await userEvent.tab(); // "previous" is disabled on page 1, so focus lands on page 1 (compact: on "next")
    if (compact) {
      await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveFocus();
    } else {
      await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
      await userEvent.tab();
    }
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    if (compact) await expect(canvas.getByText('2 / 6')).toBeVisible();
    else await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    const trigger = canvas.getByRole('button', { name: /Page size/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: '10 / page' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(20);
    await waitFor(() => expect(trigger).toHaveTextContent('20 / page'));
    if (compact) await expect(canvas.getByText('1 / 3')).toBeVisible();
    else await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The page-size list left open, so its popover is checked by axe in both themes. */
export const PageSizeOpen: Story = {
  args: { page: 2 },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: /Page size/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10 / page', '20 / page', '50 / page']);
  },
};

export const LongLabel: Story = {
  args: {
    totalItems: 480,
    page: 6,
    totalLabel: (total: number) => `Showing all ${total} invitation records from the last twelve months`,
    pageSizeOptionLabel: (size: number) => `${size} invitation records per page`,
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
};

export const Chinese: Story = {
  args: {
    'aria-label': '分页',
    totalItems: 137,
    page: 3,
    previousLabel: '上一页',
    nextLabel: '下一页',
    pageLabel: (page: number) => `第 ${page} 页`,
    totalLabel: (total: number) => `共 ${total} 条`,
    pageSizeLabel: '每页条数',
    pageSizeOptionLabel: (size: number) => `${size} 条/页`,
  },
};
