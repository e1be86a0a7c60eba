import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { popoverSurface } from '../shared/styles.css';

export const popover = style([popoverSurface, { maxWidth: `min(320px, calc(100vw - 2 * ${vars.space.lg}))` }]);

export const dialog = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  outline: 'none',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
});

export const title = style({
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
