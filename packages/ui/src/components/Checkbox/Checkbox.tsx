import { Check, Minus } from 'lucide-react';
import type { ReactNode, SyntheticEvent } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import { FieldHelp, type FieldTextProps } from '../shared';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'className' | 'style' | 'children'>, Omit<FieldTextProps, 'label'> {
  /** The label. It may contain links (plain `<a>` or RAC `Link`), e.g. 我已阅读并同意《用户协议》. */
  children?: ReactNode;
}

/**
 * RAC's label toggles the box on any press inside it and cancels the click, so a link in the
 * label would tick "I agree" instead of opening the agreement. Presses on a link or button inside
 * the label stay with it (the browser itself never forwards those clicks to the checkbox).
 */
function keepInsideInteractive(event: SyntheticEvent) {
  const target = event.target instanceof Element ? event.target.closest('a[href], button, [role="link"], [role="button"]') : null;
  if (target && event.currentTarget.contains(target)) event.stopPropagation();
}

export function Checkbox({ children, description, errorMessage, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={styles.root}>
      <CheckboxButton className={styles.button}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? <Minus size={12} strokeWidth={3} /> : isSelected ? <Check size={12} strokeWidth={3} /> : null}
            </span>
            {children != null ? (
              // eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events -- keyboard needs no guard: keys on a link never reach the checkbox
              <span className={styles.label} onPointerDown={keepInsideInteractive} onClick={keepInsideInteractive}>
                {children}
              </span>
            ) : null}
          </>
        )}
      </CheckboxButton>
      <div className={styles.help}>
        <FieldHelp description={description} errorMessage={errorMessage} />
      </div>
    </CheckboxField>
  );
}
