import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'accent', 'success', 'warning', 'danger', 'info', 'vip'] as const;
export const badgeSizes = ['sm', 'md'] as const;
export const badgeVariants = ['text', 'dot'] as const;
export type BadgeTone = (typeof badgeTones)[number];
export type BadgeSize = (typeof badgeSizes)[number];
export type BadgeVariant = (typeof badgeVariants)[number];

export interface BadgeProps {
  tone?: BadgeTone;
  size?: BadgeSize;
  /** "dot" draws only a coloured dot; the children are then read by screen readers only. */
  variant?: BadgeVariant;
  /** The badge text ("VIP", "新"); for a dot, its accessible label ("3 条未读消息"). */
  children: ReactNode;
}

/** A small status label, or a status dot with an accessible label. */
export function Badge({ tone = 'neutral', size = 'md', variant = 'text', children }: BadgeProps) {
  if (variant === 'dot') {
    return (
      <span className={styles.dot} data-tone={tone} data-size={size}>
        <VisuallyHidden elementType="span">{children}</VisuallyHidden>
      </span>
    );
  }
  return (
    <span className={styles.badge} data-tone={tone} data-size={size}>
      {children}
    </span>
  );
}
