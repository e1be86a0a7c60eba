import type { ReactNode } from 'react';
import { Dialog, DialogTrigger, Heading, Popover as RACPopover, type PopoverProps as RACPopoverProps } from 'react-aria-components';
import { FloatingArrow } from '../shared';
import * as styles from './Popover.css';

/** RAC's DialogTrigger: its first child (a button) opens the Popover that follows it. */
export const PopoverTrigger = DialogTrigger;

export const popoverPlacements = ['bottom', 'top', 'start', 'end'] as const;
export type PopoverPlacement = (typeof popoverPlacements)[number];

export interface PopoverProps extends Omit<RACPopoverProps, 'className' | 'style' | 'children' | 'placement' | 'aria-label'> {
  /** Side of the trigger; start/end follow the reading direction. Flips when there is no room. */
  placement?: PopoverPlacement;
  /** A heading that names the popover's dialog. */
  title?: ReactNode;
  /** Names the dialog when there is no title; without either the trigger's label names it. */
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A dialog anchored to its trigger, with an arrow. While it is open RAC makes the rest of the
 * page inert and keeps focus inside; Escape or a click outside closes it and focus returns.
 */
export function Popover({ placement = 'bottom', title, 'aria-label': ariaLabel, children, ...props }: PopoverProps) {
  return (
    <RACPopover offset={10} {...props} placement={placement} className={styles.popover}>
      <FloatingArrow size={12} />
      <Dialog aria-label={ariaLabel} className={styles.dialog}>
        {title ? (
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
        ) : null}
        {children}
      </Dialog>
    </RACPopover>
  );
}
