import { Group, TextArea as RACTextArea, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { FieldLabel, type FieldTextProps } from '../shared';
import { FieldFooter, useCharacterCount } from '../TextField/FieldFooter';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<RACTextFieldProps, 'className' | 'style' | 'children'>, FieldTextProps {
  placeholder?: string;
  /** Visible lines before the user resizes it. */
  rows?: number;
  /** With maxLength, shows the count as "12/2000" under the field. */
  showCounter?: boolean;
}

/** A multi-line TextField: same label, help, validation and counter. */
export function TextArea({ label, description, errorMessage, placeholder, rows = 3, showCounter, ...props }: TextAreaProps) {
  const { fieldProps, counter } = useCharacterCount(props, showCounter);
  return (
    <RACTextField {...props} {...fieldProps} className={fieldStyles.root}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <Group className={fieldStyles.box}>
        <RACTextArea placeholder={placeholder} rows={rows} className={`${fieldStyles.control} ${styles.textArea}`} />
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} counter={counter} />
    </RACTextField>
  );
}
