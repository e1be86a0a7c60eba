import { vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

// The app centre (dialog 8, /app-store) and the create-app dialog (dialog 7).

export const centre = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, justifyContent: 'space-between' });

export const buttonLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, whiteSpace: 'nowrap' });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingBlockStart: vars.space.md, minWidth: 0 });

export const search = style({ maxWidth: 360 });

// Cards as many as fit, at least 240 px wide (one column on phones).
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const gridItem = style({ display: 'flex', minWidth: 0 });

// Past 200 cards the list mounts only what is on screen, scrolling itself.
export const virtualBox = style({ height: 'min(70dvh, 720px)', minHeight: 360 });

export const sentinel = style({ height: 1 });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const cardHead = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, minWidth: 0 });

export const logo = style({
  flex: 'none',
  width: 48,
  height: 48,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export const logoFallback = style([
  logo,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.accentText,
    background: vars.color.accentSoft,
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.xl,
  },
]);

export const titleBox = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1, minWidth: 0 });

// A long Chinese name ends in an ellipsis on one line; the whole name stays its heading's text.
export const name = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const metaPart = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });

export const metaCategory = style({ flex: 'none' });

export const des = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  minHeight: `calc(2 * ${vars.lineHeight.normal} * ${vars.fontSize.sm})`,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const reason = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const foot = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, marginBlockStart: 'auto', flexWrap: 'wrap' });

export const uses = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});

export const actions = style({ display: 'flex', gap: vars.space.xs, marginInlineStart: 'auto', flexWrap: 'wrap', justifyContent: 'flex-end' });

export const star = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textSubtle,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { color: vars.color.warningText },
    '&[data-disabled]': { cursor: 'default' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const failed = style([status, { color: vars.color.dangerText }]);

export const skeletons = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))', gap: vars.space.md });

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});

// Dialog 7.

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const logoField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const logoLabel = style({ color: vars.color.text, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const logoRow = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.md, minWidth: 0 });

export const logoPreview = style({
  flex: 'none',
  width: 88,
  height: 88,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  objectFit: 'cover',
});

export const logoDrop = style({ flex: 1, minWidth: 0 });

export const logoProgress = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const logoProgressBar = style({ flex: 1, minWidth: 0 });

export const fieldMessage = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.fontSize.xs });

export const alert = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
});

export const formActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const footer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });
