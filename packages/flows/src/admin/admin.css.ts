import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@lingxi/ui';

const phone = `screen and (max-width: ${breakpoints.md - 1}px)`;

/** The login page: one card in the middle of the screen. */
export const loginPage = style({ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: vars.space.lg, background: vars.color.background });
export const loginCard = style({
  width: '100%',
  maxWidth: 400,
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.elevation.medium,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });
export const formError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.dangerText });
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  background: vars.color.warningSoft,
  color: vars.color.warningText,
});
export const form = style({ display: 'grid', gap: vars.space.md });

/** The signed-in layout: the menu beside the screen; above it on phones. */
export const layout = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: '220px 1fr',
  background: vars.color.background,
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'auto 1fr', alignContent: 'start' } },
});
export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [phone]: { borderRight: 'none', borderBottom: `1px solid ${vars.color.border}`, padding: vars.space.md, gap: vars.space.sm } },
});
export const brand = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text });
/** The menu's groups: stacked with their labels beside the screen; on phones one scrolling row of links, no labels. */
export const navGroups = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  // Room for the focus outline inside the scrolling row.
  '@media': { [phone]: { display: 'flex', overflowX: 'auto', gap: vars.space.xxs, padding: vars.space.xs } },
});
export const navGroupLabel = style({
  margin: `0 0 ${vars.space.xxs}`,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  '@media': { [phone]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } },
});
export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  '@media': { [phone]: { flexDirection: 'row' } },
});
export const navLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.md,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': { background: vars.color.accentSoft, color: vars.color.accentText, fontWeight: vars.fontWeight.medium },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
export const sidebarFooter = style({
  marginTop: 'auto',
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [phone]: { marginTop: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'end' } },
});
export const main = style({ minWidth: 0, padding: vars.space.xl, '@media': { [phone]: { padding: vars.space.md } } });

/** A screen: its title, its sections. */
export const screen = style({ display: 'grid', gap: vars.space.xl, maxWidth: 1080 });
export const screenTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const section = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const fieldGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  alignItems: 'start',
});
export const wide = style({ gridColumn: '1 / -1' });
export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap', alignItems: 'center' });
export const secretRow = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.sm, alignItems: 'end' });
export const definitionList = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0 });
globalStyle(`${definitionList} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${definitionList} dd`, { margin: 0, color: vars.color.text, fontSize: vars.fontSize.sm, wordBreak: 'break-all' });
export const toolbar = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', alignItems: 'end' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, wordBreak: 'break-all' });
export const contents = style({ display: 'contents' });
export const plainFieldset = style([fieldGrid, { border: 'none', padding: 0, margin: 0 }]);
/** A form that holds a whole dialog (Enter submits through its footer): it takes the dialog's place in the modal's column (the body still scrolls). */
export const dialogForm = style({ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 });
/** A form group's legend (a fieldset's title inside a dialog). */
export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.text });

/** A screen's title and its main button on one line. */
export const screenHeader = style({ display: 'flex', gap: vars.space.md, justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' });
/** A table cell's name and its badges. */
export const nameCell = style({ display: 'inline-flex', gap: vars.space.xs, alignItems: 'center', flexWrap: 'wrap' });
/** A table row's buttons. */
export const rowActions = style({ display: 'inline-flex', gap: vars.space.xs });
/** A form's switches, side by side. */
export const switches = style({ display: 'flex', gap: vars.space.xl, flexWrap: 'wrap' });
/** A form's live preview (a package's VIP card lines, a level's badge). */
export const preview = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const previewTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });
