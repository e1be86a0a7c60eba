import { focusRing, vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, selectors: { '&:empty': { display: 'none' } } });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const header = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.md });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const more = style({
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
});
