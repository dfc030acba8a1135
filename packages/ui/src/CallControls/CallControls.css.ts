import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { visuallyHidden, visuallyHiddenRule } from '../theme/utils.css';

/**
 * Where the named buttons no longer fit one row (five of 80 px and their gaps): a phone, or a stage narrowed by the
 * side panel below 480 px. In em (16 px in a container query), since the bar's own width decides, not a breakpoint.
 */
const phone = '(max-width: 29.99em)';

export const root = style({
  containerType: 'inline-size',
  width: '100%',
  paddingBlockStart: vars.space.medium,
  paddingInline: vars.space.large,
  // Clear of the home indicator on phones without a home button.
  paddingBlockEnd: `calc(${vars.space.medium} + env(safe-area-inset-bottom, 0px))`,
  backgroundColor: vars.color.surface,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  '@container': {
    [phone]: { flexDirection: 'column', alignItems: 'stretch', gap: vars.space.small },
  },
});

/** The practitioner's actions: beside the controls, or on a row of their own above them on a phone. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
});

export const controls = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: vars.space.small,
  '@container': { [phone]: { justifyContent: 'space-between', gap: vars.space.xsmall } },
});

const iconBackground = createVar();
const iconColor = createVar();
const iconBorder = createVar();

export const control = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    flexDirection: 'column',
    // Needed to override Safari's default align-items on buttons.
    alignItems: 'center',
    gap: vars.space.xsmall,
    minWidth: `calc(${vars.size.controlLg} + 2 * ${vars.space.large})`,
    padding: vars.space.xxsmall,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.foreground,
    fontFamily: vars.font.family.body,
    cursor: 'pointer',
    selectors: {
      '&:disabled': { cursor: 'not-allowed' },
    },
    '@container': { [phone]: { minWidth: vars.size.controlLg, flex: '1 1 0' } },
  },
  variants: {
    look: {
      neutral: {
        vars: {
          [iconBackground]: vars.color.surfaceMuted,
          [iconColor]: vars.color.foreground,
          [iconBorder]: vars.color.borderStrong,
        },
        selectors: {
          '&:hover:not(:disabled)': { vars: { [iconBackground]: vars.tone.neutral.surfaceHover } },
        },
      },
      // Muted or camera off: the state that takes something away shows in the tone for attention.
      pressed: {
        vars: {
          [iconBackground]: vars.tone.critical.surface,
          [iconColor]: vars.tone.critical.foreground,
          [iconBorder]: vars.tone.critical.foreground,
        },
        selectors: {
          '&:hover:not(:disabled)': { vars: { [iconBackground]: vars.tone.critical.surfaceHover } },
          '&:disabled': {
            vars: {
              [iconBackground]: vars.color.disabledSurface,
              [iconColor]: vars.color.disabledForeground,
              [iconBorder]: vars.color.disabledForeground,
            },
          },
        },
      },
      open: {
        vars: {
          [iconBackground]: vars.tone.brand.surface,
          [iconColor]: vars.tone.brand.foreground,
          [iconBorder]: vars.tone.brand.foreground,
        },
        selectors: {
          '&:hover:not(:disabled)': { vars: { [iconBackground]: vars.tone.brand.surfaceHover } },
        },
      },
      leave: {
        vars: {
          [iconBackground]: vars.tone.critical.solid,
          [iconColor]: vars.tone.critical.onSolid,
          [iconBorder]: vars.tone.critical.solid,
        },
        selectors: {
          '&:hover:not(:disabled)': { vars: { [iconBackground]: vars.tone.critical.solidHover } },
          '&:active:not(:disabled)': { vars: { [iconBackground]: vars.tone.critical.solidActive } },
        },
      },
    },
  },
  defaultVariants: { look: 'neutral' },
});

/** The round part: a thumb-sized (48 px) target. */
export const controlIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderWidth} solid ${iconBorder}`,
  backgroundColor: iconBackground,
  color: iconColor,
  fontSize: vars.size.iconLg,
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.durationFast,
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    '(forced-colors: active)': { borderColor: 'ButtonText' },
  },
});

export const controlLabel = style({
  maxWidth: `calc(2.5 * ${vars.size.controlLg})`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  textAlign: 'center',
  // On a phone the icons alone fit the width; the names stay for screen readers.
  '@container': { [phone]: visuallyHiddenRule },
});

export const unread = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: `calc(50% + ${vars.space.medium})`,
  minWidth: vars.size.iconMd,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.tone.critical.solid,
  color: vars.tone.critical.onSolid,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.size.iconMd,
  textAlign: 'center',
});

export const deviceItem = style({ paddingInlineStart: vars.space.xsmall });

export const deviceCheck = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.iconSm,
  fontSize: vars.size.iconSm,
});

export const hiddenText = visuallyHidden;
