import { Button } from '@lingxi/ui';
import { useId, type ReactNode } from 'react';
import * as css from './SettingsDialog.css';

export interface SecurityItemProps {
  label: string;
  /** The current state: 已设置, a masked phone, 未绑定 … */
  value: ReactNode;
  /** The button's text; no button without it. */
  actionLabel?: string;
  /** The form under the row is shown (a disclosure); without children the button is a plain action. */
  isExpanded?: boolean;
  onAction?: () => void;
  children?: ReactNode;
}

/** One row of the security center (the dialog title is an h2, so rows are h3): what it is, its state, and a button that opens its form. */
export function SecurityItem({ label, value, actionLabel, isExpanded = false, onAction, children }: SecurityItemProps) {
  const bodyId = useId();
  const labelId = useId();
  const isDisclosure = children !== undefined;
  return (
    <div className={css.item} role="group" aria-labelledby={labelId}>
      <div className={css.itemHeader}>
        <div className={css.itemText}>
          <h3 id={labelId} className={css.itemLabel}>
            {label}
          </h3>
          <span className={css.itemValue}>{value}</span>
        </div>
        {actionLabel ? (
          <Button
            variant="secondary"
            size="sm"
            onPress={onAction}
            aria-expanded={isDisclosure ? isExpanded : undefined}
            aria-controls={isDisclosure && isExpanded ? bodyId : undefined}
            aria-label={`${actionLabel} ${label}`}
          >
            {actionLabel}
          </Button>
        ) : null}
      </div>
      {isDisclosure && isExpanded ? (
        <div id={bodyId} className={css.itemBody}>
          {children}
        </div>
      ) : null}
    </div>
  );
}
