import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '0 0' },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });

export const shape = style({
  display: 'block',
  maxWidth: '100%',
  background: `linear-gradient(90deg, ${vars.color.skeleton} 30%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 70%)`,
  backgroundSize: '300% 100%',
  animation: `${shimmer} 1.6s ease-in-out infinite`,
  selectors: {
    // One text line is about as tall as the glyphs of body text.
    '&[data-variant="text"]': { width: '100%', height: '0.9em', borderRadius: vars.radius.sm },
    '&[data-variant="text"]:last-child:not(:first-child)': { width: '60%' },
    '&[data-variant="circle"]': { borderRadius: vars.radius.full, flexShrink: 0 },
    '&[data-variant="rect"]': { width: '100%', borderRadius: vars.radius.md },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', background: vars.color.skeleton } },
});
