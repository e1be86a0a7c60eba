import { X } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { Dialog as RACDialog, Heading, type DialogProps as RACDialogProps } from 'react-aria-components';
import { IconButton } from '../IconButton';
import * as styles from './Dialog.css';
import { useIsOverflowing } from './useIsOverflowing';

export interface DialogProps extends Omit<RACDialogProps, 'className' | 'style' | 'children' | 'aria-label' | 'aria-labelledby'> {
  /** The heading; it is also the dialog's accessible name. */
  title: ReactNode;
  /** A short line under the title, announced as the dialog's description. */
  description?: ReactNode;
  /** Accessible name of the × button, e.g. "关闭". Without it no × button is shown. */
  closeLabel?: string;
  /** Actions under the body. A Button with `slot="close"` closes the dialog. */
  footer?: ReactNode;
  /** The body: scrolls when taller than the modal allows. */
  children?: ReactNode;
}

/** The content of a Modal (or Popover): title, optional description, scrolling body and footer actions. */
export function Dialog({ title, description, closeLabel, footer, children, ...props }: DialogProps) {
  const descriptionId = useId();
  return (
    <RACDialog {...props} aria-describedby={description ? descriptionId : undefined} className={styles.dialog}>
      <div className={styles.header}>
        <div className={styles.headings}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          {description ? (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          ) : null}
        </div>
        {closeLabel ? <IconButton slot="close" icon={X} label={closeLabel} size="sm" /> : null}
      </div>
      {children ? <DialogBody>{children}</DialogBody> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </RACDialog>
  );
}

function DialogBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const isOverflowing = useIsOverflowing(ref);
  return (
    // A body that scrolls must be a tab stop so keyboard users can scroll it (axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={ref} className={styles.body} tabIndex={isOverflowing ? 0 : undefined}>
      <div>{children}</div>
    </div>
  );
}
