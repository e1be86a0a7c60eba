import { vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

// The prompt library (/chat/prompt): chips and search above a grid of prompt cards.

export const library = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0, padding: vars.space.lg });
export const heading = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
export const intro = style({ margin: 0, color: vars.color.textMuted });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, justifyContent: 'space-between' });
export const search = style({ flex: '1 1 220px', maxWidth: 360 });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.md,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const desc = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const prompt = style({
  margin: 0,
  flex: 1,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});
export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' });
export const status = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const failed = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.sm, margin: 0 });
export const skeletons = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: vars.space.md });
