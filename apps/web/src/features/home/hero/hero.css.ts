import { breakpoints, vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

const phone = `screen and (max-width: ${breakpoints.md - 1}px)`;

export const hero = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  background: `linear-gradient(120deg, ${vars.color.accentSoft} 0%, ${vars.color.surface} 70%)`,
  '@media': { [phone]: { padding: vars.space.lg } },
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0, flex: '1 1 320px' });

export const titleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const siteName = style({ margin: 0, fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const pitch = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  flex: '0 1 auto',
  '@media': { [phone]: { flex: '1 1 100%' } },
});

export const actionsText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, color: vars.color.textMuted, maxWidth: '28em' });

export const greeting = style({ margin: 0, color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const points = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: 0, fontSize: vars.fontSize.sm });

export const pointsIcon = style({ width: '16px', height: '16px', color: vars.color.vipText });

export const pointsValue = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

// Inline beside the label (the button's label is a plain span; icons are blocks by default).
export const buttonIcon = style({ display: 'inline-block', width: '16px', height: '16px', verticalAlign: '-3px', marginInlineEnd: vars.space.xs });
