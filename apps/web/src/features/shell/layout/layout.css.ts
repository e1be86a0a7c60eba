import { breakpoints, focusRing, vars } from '@lingxi/ui';
import { style } from '@vanilla-extract/css';
import { dockHeight } from './dock.css';

const mobile = `screen and (max-width: ${breakpoints.md - 1}px)`;
const desktop = `screen and (min-width: ${breakpoints.md}px)`;

/** The top bar's height on phones (the chat screen leaves it out of its own height). */
const phoneBarHeight = '52px';

/** SPEC §2.2: the sidebar expands to 364 px or collapses to 80 px. */
const sidebarWidth = { expanded: '364px', collapsed: '80px' } as const;

export const app = style({
  display: 'flex',
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
  // On phones: the bar over the screen (the sidebar is hidden there).
  '@media': { [mobile]: { flexDirection: 'column' } },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
});

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flexShrink: 0,
  width: sidebarWidth.expanded,
  padding: vars.space.md,
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  position: 'sticky',
  top: 0,
  height: '100dvh',
  overflowY: 'auto',
  transition: `width ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
  selectors: { '&[data-collapsed]': { width: sidebarWidth.collapsed, alignItems: 'center' } },
  '@media': { [mobile]: { display: 'none' } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': focusRing },
});

export const logo = style({ width: '32px', height: '32px', borderRadius: vars.radius.md, objectFit: 'contain', flexShrink: 0 });
export const brandText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const siteName = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const subName = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });

export const menuList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, listStyle: 'none', margin: 0, padding: 0, flex: 1 });

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[aria-current="page"]': { background: vars.color.accentSoft, color: vars.color.accentText, fontWeight: vars.fontWeight.medium },
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
    [`${sidebar}[data-collapsed] &`]: { justifyContent: 'center', padding: 0, width: '48px' },
  },
});

export const menuIcon = style({ width: '20px', height: '20px', flexShrink: 0 });
export const menuLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { [`${sidebar}[data-collapsed] &`]: { display: 'none' } },
});

export const sidebarFooter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});
export const sidebarTools = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  selectors: { [`${sidebar}[data-collapsed] &`]: { flexDirection: 'column' } },
});

export const navBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '60px',
  padding: `0 ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  '@media': {
    [mobile]: { minHeight: phoneBarHeight, padding: `0 ${vars.space.md}` },
    [desktop]: { selectors: { '&[data-phone-only]': { display: 'none' } } },
  },
});
export const navSpacer = style({ flex: 1 });
export const navActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, '@media': { [mobile]: { display: 'none' } } });

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.lg,
  // A rounded frame fills the height main is given (the screen, less the phone's dock).
  selectors: { '&[data-framed]': { display: 'flex', flexDirection: 'column' } },
  // On phones the fixed dock covers the bottom: main keeps clear of it.
  '@media': { [mobile]: { padding: vars.space.md, paddingBottom: `calc(${dockHeight} + ${vars.space.md} + env(safe-area-inset-bottom))` } },
});

/** SPEC §2.1: the listed drawing, music and video paths sit in a rounded frame. */
export const roundedFrame = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
  minHeight: 'calc(100dvh - 2 * 16px)',
  overflow: 'hidden',
  // On phones main's height already leaves out the dock: the frame grows to it, whatever its content.
  '@media': { [mobile]: { minHeight: 0, flex: 1 } },
});

export const homeLayout = style({ display: 'flex', flex: 1, minHeight: 0 });
export const homeMenu = style({
  flexShrink: 0,
  width: '220px',
  padding: vars.space.md,
  borderRight: `1px solid ${vars.color.border}`,
  '@media': { [mobile]: { display: 'none' } },
});

export const mobileOnly = style({ '@media': { [desktop]: { display: 'none' } } });

export const pointsChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '32px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.vipSoft,
  color: vars.color.vipText,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const avatarButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: 'none',
  padding: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusRing },
});
