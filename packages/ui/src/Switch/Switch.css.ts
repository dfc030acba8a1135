import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The thumb's inset from the track's edge. */
const inset = vars.space.xxsmall;

export const track = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: vars.size.switchWidth,
  height: vars.size.iconLg,
  padding: 0,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.foreground },
    '&[data-state="checked"]': { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
    '&[aria-invalid="true"]': {
      borderColor: vars.tone.critical.foreground,
      boxShadow: `0 0 0 ${vars.size.borderWidth} ${vars.tone.critical.foreground}`,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.disabledSurface,
      borderColor: vars.color.border,
    },
  },
});

export const thumb = style({
  display: 'block',
  // The track's height less the inset on both sides and its border.
  width: `calc(${vars.size.iconLg} - 2 * ${inset} - 2 * ${vars.size.borderWidth})`,
  height: `calc(${vars.size.iconLg} - 2 * ${inset} - 2 * ${vars.size.borderWidth})`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  boxShadow: vars.shadow.sm,
  transform: `translateX(${inset})`,
  transitionProperty: 'transform, background-color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-state="checked"]': {
      backgroundColor: vars.color.onPrimary,
      transform: `translateX(calc(${vars.size.switchWidth} - ${vars.size.iconLg} + ${inset}))`,
    },
    '&[data-disabled]': { backgroundColor: vars.color.disabledForeground },
  },
});
