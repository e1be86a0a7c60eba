import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '100%',
  color: 'currentColor',
});

export const icon = style({
  flexShrink: 0,
  selectors: {
    [`${spinner}[data-size="sm"] &`]: { width: '14px', height: '14px' },
    [`${spinner}[data-size="md"] &`]: { width: '20px', height: '20px' },
    [`${spinner}[data-size="lg"] &`]: { width: '32px', height: '32px' },
  },
});

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, minWidth: 0 });

export const svg = style({
  width: '100%',
  height: '100%',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const track = style({ opacity: 0.25 });
export const arc = style({ stroke: vars.color.accent, selectors: { [`${spinner}[data-tone="current"] &`]: { stroke: 'currentColor' } } });
