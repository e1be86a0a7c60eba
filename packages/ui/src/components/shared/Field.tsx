import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { fieldDescription, fieldError, fieldLabel } from './styles.css';

/** The props every labelled form field shares. */
export interface FieldTextProps {
  label?: ReactNode;
  description?: ReactNode;
  /** Shown when the field is invalid; a string or the RAC validation-result function. */
  errorMessage?: ReactNode;
}

export function FieldLabel({ children }: { children: ReactNode }) {
  return <Label className={fieldLabel}>{children}</Label>;
}

export function FieldHelp({ description, errorMessage }: Pick<FieldTextProps, 'description' | 'errorMessage'>) {
  return (
    <>
      {description ? (
        <Text slot="description" className={fieldDescription}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldError}>{errorMessage}</FieldError>
    </>
  );
}
