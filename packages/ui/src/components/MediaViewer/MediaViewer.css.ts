import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared/styles.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: vars.color.background,
});

export const modal = style({ width: '100%', height: '100%', outline: 'none' });

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  outline: 'none',
  color: vars.color.text,
});

export const frame = style({ display: 'flex', flexDirection: 'column', width: '100%', height: '100%' });

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
});

export const counter = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });

export const tools = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const download = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.md,
  color: 'inherit',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing, '&:hover': { background: vars.color.surfaceHover } },
});

export const stage = style({
  flex: 1,
  minHeight: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.sm} ${vars.space.sm}`,
});

export const zoomWrapper = style({ flex: 1, width: '100%', height: '100%' });

export const zoomContent = style({ width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' });

export const image = style({ display: 'block', maxWidth: '100%', maxHeight: '100%', width: 'auto', height: 'auto', objectFit: 'contain', userSelect: 'none' });

export const info = style({
  maxHeight: '30%',
  overflowY: 'auto',
  padding: vars.space.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
