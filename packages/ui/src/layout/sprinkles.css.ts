import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/contract.css';
import { breakpoints } from '../tokens/scale';

const space = vars.space;

const responsive = defineProperties({
  conditions: {
    base: {},
    sm: { '@media': `screen and (min-width: ${breakpoints.sm}px)` },
    md: { '@media': `screen and (min-width: ${breakpoints.md}px)` },
    lg: { '@media': `screen and (min-width: ${breakpoints.lg}px)` },
    xl: { '@media': `screen and (min-width: ${breakpoints.xl}px)` },
  },
  defaultCondition: 'base',
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid', 'inline-block'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: space,
    padding: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    margin: space,
    gridTemplateColumns: {
      1: 'repeat(1, minmax(0, 1fr))',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
      6: 'repeat(6, minmax(0, 1fr))',
    },
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const visual = defineProperties({
  properties: {
    background: vars.color,
    color: vars.color,
    borderRadius: vars.radius,
    boxShadow: vars.elevation,
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
    width: { full: '100%', auto: 'auto' },
    position: ['relative', 'absolute', 'sticky'],
    overflow: ['hidden', 'auto', 'visible'],
  },
});

export const sprinkles = createSprinkles(responsive, visual);
export type Sprinkles = Parameters<typeof sprinkles>[0];
