import { Button, Select, SelectItem } from '@lingxi/ui';
import type { Key } from 'react-aria-components';
import { type ComponentProps, type ReactNode, useId } from 'react';
import type { Translate } from '../../i18n';
import { messageText, type MessageRef } from '../../session/notify';
import * as css from '../admin.css';

/** One of a row's buttons: its text, its name for a screen reader (naming the row) and what it does. */
export interface RowAction {
  label: string;
  named: string;
  onPress: () => void;
}

/** A table row's 编辑 and 删除 (or any small buttons), side by side, disabled while the list is busy. */
export function RowActions({ actions, isDisabled }: { actions: RowAction[]; isDisabled: boolean }) {
  return (
    <span className={css.rowActions}>
      {actions.map((action) => (
        <Button key={action.label} variant="secondary" size="sm" isDisabled={isDisabled} aria-label={action.named} onPress={action.onPress}>
          {action.label}
        </Button>
      ))}
    </span>
  );
}

/** The server's refusal under a form, said at once. */
export function FormError<K extends string>({ t, error }: { t: Translate<K>; error: MessageRef<K> | null }) {
  return error ? (
    <p className={css.formError} role="alert">
      {messageText(t, error)}
    </p>
  ) : null;
}

type SelectProps = ComponentProps<typeof Select<{ id: Key; name: string }>>;

/** A choice among named things (a category, an app …) by their ids. */
export function NamedSelect({
  items,
  onChoose,
  ...props
}: Omit<SelectProps, 'items' | 'children' | 'onChange'> & { items: { id: Key; name: string }[]; onChoose: (id: Key) => void }) {
  return (
    <Select {...props} items={items} onChange={(key) => key !== null && onChoose(key)}>
      {(item) => (
        <SelectItem id={item.id} textValue={item.name}>
          {item.name}
        </SelectItem>
      )}
    </Select>
  );
}

/** A settings screen's section with its title and note, named and described by them. */
export function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const titleId = useId();
  const noteId = useId();
  return (
    <section className={css.section} aria-labelledby={titleId} aria-describedby={note ? noteId : undefined}>
      <div>
        <h2 id={titleId} className={css.sectionTitle}>
          {title}
        </h2>
        {note ? (
          <p id={noteId} className={css.muted}>
            {note}
          </p>
        ) : null}
      </div>
      {children}
    </section>
  );
}
