import { vars } from '../../theme/contract.css';

/**
 * Top margin that centres a control of `size` on the first line of a choiceLabel's text.
 * A plain module, not .css.ts: vanilla-extract files may not export functions.
 */
export const alignToFirstLine = (size: string) => `calc((${vars.fontSize.md} * ${vars.lineHeight.normal} - ${size}) / 2)`;
