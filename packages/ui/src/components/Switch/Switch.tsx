import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import { FieldHelp, type FieldTextProps } from '../shared';
import * as styles from './Switch.css';

export interface SwitchProps
  extends Omit<SwitchFieldProps, 'className' | 'style' | 'children' | 'isInvalid' | 'validate' | 'validationBehavior' | 'isRequired'>,
    Pick<FieldTextProps, 'description'> {
  /** The label, e.g. "自动签到". Without it, pass aria-label. */
  children?: ReactNode;
}

/** An on/off toggle that applies at once (use Checkbox for a choice confirmed by a form). */
export function Switch({ children, description, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={styles.root}>
      <SwitchButton className={styles.button}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.knob} />
        </span>
        {children != null ? <span>{children}</span> : null}
      </SwitchButton>
      <div className={styles.help}>
        <FieldHelp description={description} />
      </div>
    </SwitchField>
  );
}
