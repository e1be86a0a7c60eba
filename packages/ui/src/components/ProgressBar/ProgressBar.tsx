import type { ReactNode } from 'react';
import { Label, ProgressBar as RACProgressBar, type ProgressBarProps as RACProgressBarProps } from 'react-aria-components';
import * as styles from './ProgressBar.css';

export const progressBarTones = ['accent', 'success', 'warning', 'danger'] as const;
export const progressBarSizes = ['sm', 'md', 'lg'] as const;
export type ProgressBarTone = (typeof progressBarTones)[number];
export type ProgressBarSize = (typeof progressBarSizes)[number];

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'className' | 'style' | 'children'> {
  /** Visible label (e.g. the file name); without one, pass aria-label. */
  label?: ReactNode;
  /** Shows the value text ("45%", or valueLabel such as "3.2 MB / 10 MB"); hidden while indeterminate. */
  showValueLabel?: boolean;
  tone?: ProgressBarTone;
  size?: ProgressBarSize;
}

/** A determinate or indeterminate progress bar with an optional label and value text. */
export function ProgressBar({ label, showValueLabel = Boolean(label), tone = 'accent', size = 'md', ...props }: ProgressBarProps) {
  return (
    <RACProgressBar {...props} className={styles.root} data-tone={tone} data-size={size}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label || (showValueLabel && !isIndeterminate) ? (
            <div className={styles.header}>
              {label ? <Label className={styles.label}>{label}</Label> : null}
              {showValueLabel && !isIndeterminate ? <span className={styles.value}>{valueText}</span> : null}
            </div>
          ) : null}
          <div className={styles.track}>
            <div className={styles.fill} style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
