import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { visuallyHidden } from '../theme/utils.css';

/** The tile fills the box its caller gives it (CallLayout's stage or corner, DeviceCheck's preview). */
export const tile = recipe({
  base: {
    position: 'relative',
    margin: 0,
    width: '100%',
    height: '100%',
    minHeight: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surfaceMuted,
    color: vars.color.foreground,
    isolation: 'isolate',
  },
  variants: {
    small: {
      true: {
        borderRadius: vars.radius.md,
        // A frame sets one's own picture apart from the other side's, which it overlaps.
        boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.surface}, ${vars.shadow.lg}`,
      },
      false: {},
    },
  },
});

export const video = recipe({
  base: {
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit: 'contain',
    backgroundColor: 'transparent',
  },
  variants: {
    // One's own picture is mirrored, as people expect to see themselves; it fills its small frame.
    self: { true: { objectFit: 'cover', transform: 'scaleX(-1)' }, false: {} },
    hidden: { true: { visibility: 'hidden' }, false: {} },
  },
});

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const initials = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.full,
    backgroundColor: vars.tone.brand.surface,
    color: vars.tone.brand.foreground,
    fontWeight: vars.font.weight.semibold,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    small: {
      true: { width: vars.size.controlLg, height: vars.size.controlLg, fontSize: vars.font.size.lg },
      false: {
        width: `calc(2 * ${vars.size.controlLg})`,
        height: `calc(2 * ${vars.size.controlLg})`,
        fontSize: vars.font.size.xxxl,
      },
    },
  },
});

export const scrim = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.small,
  backgroundColor: vars.color.overlay,
});

export const scrimNotice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.foreground,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  boxShadow: vars.shadow.md,
});

/** The name and state sit on a solid chip, so they read on any picture. */
export const caption = recipe({
  base: {
    position: 'absolute',
    insetBlockEnd: vars.space.small,
    insetInlineStart: vars.space.small,
    maxWidth: `calc(100% - 2 * ${vars.space.small})`,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.foreground,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.snug,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    small: {
      true: {
        insetBlockEnd: vars.space.xsmall,
        insetInlineStart: vars.space.xsmall,
        maxWidth: `calc(100% - 2 * ${vars.space.xsmall})`,
        gap: vars.space.xsmall,
        paddingBlock: vars.space.xxsmall,
        paddingInline: vars.space.xsmall,
        fontSize: vars.font.size.xs,
      },
      false: {},
    },
  },
});

export const name = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.semibold,
});

export const state = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  flexShrink: 0,
  whiteSpace: 'nowrap',
});

export const stateIcon = style({ color: vars.tone.critical.foreground, fontSize: vars.size.iconSm });

export const badge = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineEnd: vars.space.small,
});

export const hiddenText = visuallyHidden;
