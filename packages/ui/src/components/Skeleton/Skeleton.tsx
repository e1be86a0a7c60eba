import type { CSSProperties, ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import * as styles from './Skeleton.css';

export const skeletonVariants = ['text', 'circle', 'rect'] as const;
export type SkeletonVariant = (typeof skeletonVariants)[number];

export interface SkeletonProps {
  variant?: SkeletonVariant;
  /** Number of text lines (text variant); the last of several is shorter. */
  lines?: number;
  /** CSS width; circle: the diameter. Defaults: text and rect fill the width, circle 40px. */
  width?: CSSProperties['width'];
  /** CSS height (rect variant); default 120px. */
  height?: CSSProperties['height'];
}

/** A loading placeholder. Always hidden from screen readers: wrap a region in SkeletonGroup to say it is loading. */
export function Skeleton({ variant = 'text', lines = 1, width, height }: SkeletonProps) {
  if (variant === 'text') {
    return (
      <span className={styles.lines} style={{ width }} aria-hidden="true">
        {Array.from({ length: Math.max(1, lines) }, (_, index) => (
          <span key={index} className={styles.shape} data-variant="text" />
        ))}
      </span>
    );
  }
  const size = variant === 'circle' ? { width: width ?? 40, height: width ?? 40 } : { width, height: height ?? 120 };
  return <span className={styles.shape} data-variant={variant} style={size} aria-hidden="true" />;
}

export interface SkeletonGroupProps {
  /** While true the region is aria-busy and the label is read; set false once content has arrived. */
  isBusy?: boolean;
  /** Screen-reader text while busy, e.g. "加载中". */
  label?: string;
  children: ReactNode;
}

/** The accessible container for skeletons (or the content replacing them): aria-busy plus a spoken label. */
export function SkeletonGroup({ isBusy = true, label = 'Loading', children }: SkeletonGroupProps) {
  return (
    <div className={styles.group} aria-busy={isBusy}>
      {isBusy ? <VisuallyHidden>{label}</VisuallyHidden> : null}
      {children}
    </div>
  );
}
