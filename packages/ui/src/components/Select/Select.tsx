import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  type ListBoxItemProps,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../shared';
import * as styles from './Select.css';

export const selectSizes = ['md', 'sm'] as const;
export type SelectSize = (typeof selectSizes)[number];

export interface SelectProps<T extends object> extends Omit<RACSelectProps<T>, 'className' | 'style' | 'children'>, FieldTextProps {
  /** md fills its container like a form field; sm is a compact inline picker (page size). */
  size?: SelectSize;
  /** Options as data; children is then a function that renders one SelectItem. */
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
}

/** A single-choice dropdown: a trigger button and a ListBox in a Popover. */
export function Select<T extends object>({ label, description, errorMessage, items, children, size = 'md', ...props }: SelectProps<T>) {
  return (
    <RACSelect {...props} className={styles.root} data-size={size}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDown size={size === 'sm' ? 14 : 16} aria-hidden className={styles.chevron} />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover} offset={4} data-size={size}>
        <ListBox items={items} className={styles.listBox}>
          {children}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

export interface SelectItemProps extends Omit<ListBoxItemProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
}

/** One option. Give textValue when children is not plain text (it drives type-ahead). */
export function SelectItem({ children, textValue, ...props }: SelectItemProps) {
  return (
    <ListBoxItem {...props} textValue={textValue ?? (typeof children === 'string' ? children : undefined)} className={styles.item}>
      {({ isSelected }) => (
        <>
          <span className={styles.itemLabel}>{children}</span>
          {isSelected ? <Check size={16} aria-hidden /> : null}
        </>
      )}
    </ListBoxItem>
  );
}
