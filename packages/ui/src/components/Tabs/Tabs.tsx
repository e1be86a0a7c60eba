import type { ReactNode } from 'react';
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

export const tabsVariants = ['line', 'pill'] as const;
export type TabsVariant = (typeof tabsVariants)[number];

export interface TabsProps extends Omit<RACTabsProps, 'className' | 'style' | 'orientation' | 'children'> {
  /** "line" underlines the selected tab; "pill" fills it inside a track. */
  variant?: TabsVariant;
  children: ReactNode;
}

/** Horizontal tabs: arrow keys move between tabs, the selected tab shows its panel. */
export function Tabs({ variant = 'line', ...props }: TabsProps) {
  return <RACTabs {...props} className={styles.tabs} data-variant={variant} />;
}

export interface TabListProps<T extends object> extends Omit<RACTabListProps<T>, 'className' | 'style'> {
  /** Names the tab list for screen readers, e.g. "套餐类型". */
  'aria-label': string;
}

export function TabList<T extends object>(props: TabListProps<T>) {
  return <RACTabList {...props} className={styles.tabList} />;
}

export interface TabProps extends Omit<RACTabProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
}

export function Tab({ children, ...props }: TabProps) {
  return (
    <RACTab {...props} className={styles.tab}>
      <span className={styles.tabLabel}>{children}</span>
    </RACTab>
  );
}

export type TabPanelProps = Omit<RACTabPanelProps, 'className' | 'style'>;

export function TabPanel(props: TabPanelProps) {
  return <RACTabPanel {...props} className={styles.tabPanel} />;
}
