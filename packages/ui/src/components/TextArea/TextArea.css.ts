import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The textarea sits in TextField's box; only its own sizing differs. */
export const textArea = style({
  alignSelf: 'stretch',
  resize: 'vertical',
  minHeight: '60px',
  lineHeight: vars.lineHeight.normal,
});
