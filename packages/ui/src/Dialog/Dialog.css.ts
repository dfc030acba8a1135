import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { fadeIn, fadeOut } from '../theme/utils.css';

const contentIn = keyframes({
  from: { opacity: 0, transform: `translate(-50%, calc(-50% + ${vars.space.small}))` },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.durationFast} ease-in` },
  },
});

/** The gap kept between the dialog and the edges of the screen. */
const edge = vars.space.large;

export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    zIndex: vars.zIndex.modal,
    transform: 'translate(-50%, -50%)',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.large,
    // Never taller than the screen: the body scrolls instead (dvh follows mobile browser bars).
    maxHeight: `calc(100dvh - 2 * ${edge})`,
    padding: vars.space.xlarge,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.foreground,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-state="open"]': {
        animation: `${contentIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
      },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.durationFast} ease-in` },
    },
  },
  variants: {
    size: {
      sm: { width: `min(${vars.size.dialogSm}, calc(100vw - 2 * ${edge}))` },
      md: { width: `min(${vars.size.dialogMd}, calc(100vw - 2 * ${edge}))` },
      lg: { width: `min(${vars.size.dialogLg}, calc(100vw - 2 * ${edge}))` },
    },
  },
  defaultVariants: { size: 'md' },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  // Room for the close button in the corner.
  paddingInlineEnd: vars.size.controlMd,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.muted,
  overflowWrap: 'anywhere',
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overflowWrap: 'anywhere',
  // Keeps focus rings of the body's first and last fields inside the scroll area.
  padding: vars.space.xxsmall,
  margin: `calc(-1 * ${vars.space.xxsmall})`,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

export const close = style({
  position: 'absolute',
  top: vars.space.medium,
  right: vars.space.medium,
});
