import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%', minWidth: 0 });

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const label = style({ minWidth: 0, overflowWrap: 'anywhere', color: vars.color.text, fontWeight: vars.fontWeight.medium });

// marginInlineStart auto keeps the value at the end also when there is no visible label.
export const value = style({ flexShrink: 0, marginInlineStart: 'auto', color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  selectors: {
    [`${root}[data-size="sm"] &`]: { height: '4px' },
    [`${root}[data-size="md"] &`]: { height: '8px' },
    [`${root}[data-size="lg"] &`]: { height: '12px' },
  },
});

export const fill = style({
  height: '100%',
  borderRadius: 'inherit',
  background: vars.color.accent,
  transition: `width ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
  selectors: {
    [`${root}[data-tone="success"] &`]: { background: vars.color.success },
    [`${root}[data-tone="warning"] &`]: { background: vars.color.warning },
    [`${root}[data-tone="danger"] &`]: { background: vars.color.danger },
    // Indeterminate: RAC omits aria-valuenow.
    [`${root}:not([aria-valuenow]) &`]: { width: '40%', animation: `${slide} 1.4s ${vars.motion.easingStandard} infinite` },
  },
  '@media': {
    // No sliding under reduced motion: a dimmed full bar still reads as "busy".
    '(prefers-reduced-motion: reduce)': {
      selectors: { [`${root}:not([aria-valuenow]) &`]: { width: '100%', animation: 'none', opacity: 0.5 } },
    },
  },
});
