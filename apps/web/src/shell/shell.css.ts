import { vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

/** SPEC §2.3: the notice body scrolls within 500 px. */
export const noticeBody = style({ maxHeight: '500px', overflowY: 'auto', lineHeight: vars.lineHeight.loose, overflowWrap: 'anywhere' });
