import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** Decorative icon or illustration (hidden from screen readers; the title carries the meaning). */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** A call to action, e.g. a Button "开始新对话". */
  action?: ReactNode;
  /** 1 when the empty state is the whole page (a coming-soon or error screen). */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
}

/** The placeholder for an empty list or page: icon, title, description and an optional action. */
export function EmptyState({ icon, title, description, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      {icon ? (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
