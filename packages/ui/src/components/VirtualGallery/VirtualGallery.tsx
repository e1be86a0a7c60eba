import { useVirtualizer } from '@tanstack/react-virtual';
import { type Key, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import * as styles from './VirtualGallery.css';

export const galleryLayouts = ['grid', 'masonry'] as const;
export type GalleryLayout = (typeof galleryLayouts)[number];

export interface VirtualGalleryProps<T> {
  items: readonly T[];
  getKey: (item: T) => Key;
  /** width / height of an item's picture: masonry sizes each by it, grid uses squares. */
  aspectOf?: (item: T) => number;
  renderItem: (item: T, index: number) => ReactNode;
  layout?: GalleryLayout;
  /** Columns are at least this wide (px); as many as fit, within `minColumns` and `maxColumns`. */
  minColumnWidth?: number;
  minColumns?: number;
  maxColumns?: number;
  /** Space under each picture for its caption and actions (px), in the size estimate before it is measured. */
  extraHeight?: number;
  gap?: number;
  /** Called when the last rows come into view (load the next page), or with `endMargin` that many px before the end. */
  onEndReached?: () => void;
  endMargin?: number;
  /** The list's accessible name. */
  'aria-label': string;
  /** Rows rendered beyond the visible ones, above and below. */
  overscan?: number;
}

/**
 * A gallery of thousands of items that mounts only what is on screen (@tanstack/react-virtual with lanes): a grid of
 * squares or a masonry of each picture's ratio, columns as many as fit. It scrolls itself: give it a height. Items are
 * measured once rendered, so captions of any length fit.
 */
export function VirtualGallery<T>({
  items,
  getKey,
  aspectOf = () => 1,
  renderItem,
  layout = 'grid',
  minColumnWidth = 220,
  minColumns = 1,
  maxColumns = Number.POSITIVE_INFINITY,
  extraHeight = 0,
  gap = 12,
  onEndReached,
  endMargin,
  overscan = 2,
  'aria-label': label,
}: VirtualGalleryProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const lanes = Math.max(1, minColumns, Math.min(maxColumns, Math.floor((width + gap) / (minColumnWidth + gap))));
  const columnWidth = lanes > 0 && width > 0 ? (width - gap * (lanes - 1)) / lanes : minColumnWidth;
  // TanStack Virtual's instance changes under React Compiler's memoisation: the compiler skips this component, as it should.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => {
      const item = items[index];
      const ratio = layout === 'masonry' && item !== undefined ? Math.min(4, Math.max(0.25, aspectOf(item))) : 1;
      return columnWidth / ratio + extraHeight + gap;
    },
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : getKey(item);
    },
    // One rounding for the first measure and the resize observer's: the library's default first reads offsetHeight,
    // which Chromium snaps by the cell's fractional position, so a cell could sit a pixel off depending on which came last.
    measureElement: (element, entry) => Math.round(entry?.borderBoxSize[0]?.blockSize ?? element.getBoundingClientRect().height),
    lanes,
    // In rows: the library multiplies it by the lanes.
    overscan,
  });
  // Lanes or widths changed: every size is stale. `measure()` forgets the measured ones too, and a mounted cell whose
  // size did not change is never reported by the resize observer again: measure the mounted cells now, or a cell
  // measured just before would keep its estimate (the next one placed after a gap) until it resized.
  // Each item's lane is chosen once, from the estimates: `getTotalSize()` lays everything out again before the cells
  // are measured. Measuring first would compare against the sizes `measure()` forgot, keep some estimates and not
  // others, and place items in lanes that depend on when the resize observer happened to report.
  useEffect(() => {
    virtualizer.measure();
    virtualizer.getTotalSize();
    for (const cell of scrollRef.current?.querySelectorAll<HTMLElement>('[data-index]') ?? []) virtualizer.measureElement(cell);
  }, [virtualizer, lanes, columnWidth, layout]);
  const virtualItems = virtualizer.getVirtualItems();
  const last = virtualItems.at(-1);
  const nearEnd =
    endMargin === undefined
      ? last !== undefined && last.index >= items.length - lanes * 2
      : virtualizer.getTotalSize() - (virtualizer.scrollOffset ?? 0) - (virtualizer.scrollRect?.height ?? 0) <= endMargin;
  useEffect(() => {
    if (nearEnd && items.length > 0) onEndReached?.();
  }, [nearEnd, items.length, onEndReached]);

  return (
    // The gallery scrolls itself: keyboard users must reach it even when its items hold no control (axe).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={scrollRef} className={styles.scroller} data-layout={layout} tabIndex={0}>
      <div role="list" aria-label={label} className={styles.canvas} style={{ height: virtualizer.getTotalSize() }}>
        {virtualItems.map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          return (
            <div
              key={row.key}
              role="listitem"
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              data-index={row.index}
              ref={virtualizer.measureElement}
              className={styles.cell}
              style={{ width: columnWidth, left: row.lane * (columnWidth + gap), top: row.start, paddingBlockEnd: gap }}
            >
              {renderItem(item, row.index)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
