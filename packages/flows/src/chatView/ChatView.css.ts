import { breakpoints, vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

const phone = `screen and (max-width: ${breakpoints.sm}px)`;

/** Fills its parent (the page gives it the height): toolbar, notice, messages, composer. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  background: vars.color.background,
  color: vars.color.text,
});

export const toolbar = style({ flexShrink: 0 });
export const notice = style({
  flexShrink: 0,
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.sm} ${vars.space.lg} 0`,
  '@media': { [phone]: { padding: `${vars.space.sm} ${vars.space.sm} 0` } },
});

export const body = style({ position: 'relative', display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 });

/** Empty, loading failed: centred in the message area. */
export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  flex: 1,
  minHeight: 0,
  padding: vars.space.lg,
  overflowY: 'auto',
  textAlign: 'center',
});

export const emptyIcon = style({ width: '40px', height: '40px', color: vars.color.accentText });

export const loadFailed = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.dangerText });

export const skeletons = style({
  flex: 1,
  minHeight: 0,
  overflow: 'hidden',
  width: '100%',
  maxWidth: '860px',
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': { [phone]: { padding: vars.space.sm } },
});
export const skeletonPair = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, marginBottom: vars.space.xl });
export const skeletonQuestion = style({ alignSelf: 'flex-end', width: '45%', minWidth: '160px' });
export const skeletonAnswer = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });
export const skeletonAnswerText = style({ flex: 1, minWidth: 0, paddingTop: vars.space.xs });
