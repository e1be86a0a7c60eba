import { focusRing, vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

export const frame = style({ position: 'relative', display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 });

/** The scrolling log; its rows are placed absolutely by the virtualizer. */
export const scroller = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overflowAnchor: 'none',
  overscrollBehavior: 'contain',
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: '-2px' } },
});

export const canvas = style({ position: 'relative', width: '100%' });

export const item = style({ position: 'absolute', top: 0, left: 0, width: '100%' });

export const olderBar = style({ position: 'absolute', top: 0, left: 0, width: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' });

/** 回到底部: floats above the composer while the user reads older messages. */
export const jump = style({
  position: 'absolute',
  bottom: vars.space.md,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 1,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.medium,
});
export const jumpLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const jumpIcon = style({ width: '14px', height: '14px', flexShrink: 0 });
