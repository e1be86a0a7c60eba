import { vars } from '@lingxi/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** SPEC §2.3.2: the operator's HTML scrolls within 500 px. */
export const body = style({ maxHeight: '500px', overflowY: 'auto', lineHeight: vars.lineHeight.loose, overflowWrap: 'anywhere' });

globalStyle(`${body} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${body} a`, { color: vars.color.accentText });
