import type { LucideIcon } from 'lucide-react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['quiet', 'secondary', 'primary', 'danger'] as const;
export const iconButtonSizes = ['sm', 'md', 'lg'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];
export type IconButtonSize = (typeof iconButtonSizes)[number];

export interface IconButtonProps extends Omit<RACButtonProps, 'className' | 'style' | 'children' | 'aria-label' | 'aria-labelledby'> {
  /** A lucide-react icon component, e.g. `Settings`. Drawn decoratively. */
  icon: LucideIcon;
  /** The button's accessible name, e.g. "设置": an icon alone names nothing. */
  label: string;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  /** Announced while isPending, e.g. "提交中". */
  pendingLabel?: string;
}

/** A square button showing only an icon; `label` is its accessible name. */
export function IconButton({ icon: Icon, label, variant = 'quiet', size = 'md', pendingLabel, ...props }: IconButtonProps) {
  return (
    <RACButton {...props} aria-label={label} className={styles.iconButton} data-variant={variant} data-size={size}>
      {({ isPending }) =>
        isPending ? (
          <Spinner label={pendingLabel ?? 'Pending'} size="sm" tone="current" />
        ) : (
          <Icon aria-hidden="true" focusable="false" className={styles.icon} />
        )
      }
    </RACButton>
  );
}
