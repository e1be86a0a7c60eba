import { vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

/** From this width the documents sit beside the conversation; narrower, 文档 opens them as a sheet. */
export const docsBeside = '(min-width: 1280px)';

export const docsColumn = style({
  flex: '0 0 360px',
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  overflow: 'auto',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const docsSheet = style({ display: 'flex', flexDirection: 'column', minHeight: '60dvh' });
