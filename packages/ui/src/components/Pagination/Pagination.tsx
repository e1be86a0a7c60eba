import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, useLocale } from 'react-aria-components';
import { Select, SelectItem } from '../Select';
import * as styles from './Pagination.css';
import { pageCountOf, paginationItems } from './paginationItems';

export { pageCountOf, paginationItems, type PaginationItem } from './paginationItems';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  onPageChange: (page: number) => void;
  totalItems: number;
  pageSize: number;
  /** Show the page-size picker by passing this. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizes?: readonly number[];
  /** Names the navigation landmark, e.g. "分页". */
  'aria-label': string;
  /** Accessible names of the arrow buttons, e.g. "上一页" / "下一页". */
  previousLabel: string;
  nextLabel: string;
  /** Accessible name of a page button, e.g. (n) => `第 ${n} 页`. */
  pageLabel?: (page: number) => string;
  /** Visible total, e.g. (n) => `共 ${n} 条`; omitted means no total is shown. */
  totalLabel?: (totalItems: number) => ReactNode;
  /** Accessible name of the page-size picker, e.g. "每页条数". */
  pageSizeLabel?: string;
  /** Visible option text, e.g. (n) => `${n} 条/页`. */
  pageSizeOptionLabel?: (pageSize: number) => string;
  /** Pages shown each side of the current one. */
  siblingCount?: number;
  isDisabled?: boolean;
}

/** Page navigation; below 640 px it collapses to "‹ 3 / 12 ›". */
export function Pagination({
  page,
  onPageChange,
  totalItems,
  pageSize,
  onPageSizeChange,
  pageSizes = [10, 20, 50],
  'aria-label': ariaLabel,
  previousLabel,
  nextLabel,
  pageLabel = (n) => `Page ${n}`,
  totalLabel,
  pageSizeLabel = 'Page size',
  pageSizeOptionLabel = String,
  siblingCount = 1,
  isDisabled,
}: PaginationProps) {
  const { direction } = useLocale();
  const pageCount = pageCountOf(totalItems, pageSize);
  const current = Math.min(Math.max(1, page), pageCount);
  const [PrevIcon, NextIcon] = direction === 'rtl' ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];

  return (
    <nav aria-label={ariaLabel} className={styles.pagination}>
      {totalLabel ? <span className={styles.total}>{totalLabel(totalItems)}</span> : null}
      <div className={styles.pages}>
        <Button className={styles.pageButton} aria-label={previousLabel} isDisabled={isDisabled || current <= 1} onPress={() => onPageChange(current - 1)}>
          <PrevIcon aria-hidden="true" size={16} />
        </Button>
        <ol className={styles.pageList}>
          {paginationItems(current, pageCount, siblingCount).map((item) => (
            <li key={item}>
              {typeof item === 'number' ? (
                <Button
                  className={styles.pageButton}
                  aria-label={pageLabel(item)}
                  aria-current={item === current ? 'page' : undefined}
                  isDisabled={isDisabled}
                  onPress={() => onPageChange(item)}
                >
                  {item}
                </Button>
              ) : (
                <span className={styles.ellipsis} aria-hidden="true">
                  …
                </span>
              )}
            </li>
          ))}
        </ol>
        <span className={styles.compact}>
          {current} / {pageCount}
        </span>
        <Button className={styles.pageButton} aria-label={nextLabel} isDisabled={isDisabled || current >= pageCount} onPress={() => onPageChange(current + 1)}>
          <NextIcon aria-hidden="true" size={16} />
        </Button>
      </div>
      {onPageSizeChange ? (
        <Select
          size="sm"
          aria-label={pageSizeLabel}
          value={pageSize}
          onChange={(key) => key !== null && onPageSizeChange(Number(key))}
          isDisabled={isDisabled}
          items={pageSizes.map((size) => ({ id: size, name: pageSizeOptionLabel(size) }))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      ) : null}
    </nav>
  );
}
