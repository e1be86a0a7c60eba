import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Header,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  MenuTrigger as RACMenuTrigger,
  Popover,
  Separator,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuSectionProps as RACMenuSectionProps,
  type MenuTriggerProps,
} from 'react-aria-components';
import * as styles from './Menu.css';

export type { MenuTriggerProps };

/** Wraps a trigger button and its Menu: Enter, Space or ArrowDown opens it, focus returns on close. */
export function MenuTrigger(props: MenuTriggerProps) {
  return <RACMenuTrigger {...props} />;
}

export const menuPlacements = ['bottom start', 'bottom end', 'top start', 'top end'] as const;
export type MenuPlacement = (typeof menuPlacements)[number];

export interface MenuProps<T> extends Omit<RACMenuProps<T>, 'className' | 'style'> {
  /** Where the menu opens relative to its trigger; flips when there is no room. */
  placement?: MenuPlacement;
}

/** A list of actions in a popover; arrow keys move, Enter runs `onAction`, typing jumps to an item. */
export function Menu<T extends object>({ placement = 'bottom start', ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement} offset={4} className={styles.popover}>
      <RACMenu {...props} className={styles.menu} />
    </Popover>
  );
}

export const menuItemTones = ['neutral', 'danger'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];

export interface MenuItemProps<T> extends Omit<RACMenuItemProps<T>, 'className' | 'style' | 'children'> {
  /** A lucide-react icon drawn before the label, decoratively. */
  icon?: LucideIcon;
  /** A second line under the label; it is read as part of the item's name. */
  description?: ReactNode;
  /** danger: destructive actions (退出登录, 删除对话). */
  tone?: MenuItemTone;
  /** The label; pass `textValue` when it is not plain text (type-ahead uses it). */
  children: ReactNode;
}

export function MenuItem<T extends object>({ icon: Icon, description, tone = 'neutral', children, textValue, ...props }: MenuItemProps<T>) {
  return (
    <RACMenuItem {...props} textValue={textValue ?? (typeof children === 'string' ? children : undefined)} className={styles.item} data-tone={tone}>
      {Icon ? <Icon aria-hidden="true" focusable="false" className={styles.icon} /> : null}
      {/* No label/description slots: axe wants all visible text in the name (label-content-name-mismatch). */}
      <span className={styles.text}>
        <span>{children}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </span>
    </RACMenuItem>
  );
}

export interface MenuSectionProps<T> extends Omit<RACMenuSectionProps<T>, 'className' | 'style' | 'children' | 'items'> {
  /** A visible heading that names the group; without it give the section an aria-label. */
  title?: ReactNode;
  children: ReactNode;
}

export function MenuSection<T extends object>({ title, children, ...props }: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props}>
      {title ? <Header className={styles.sectionHeader}>{title}</Header> : null}
      {children}
    </RACMenuSection>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
