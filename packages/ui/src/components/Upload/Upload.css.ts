import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared/styles.css';

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '160px',
  padding: vars.space.xl,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  transition: `background ${vars.motion.durationFast} ${vars.motion.easingStandard}, border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.accent },
    '&[data-drop-target], &[data-force-drop-target]': {
      borderStyle: 'solid',
      borderColor: vars.color.accent,
      background: vars.color.accentSoft,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { background: vars.color.surfaceSunken, borderColor: vars.color.border },
  },
});

export const dropIcon = style({
  color: vars.color.textSubtle,
  selectors: { [`${dropZone}[data-drop-target] &, ${dropZone}[data-force-drop-target] &`]: { color: vars.color.accentText } },
});

export const dropLabel = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const dropDescription = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&[data-status="error"]': { borderColor: vars.color.danger } },
});

export const thumb = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '48px',
  height: '48px',
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.textSubtle,
});

globalStyle(`${thumb} img`, { width: '100%', height: '100%', objectFit: 'cover' });

export const itemBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1, minWidth: 0 });

export const itemHeader = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, minWidth: 0 });

export const fileName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const fileSize = style({ flexShrink: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const statusText = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-tone="success"]': { color: vars.color.successText },
    '&[data-tone="danger"]': { color: vars.color.dangerText },
  },
});

// Icons keep their size beside wrapping text and line up with its first line.
globalStyle(`${statusText} svg`, { flexShrink: 0, marginTop: vars.space.xxs });
