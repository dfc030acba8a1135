import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { fadeIn } from '../theme/utils.css';

export const content = style({
  zIndex: vars.zIndex.toast,
  maxWidth: `min(${vars.size.popoverMaxWidth}, calc(100vw - 2 * ${vars.space.large}))`,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.sm,
  // The inverse of the page: foreground as the fill, background as the text (AA in both themes).
  backgroundColor: vars.color.foreground,
  color: vars.color.background,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
  boxShadow: vars.shadow.md,
  userSelect: 'none',
  selectors: {
    '&[data-state="delayed-open"], &[data-state="instant-open"]': {
      animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easing}`,
    },
  },
});

export const arrow = style({ fill: vars.color.foreground });
