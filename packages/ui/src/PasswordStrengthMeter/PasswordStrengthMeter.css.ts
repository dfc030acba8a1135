import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The filled share of the bar, set inline from the score. */
export const fillWidth = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.foreground,
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const label = style({ fontWeight: vars.font.weight.semibold });

export const level = style({ fontWeight: vars.font.weight.semibold });

export const track = style({
  position: 'relative',
  height: vars.space.small,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  // The empty track needs an edge of its own (WCAG 1.4.11) on surfaces of the same grey.
  boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.color.border}`,
});

const fillBase = style({
  height: '100%',
  width: fillWidth,
  borderRadius: vars.radius.full,
  transitionProperty: 'width, background-color',
  transitionDuration: vars.motion.durationNormal,
  transitionTimingFunction: vars.motion.easing,
});

export const fill = styleVariants({
  weak: [fillBase, { backgroundColor: vars.tone.critical.solid }],
  fair: [fillBase, { backgroundColor: vars.tone.caution.solid }],
  good: [fillBase, { backgroundColor: vars.tone.info.solid }],
  strong: [fillBase, { backgroundColor: vars.tone.positive.solid }],
});

const itemBase = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xsmall });

export const item = styleVariants({
  met: [itemBase, { color: vars.tone.positive.foreground }],
  unmet: [itemBase, { color: vars.color.muted }],
});

export const icon = style({ flexShrink: 0, fontSize: vars.size.iconSm, marginTop: vars.space.xxsmall });

export const hint = style({ margin: 0, color: vars.color.muted });
