import { breakpoints, focusRing, vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';

const phone = `screen and (max-width: ${breakpoints.md - 1}px)`;
const reducedMotion = '(prefers-reduced-motion: reduce)';
/** The controls over the slides: a dark glass that reads on any picture, in either theme. */
const glass = 'rgba(15, 17, 21, 0.55)';
const glassHover = 'rgba(15, 17, 21, 0.75)';
const onGlass = '#ffffff';

/** Fills the box CarouselSlot holds (its shape and rounded corners). */
export const carousel = style({ position: 'absolute', inset: 0, background: vars.color.surfaceSunken });

export const viewport = style({ position: 'absolute', inset: 0, overflow: 'hidden', touchAction: 'pan-y' });

export const track = style({
  display: 'flex',
  height: '100%',
  transition: `transform 450ms ${vars.motion.easingStandard}`,
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const slide = style({ position: 'relative', flex: '0 0 100%', height: '100%', minWidth: 0 });

/** The slide's one control (a link to a route, a button for an app), covering the slide. */
export const slideControl = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: '-4px', borderRadius: vars.radius.xl },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const slideStatic = style([slideControl, { cursor: 'default' }]);

export const image = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });

/** The arrows' and dots' sizes, and the room a slide's text keeps clear of them. */
const arrowSize = '40px';
const phoneArrowSize = '28px';
const dotTarget = '24px';
/** Beside the arrows: their inset, the button, the same gap again (64 px). */
const arrowGutter = `calc(${vars.space.md} * 2 + ${arrowSize})`;
/** Above the dots: their inset, a dot's target, a gap (44 px). */
const dotsGutter = `calc(${vars.space.sm} + ${dotTarget} + ${vars.space.md})`;
/** Phones: above the arrows in the bottom corners (36 px). */
const phoneDotsGutter = `calc(${vars.space.xs} * 2 + ${phoneArrowSize})`;

/** The title over a picture: white on a dark scrim rising from the bottom, above the dots. */
export const caption = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  padding: `${vars.space.xxxl} ${arrowGutter} ${dotsGutter}`,
  background: 'linear-gradient(to top, rgba(0, 0, 0, 0.72) 0%, rgba(0, 0, 0, 0.45) 55%, rgba(0, 0, 0, 0) 100%)',
  color: onGlass,
  '@media': { [phone]: { padding: `${vars.space.xl} ${vars.space.lg} ${phoneDotsGutter}` } },
});

const clamp = (lines: number) => ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }) as const;

export const captionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textShadow: '0 1px 2px rgba(0, 0, 0, 0.4)',
  ...clamp(2),
  '@media': { [phone]: { fontSize: vars.fontSize.lg } },
});

/** A slide without a picture (an app's, or a route's the operator gave none): its card on the hero's tint. */
export const panel = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xl,
  padding: `${vars.space.xl} calc(${arrowGutter} + ${vars.space.sm}) ${dotsGutter}`,
  background: `linear-gradient(120deg, ${vars.color.accentSoft} 0%, ${vars.color.surface} 75%)`,
  color: vars.color.text,
  '@media': { [phone]: { gap: vars.space.md, padding: `${vars.space.md} ${vars.space.lg} ${phoneDotsGutter}` } },
});

export const panelLogo = style({
  flex: '0 0 auto',
  width: '112px',
  height: '112px',
  borderRadius: vars.radius.xl,
  objectFit: 'cover',
  boxShadow: vars.elevation.medium,
  background: vars.color.surface,
  '@media': { [phone]: { width: '56px', height: '56px', borderRadius: vars.radius.lg } },
});

export const panelText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const panelTitle = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  ...clamp(2),
  '@media': { [phone]: { fontSize: vars.fontSize.lg } },
});

export const panelDes = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  ...clamp(2),
  '@media': { [phone]: { fontSize: vars.fontSize.sm, ...clamp(1) } },
});

export const panelMeta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.sm });

export const panelCategory = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.textMuted,
});

export const panelAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.medium,
  '@media': { [phone]: { display: 'none' } },
});

export const inlineIcon = style({ width: '16px', height: '16px' });

/** Shown over the slide whose app conversation is being made. */
export const busy = style({
  position: 'absolute',
  top: vars.space.md,
  insetInlineStart: vars.space.md,
  display: 'grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.full,
  background: glass,
  color: onGlass,
});

const roundButton = style({
  position: 'absolute',
  display: 'grid',
  placeItems: 'center',
  width: arrowSize,
  height: arrowSize,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: glass,
  color: onGlass,
  cursor: 'pointer',
  zIndex: 1,
  transition: `background ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: { '&:hover': { background: glassHover }, '&:focus-visible': focusRing },
  '@media': { [phone]: { width: phoneArrowSize, height: phoneArrowSize } },
});

/** Phones: 上一张 / 下一张 in the bottom corners, the dots' row, which the slides keep clear of text. */
const phoneCorner = { top: 'auto', bottom: vars.space.xs, transform: 'none' };

export const previous = style([
  roundButton,
  { top: '50%', insetInlineStart: vars.space.md, transform: 'translateY(-50%)', '@media': { [phone]: { ...phoneCorner, insetInlineStart: vars.space.sm } } },
]);

export const next = style([
  roundButton,
  { top: '50%', insetInlineEnd: vars.space.md, transform: 'translateY(-50%)', '@media': { [phone]: { ...phoneCorner, insetInlineEnd: vars.space.sm } } },
]);

export const rotation = style([
  roundButton,
  {
    top: vars.space.md,
    insetInlineEnd: vars.space.md,
    width: '32px',
    height: '32px',
    '@media': { [phone]: { top: vars.space.xs, insetInlineEnd: vars.space.xs } },
  },
]);

export const buttonIcon = style({ width: '20px', height: '20px' });

export const smallIcon = style({ width: '14px', height: '14px' });

/** The dots on a glass pill (white dots on an app's light panel would vanish without it). */
export const dots = style({
  position: 'absolute',
  bottom: vars.space.sm,
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: glass,
  zIndex: 1,
  '@media': { [phone]: { bottom: '6px' } },
});

/** A 24 px target around an 8 px dot; the current one is a longer bar. */
export const dot = style({
  display: 'grid',
  placeItems: 'center',
  width: dotTarget,
  height: dotTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'none',
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      width: '8px',
      height: '8px',
      borderRadius: vars.radius.full,
      background: onGlass,
      opacity: 0.6,
      transition: `width ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
    },
    '&[aria-current="true"]::before': { width: '18px', opacity: 1 },
    '&:hover::before': { opacity: 1 },
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
  },
  '@media': { [reducedMotion]: { selectors: { '&::before': { transition: 'none' } } } },
});
