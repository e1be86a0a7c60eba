import { vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

export const scroller = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.md} 0`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 } },
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' });

export const message = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start', padding: `0 ${vars.space.md}` });

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 36,
  height: 36,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, flex: 1 });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const author = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, color: vars.color.text });

/** A picture in a channel is about as wide as on a phone. */
export const card = style({ maxWidth: 420 });

export const older = style({ display: 'flex', justifyContent: 'center', paddingBottom: vars.space.md });
