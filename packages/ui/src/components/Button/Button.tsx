import type { ReactNode } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'quiet', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<RACButtonProps, 'className' | 'style' | 'children'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
  /** Announced while isPending, e.g. "提交中". */
  pendingLabel?: string;
  children: ReactNode;
}

export function Button({ variant = 'primary', size = 'md', isFullWidth, pendingLabel, children, ...props }: ButtonProps) {
  return (
    <RACButton {...props} className={styles.button} data-variant={variant} data-size={size} data-full-width={isFullWidth || undefined}>
      {({ isPending }) => (
        <>
          <span className={styles.label}>{children}</span>
          {isPending ? (
            <span className={styles.pending}>
              <Spinner label={pendingLabel ?? 'Pending'} size="sm" tone="current" />
            </span>
          ) : null}
        </>
      )}
    </RACButton>
  );
}
