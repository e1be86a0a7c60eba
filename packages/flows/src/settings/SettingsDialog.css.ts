import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@lingxi/ui';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, paddingTop: vars.space.sm });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  selectors: { '& + &': { paddingTop: vars.space.xl, borderTop: `1px solid ${vars.color.border}` } },
});

export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const avatarRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap' });

export const avatarDrop = style({ flex: '1 1 240px', minWidth: 0 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const itemHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const itemText = style({ flex: '1 1 12em', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const itemLabel = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const itemValue = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const itemBody = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

/** Drawn by the server for the theme on screen (grey strokes on transparent), so it sits on the button's surface. */
export const captchaImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' });

/** The captcha is its own refresh button: 120 × 44, large enough to read. */
export const captchaButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '120px',
  height: '44px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  overflow: 'hidden',
  selectors: { '&:focus-visible': focusRing },
});

export const alert = style({ fontSize: vars.fontSize.sm, color: vars.color.dangerText });

export const success = style({ fontSize: vars.fontSize.sm, color: vars.color.successText });

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const warning = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});
