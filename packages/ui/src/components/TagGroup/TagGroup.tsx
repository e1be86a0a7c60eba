import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  Tag as RACTag,
  TagGroup as RACTagGroup,
  TagList,
  Text,
  type TagGroupProps as RACTagGroupProps,
  type TagListProps,
  type TagProps as RACTagProps,
} from 'react-aria-components';
import { FieldLabel } from '../shared';
import { fieldDescription } from '../shared/styles.css';
import * as styles from './TagGroup.css';

export interface TagGroupProps<T extends object>
  extends Omit<RACTagGroupProps, 'className' | 'style' | 'children'>,
    Pick<TagListProps<T>, 'items' | 'children' | 'renderEmptyState'> {
  /** Visible label; without one, pass aria-label (e.g. "分类"). */
  label?: ReactNode;
  description?: ReactNode;
}

/**
 * A row of chips (the app centre's category filter). Single selection that cannot be
 * emptied by default; pass onRemove to make tags removable (Delete/Backspace or the × button).
 */
export function TagGroup<T extends object>({
  label,
  description,
  items,
  children,
  renderEmptyState,
  selectionMode = 'single',
  disallowEmptySelection = selectionMode === 'single',
  ...props
}: TagGroupProps<T>) {
  return (
    <RACTagGroup {...props} selectionMode={selectionMode} disallowEmptySelection={disallowEmptySelection} className={styles.group}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <TagList items={items} renderEmptyState={renderEmptyState} className={styles.list}>
        {children}
      </TagList>
      {description ? (
        <Text slot="description" className={fieldDescription}>
          {description}
        </Text>
      ) : null}
    </RACTagGroup>
  );
}

export interface TagProps extends Omit<RACTagProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
}

export function Tag({ children, textValue, ...props }: TagProps) {
  return (
    <RACTag {...props} textValue={textValue ?? (typeof children === 'string' ? children : undefined)} className={styles.tag}>
      {({ allowsRemoving }) => (
        <>
          <span className={styles.label}>{children}</span>
          {/* RAC names this button (localised "Remove") and wires it to onRemove. */}
          {allowsRemoving ? (
            <Button slot="remove" className={styles.remove}>
              <X aria-hidden="true" size={14} />
            </Button>
          ) : null}
        </>
      )}
    </RACTag>
  );
}
