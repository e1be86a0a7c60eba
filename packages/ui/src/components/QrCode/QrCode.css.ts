import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  // A QR code must stay dark-on-light to scan, so it opts out of the theme:
  // with a light colour scheme the system colours Canvas (paper) and CanvasText (ink) give full contrast.
  colorScheme: 'light',
  background: 'Canvas',
  selectors: {
    '&[data-status="loading"], &[data-status="error"]': { background: vars.color.skeleton },
  },
});

export const svg = style({
  width: '100%',
  height: '100%',
  transition: `opacity ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
  selectors: { [`${root}[data-status="expired"] &`]: { opacity: 0.12 } },
});

export const modules = style({ fill: 'CanvasText' });

export const logo = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  width: '24%',
  height: '24%',
  transform: 'translate(-50%, -50%)',
  padding: '3%',
  borderRadius: vars.radius.sm,
  background: 'Canvas',
});

globalStyle(`${logo} img`, { width: '100%', height: '100%', objectFit: 'contain' });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.sm,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.elevation.medium,
  textAlign: 'center',
});

export const message = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  selectors: { '&[data-tone="danger"]': { color: vars.color.dangerText } },
});
