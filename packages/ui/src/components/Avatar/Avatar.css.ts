import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const avatar = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1,
  userSelect: 'none',
  selectors: {
    '&[data-size="xs"]': { width: '24px', height: '24px', fontSize: vars.fontSize.xs },
    '&[data-size="sm"]': { width: '32px', height: '32px', fontSize: vars.fontSize.sm },
    '&[data-size="md"]': { width: '40px', height: '40px', fontSize: vars.fontSize.lg },
    '&[data-size="lg"]': { width: '56px', height: '56px', fontSize: vars.fontSize.xxl },
    '&[data-size="xl"]': { width: '72px', height: '72px', fontSize: vars.fontSize.display },
  },
});

export const initial = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', width: '100%', height: '100%' });

export const icon = style({ width: '60%', height: '60%' });

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
