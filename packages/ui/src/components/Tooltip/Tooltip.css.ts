import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { floatingFade, floatingSurface } from '../shared/styles.css';

export const tooltip = style({
  ...floatingSurface,
  zIndex: vars.zIndex.tooltip,
  maxWidth: '240px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  selectors: floatingFade,
});
