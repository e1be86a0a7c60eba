import type { ReactNode } from 'react';
import { RadioButton, RadioField, RadioGroup as RACRadioGroup, type RadioFieldProps, type RadioGroupProps as RACRadioGroupProps } from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../shared';
import * as styles from './RadioGroup.css';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'className' | 'style' | 'children'>, FieldTextProps {
  orientation?: RadioGroupOrientation;
  /** The Radio options. */
  children: ReactNode;
}

export function RadioGroup({ label, description, errorMessage, children, ...props }: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} className={styles.group}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <div className={styles.items}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACRadioGroup>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
}

export function Radio({ children, ...props }: RadioProps) {
  return (
    <RadioField {...props} className={styles.field}>
      <RadioButton className={styles.radio}>
        <span className={styles.circle} aria-hidden="true" />
        <span>{children}</span>
      </RadioButton>
    </RadioField>
  );
}
