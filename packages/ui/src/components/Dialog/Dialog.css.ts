import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared/styles.css';

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl} ${vars.space.sm}`,
});

export const headings = style({ flex: 1, minWidth: 0 });

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  // Centres a one-line title against the 28 px close button.
  paddingBlock: '3px',
});

export const description = style({
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  // In an alert dialog (ConfirmDialog) the description is the message itself.
  selectors: { '[role="alertdialog"] &': { marginTop: vars.space.sm, fontSize: vars.fontSize.md, color: vars.color.text } },
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${vars.space.sm} ${vars.space.xl} ${vars.space.lg}`,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: '-2px' } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.lg}`,
  selectors: { [`${body} + &`]: { borderTop: `1px solid ${vars.color.border}` } },
});
