import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import {
  fadeIn,
  fadeOut,
  slideInFromLeft,
  slideInFromRight,
  slideOutToLeft,
  slideOutToRight,
} from '../theme/utils.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.durationNormal} ${vars.motion.easing}` },
  },
});

export const content = recipe({
  base: {
    position: 'fixed',
    top: 0,
    bottom: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.large,
    width: vars.size.sheetWidth,
    // Leave a strip of the page visible on the narrowest phones, so the sheet reads as an overlay.
    maxWidth: `calc(100vw - ${vars.size.controlLg})`,
    padding: vars.space.large,
    overflowY: 'auto',
    backgroundColor: vars.color.surface,
    color: vars.color.foreground,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    boxShadow: vars.shadow.lg,
    outline: 'none',
  },
  variants: {
    side: {
      left: {
        left: 0,
        selectors: {
          '&[data-state="open"]': {
            animation: `${slideInFromLeft} ${vars.motion.durationSlow} ${vars.motion.easing}`,
          },
          '&[data-state="closed"]': { animation: `${slideOutToLeft} ${vars.motion.durationNormal} ease-in` },
        },
      },
      right: {
        right: 0,
        selectors: {
          '&[data-state="open"]': {
            animation: `${slideInFromRight} ${vars.motion.durationSlow} ${vars.motion.easing}`,
          },
          '&[data-state="closed"]': { animation: `${slideOutToRight} ${vars.motion.durationNormal} ease-in` },
        },
      },
    },
  },
  defaultVariants: { side: 'right' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const headerEnd = style({ marginInlineStart: 'auto' });

export const description = style({
  margin: 0,
  marginBlockStart: `calc(-1 * ${vars.space.small})`,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
});
