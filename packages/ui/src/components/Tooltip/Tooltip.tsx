import type { ReactNode } from 'react';
import {
  Tooltip as RACTooltip,
  TooltipTrigger as RACTooltipTrigger,
  type TooltipProps as RACTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { FloatingArrow } from '../shared';
import * as styles from './Tooltip.css';

export const tooltipPlacements = ['top', 'bottom', 'start', 'end'] as const;
export type TooltipPlacement = (typeof tooltipPlacements)[number];

export type TooltipTriggerProps = TooltipTriggerComponentProps;

/**
 * Wraps a focusable trigger (Button, IconButton, Link) and its Tooltip. Hover opens after `delay`
 * (ms, default 1500), keyboard focus opens at once; leaving closes after `closeDelay` (default 500); Escape closes.
 */
export function TooltipTrigger(props: TooltipTriggerProps) {
  return <RACTooltipTrigger {...props} />;
}

export interface TooltipProps extends Omit<RACTooltipProps, 'className' | 'style' | 'children' | 'placement'> {
  /** Side of the trigger; start/end follow the reading direction. Flips when there is no room. */
  placement?: TooltipPlacement;
  children: ReactNode;
}

/** A short description of its trigger (role tooltip, linked by aria-describedby), with an arrow. */
export function Tooltip({ placement = 'top', children, ...props }: TooltipProps) {
  return (
    <RACTooltip offset={8} {...props} placement={placement} className={styles.tooltip}>
      <FloatingArrow size={10} />
      {children}
    </RACTooltip>
  );
}
