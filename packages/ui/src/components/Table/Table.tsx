import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import {
  Cell,
  Collection,
  Column,
  Row,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  TableLoadMoreItem,
  type CellProps,
  type ColumnProps,
  type RowProps,
  type TableBodyProps as RACTableBodyProps,
  type TableHeaderProps as RACTableHeaderProps,
  type TableProps as RACTableProps,
} from 'react-aria-components';
import { Spinner } from '../Spinner';
import * as styles from './Table.css';

export interface TableProps extends Omit<RACTableProps, 'className' | 'style'> {
  /** Names the table, e.g. "邀请记录" (or use aria-labelledby). */
  'aria-label'?: string;
}

/** A data table (RAC grid semantics, no selection unless selectionMode is set); scrolls sideways when narrow. */
export function Table(props: TableProps) {
  return (
    <div className={styles.scroller}>
      <RACTable {...props} className={styles.table} />
    </div>
  );
}

export type TableHeaderProps<T extends object> = Omit<RACTableHeaderProps<T>, 'className' | 'style'>;

export function TableHeader<T extends object>(props: TableHeaderProps<T>) {
  return <RACTableHeader {...props} className={styles.header} />;
}

export interface TableColumnProps extends Omit<ColumnProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
}

export function TableColumn({ children, ...props }: TableColumnProps) {
  return (
    <Column {...props} className={styles.column}>
      {({ allowsSorting, sortDirection }) => (
        <span className={styles.columnContent}>
          <span className={styles.columnLabel}>{children}</span>
          {allowsSorting ? <SortIcon direction={sortDirection} /> : null}
        </span>
      )}
    </Column>
  );
}

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ChevronsUpDown;
  return <Icon aria-hidden="true" size={14} className={styles.sortIcon} data-active={direction ? true : undefined} />;
}

export interface TableBodyProps<T extends object> extends Omit<RACTableBodyProps<T>, 'className' | 'style' | 'renderEmptyState'> {
  /** Shown when there are no rows, e.g. "暂无邀请记录". */
  emptyText?: ReactNode;
  /** Adds a loading row (a named spinner) after the rows. */
  isLoading?: boolean;
  /** Announced by the loading row, e.g. "加载中". */
  loadingLabel?: string;
}

export function TableBody<T extends object>({ items, children, dependencies, emptyText, isLoading, loadingLabel = 'Loading', ...props }: TableBodyProps<T>) {
  return (
    <RACTableBody {...props} renderEmptyState={isLoading ? undefined : () => <div className={styles.empty}>{emptyText}</div>}>
      <Collection items={items} dependencies={dependencies}>
        {children}
      </Collection>
      {isLoading ? (
        // RAC marks this row aria-level (valid only in a treegrid): drop it for a plain grid.
        // Not virtualized, so the element is always a <tr>.
        <TableLoadMoreItem isLoading render={({ 'aria-level': _level, ...rowProps }) => <tr {...(rowProps as ComponentProps<'tr'>)} />}>
          <span className={styles.loading}>
            <Spinner label={loadingLabel} />
          </span>
        </TableLoadMoreItem>
      ) : null}
    </RACTableBody>
  );
}

export type TableRowProps<T extends object> = Omit<RowProps<T>, 'className' | 'style'>;

export function TableRow<T extends object>(props: TableRowProps<T>) {
  return <Row {...props} className={styles.row} />;
}

export interface TableCellProps extends Omit<CellProps, 'className' | 'style'> {
  /** Keeps the content on one line (dates, amounts); the table scrolls instead. */
  noWrap?: boolean;
}

export function TableCell({ noWrap, ...props }: TableCellProps) {
  return <Cell {...props} className={styles.cell} data-nowrap={noWrap || undefined} />;
}
