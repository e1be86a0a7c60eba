import type { ReactNode } from 'react';
import { Group, Input, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { FieldLabel, type FieldTextProps } from '../shared';
import { FieldFooter, useCharacterCount } from './FieldFooter';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'className' | 'style' | 'children'>, FieldTextProps {
  placeholder?: string;
  /** With maxLength, shows the count as "12/30" under the field. */
  showCounter?: boolean;
  /** Shown inside the box before the input, e.g. "+86" or a decorative icon. */
  startAdornment?: ReactNode;
  /** Shown inside the box after the input, e.g. a unit or a small button. */
  endAdornment?: ReactNode;
}

export function TextField({ label, description, errorMessage, placeholder, showCounter, startAdornment, endAdornment, ...props }: TextFieldProps) {
  const { fieldProps, counter } = useCharacterCount(props, showCounter);
  return (
    <RACTextField {...props} {...fieldProps} className={styles.root}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <Group className={styles.box}>
        {startAdornment ? <span className={styles.adornment}>{startAdornment}</span> : null}
        <Input placeholder={placeholder} className={styles.control} />
        {endAdornment ? <span className={styles.adornment}>{endAdornment}</span> : null}
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} counter={counter} />
    </RACTextField>
  );
}
