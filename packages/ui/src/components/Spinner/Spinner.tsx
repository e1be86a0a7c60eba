import { ProgressBar } from 'react-aria-components';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /** Announced to screen readers, e.g. "加载中". */
  label: string;
  size?: SpinnerSize;
  /** "current" draws in the surrounding text colour (inside buttons). */
  tone?: 'accent' | 'current';
  /** Also show the label as text beside the spinner (e.g. "加载中…" in a list). */
  showLabel?: boolean;
}

/** An indeterminate busy indicator (role progressbar). */
export function Spinner({ label, size = 'md', tone = 'accent', showLabel }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={styles.spinner} data-size={size} data-tone={tone}>
      <span className={styles.icon}>
        <svg viewBox="0 0 24 24" fill="none" className={styles.svg} aria-hidden="true">
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" className={styles.track} />
          <path d="M21 12a9 9 0 0 0-9-9" strokeWidth="3" strokeLinecap="round" className={styles.arc} />
        </svg>
      </span>
      {showLabel ? (
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
      ) : null}
    </ProgressBar>
  );
}
