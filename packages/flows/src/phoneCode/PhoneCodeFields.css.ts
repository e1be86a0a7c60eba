import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@lingxi/ui';

/**
 * The captcha picture inside the field's box, 120 × 44 and itself the refresh button. The server draws it for the
 * theme on screen (grey strokes on transparent), so it sits on the field's own surface in light and dark alike.
 */
export const captcha = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '120px',
  height: '44px',
  // Bleeds over the box's end padding, so the picture is as large as the field allows.
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-hovered]': { background: vars.color.surfaceSunken },
  },
});

export const captchaImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' });

/** A small corner mark telling sighted users the picture can be changed. */
export const refreshIcon = style({
  position: 'absolute',
  insetInlineEnd: '2px',
  insetBlockEnd: '2px',
  width: '12px',
  height: '12px',
  selectors: { [`${captcha}:not(:has(img)) &`]: { position: 'static', width: '20px', height: '20px' } },
});
