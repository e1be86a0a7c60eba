import { vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minHeight: '240px',
  textAlign: 'center',
});

export const error = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.dangerText });

export const empty = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textMuted });

export const sectionTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const advanced = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});

/** The 高级配置 toggle heading: a button with a chevron that turns when open. */
export const advancedHeading = style({ margin: 0, fontSize: vars.fontSize.md });

export const toggle = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const chevron = style({
  flexShrink: 0,
  width: '16px',
  height: '16px',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: { '[aria-expanded="true"] &': { transform: 'rotate(180deg)' } },
});

export const sliders = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const setting = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal, color: vars.color.textSubtle });

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, width: '100%' });
