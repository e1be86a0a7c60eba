import { vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

export const library = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const prompt = style({
  flex: 1,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const buttons = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' });

export const failed = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, margin: 0, color: vars.color.dangerText });
