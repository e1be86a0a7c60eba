import { vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

/** Stories only: the conversation pane as /knowledge/agent gives it the viewport's height. */
export const frame = style({ height: '100vh', background: vars.color.background });
export const toolbar = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
