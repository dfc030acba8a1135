import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { breakpoints } from '../theme/tokens';

/** Below the tablet breakpoint of the layout's own width: a phone in portrait, or a narrow window. */
const phone = `(max-width: ${breakpoints.tablet - 0.02}px)`;

export const root = style({
  containerType: 'inline-size',
  width: '100%',
  height: '100%',
  minHeight: 0,
});

export const layout = style({
  display: 'grid',
  height: '100%',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"stage" "controls"',
  backgroundColor: vars.color.background,
  selectors: {
    '&[data-panel="open"]': {
      gridTemplateColumns: `minmax(0, 1fr) clamp(${vars.size.sheetWidth}, 32%, ${vars.size.dialogMd})`,
      gridTemplateAreas: '"stage panel" "controls panel"',
    },
  },
  '@container': {
    [phone]: {
      selectors: {
        // On a phone the panel lies over the stage as a sheet; the controls stay below it.
        '&[data-panel="open"]': {
          gridTemplateColumns: 'minmax(0, 1fr)',
          gridTemplateAreas: '"stage" "controls"',
        },
      },
    },
  },
});

export const stage = style({
  gridArea: 'stage',
  position: 'relative',
  minHeight: 0,
  padding: vars.space.medium,
  '@container': { [phone]: { padding: vars.space.small } },
});

export const remote = style({ width: '100%', height: '100%' });

/** One's own picture: a quarter of the stage's width at most, in the corner nearest the controls. */
export const self = style({
  position: 'absolute',
  insetBlockEnd: vars.space.xlarge,
  insetInlineEnd: vars.space.xlarge,
  zIndex: vars.zIndex.raised,
  width: `min(25%, calc(0.75 * ${vars.size.sheetWidth}))`,
  aspectRatio: '4 / 3',
  '@container': {
    // A phone's own camera gives a portrait picture.
    [phone]: {
      insetBlockEnd: vars.space.large,
      insetInlineEnd: vars.space.large,
      width: '30%',
      aspectRatio: '3 / 4',
    },
  },
});

export const notice = style({
  position: 'absolute',
  insetBlockStart: vars.space.xlarge,
  insetInline: vars.space.xlarge,
  zIndex: vars.zIndex.raised,
  display: 'flex',
  justifyContent: 'center',
  // The row spans the stage; only the notice itself takes the pointer, so the video under the sides stays usable.
  pointerEvents: 'none',
  '@container': { [phone]: { insetBlockStart: vars.space.large, insetInline: vars.space.large } },
});

globalStyle(`${notice} > *`, { pointerEvents: 'auto', maxWidth: vars.size.dialogMd, width: '100%' });

export const controls = style({ gridArea: 'controls', minWidth: 0 });

export const panel = style({
  gridArea: 'panel',
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  minWidth: 0,
  backgroundColor: vars.color.surface,
  borderInlineStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  outline: 'none',
  '@container': {
    [phone]: {
      gridArea: 'stage',
      zIndex: vars.zIndex.sticky,
      marginBlockStart: vars.space.xxxlarge,
      borderInlineStart: 'none',
      borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
      borderStartStartRadius: vars.radius.lg,
      borderStartEndRadius: vars.radius.lg,
      boxShadow: vars.shadow.lg,
    },
  },
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInlineStart: vars.space.large,
  paddingInlineEnd: vars.space.small,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const panelBody = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.large,
});
