import { focusRing, vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '48px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceHover }, '&:focus-visible': focusRing },
});

export const icon = style({ width: '18px', height: '18px', color: vars.color.accentText });

export const title = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const time = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, whiteSpace: 'nowrap' });
