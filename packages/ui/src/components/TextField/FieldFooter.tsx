import { useId, useState, type ReactNode } from 'react';
import { FieldHelp, type FieldTextProps } from '../shared';
import * as styles from './TextField.css';

interface CountedProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  maxLength?: number;
  'aria-describedby'?: string;
}

/**
 * The "12/30" counter of TextField and TextArea. It tracks the value itself when the
 * field is uncontrolled, and is linked by aria-describedby so it is read on focus
 * (not live, which would announce every keystroke).
 */
export function useCharacterCount(props: CountedProps, showCounter: boolean | undefined) {
  const counterId = useId();
  const [uncontrolled, setUncontrolled] = useState(props.defaultValue ?? '');
  const shown = Boolean(showCounter) && props.maxLength != null;
  // String length counts UTF-16 units, the same unit the native maxLength limits.
  const length = (props.value ?? uncontrolled).length;
  const onChange = (next: string) => {
    setUncontrolled(next);
    props.onChange?.(next);
  };
  const describedBy = [props['aria-describedby'], shown ? counterId : undefined].filter(Boolean).join(' ') || undefined;
  const counter = shown ? (
    <span id={counterId} className={styles.counter} data-over={length > (props.maxLength ?? 0) || undefined}>
      {`${length}/${props.maxLength}`}
    </span>
  ) : null;
  return { fieldProps: { onChange, 'aria-describedby': describedBy }, counter };
}

/** Description and error on the left, the counter (if any) on the right. */
export function FieldFooter({ description, errorMessage, counter }: Pick<FieldTextProps, 'description' | 'errorMessage'> & { counter: ReactNode }) {
  return (
    <div className={styles.footer}>
      <div className={styles.help}>
        <FieldHelp description={description} errorMessage={errorMessage} />
      </div>
      {counter}
    </div>
  );
}
