import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { mediaQuery } from './tokens';

const space = vars.space;
const margins = { ...vars.space, auto: 'auto' };

/**
 * Column presets for grids. `minmax(0, 1fr)` rather than `1fr` lets long content shrink instead
 * of widening its column; 'auto-fill-card' fits as many card columns of at least `gridCardMin`
 * as the row holds, and `min(100%, ...)` keeps a single column from overflowing a narrow phone.
 */
const gridColumns = {
  '1': 'repeat(1, minmax(0, 1fr))',
  '2': 'repeat(2, minmax(0, 1fr))',
  '3': 'repeat(3, minmax(0, 1fr))',
  '4': 'repeat(4, minmax(0, 1fr))',
  'auto-fill-card': `repeat(auto-fill, minmax(min(100%, ${vars.size.gridCardMin}), 1fr))`,
};

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQuery.tablet },
    desktop: { '@media': mediaQuery.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: ['0', '1'],
    flexShrink: ['0', '1'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gridTemplateColumns: gridColumns,
    gap: space,
    rowGap: space,
    columnGap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: margins,
    marginBottom: margins,
    marginLeft: margins,
    marginRight: margins,
    textAlign: ['left', 'center', 'right'],
    width: { auto: 'auto', full: '100%' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colorProperties = defineProperties({
  properties: {
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceMuted: vars.color.surfaceMuted,
      primarySubtle: vars.color.primarySubtle,
    },
    color: {
      foreground: vars.color.foreground,
      muted: vars.color.muted,
      primary: vars.color.primary,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
});

/** Layout atoms: `sprinkles({ display: 'flex', gap: 'md', padding: { mobile: 'sm', tablet: 'lg' } })`. */
export const sprinkles = createSprinkles(responsiveProperties, colorProperties);

/** Every prop `sprinkles` accepts. */
export type Sprinkles = Parameters<typeof sprinkles>[0];

/** The grid column presets' names. */
export type GridColumns = keyof typeof gridColumns;

/** The space scale's names. */
export type Space = keyof typeof vars.space;
