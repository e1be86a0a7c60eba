import { vars } from '@lingxi/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// The market's feed and detail (/market, /draw/square).

export const market = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, justifyContent: 'space-between' });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const search = style({ flex: '1 1 220px', maxWidth: 360 });

// The masonry scrolls itself: most of a screen under the toolbar.
export const feed = style({ display: 'flex', flexDirection: 'column', height: 'calc(100dvh - 260px)', minHeight: 360 });

export const galleryBox = style({ flex: 1, minHeight: 0 });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const open = style({
  display: 'block',
  position: 'relative',
  width: '100%',
  padding: 0,
  border: 0,
  background: vars.color.surfaceSunken,
  backgroundSize: 'cover',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 } },
});

export const picture = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const sample = style({ position: 'absolute', insetBlockStart: vars.space.xs, insetInlineStart: vars.space.xs });

export const caption = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: `0 ${vars.space.sm} ${vars.space.sm}` });

export const cardPrompt = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const meta = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.xs, minWidth: 0 });

export const author = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flex: 1, minWidth: 0 });

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const count = style({ display: 'inline-flex', alignItems: 'center', gap: 2, whiteSpace: 'nowrap' });

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

export const skeletons = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: vars.space.md });

// The detail (dialog 12): the picture beside what it says; stacked on phones.

export const detail = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { 'screen and (max-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const stage = style({
  display: 'block',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
  cursor: 'zoom-in',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const stagePicture = style({ display: 'block', width: '100%', height: 'auto', maxHeight: '70vh', objectFit: 'contain' });

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const byline = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const authorName = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text, overflowWrap: 'anywhere' });

export const counts = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  marginInlineStart: 'auto',
});

export const likeLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, whiteSpace: 'nowrap' });

export const block = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const blockHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const blockTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const promptText = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  maxHeight: 160,
  overflow: 'auto',
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});

export const params = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${params} dt`, { color: vars.color.textMuted });
globalStyle(`${params} dd`, { margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'space-between', width: '100%' });

export const stepper = style({ display: 'flex', gap: vars.space.sm });
