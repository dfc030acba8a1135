import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { toneBanners } from '../theme/toneBanner';
import { fadeOut } from '../theme/utils.css';

/**
 * While a modal dialog is open. Its actions sit along its bottom edge, where the stack usually is, and a toast
 * there covered them (the contact inbox's 'Update Status'); its close button sits in its top corner. So the stack
 * moves to the top centre, clear of both.
 */
const overDialog = 'body:has([role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]) &';

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: '100%',
  // The stack is at most 420 px wide.
  maxWidth: vars.size.toastViewport,
  margin: 0,
  padding: vars.space.large,
  listStyle: 'none',
  outline: 'none',
  selectors: {
    [overDialog]: { top: 0, bottom: 'auto', left: '50%', right: 'auto', transform: 'translateX(-50%)' },
  },
});

const slideIn = keyframes({
  from: { transform: `translateX(calc(100% + ${vars.space.large}))` },
  to: { transform: 'translateX(0)' },
});

const dropIn = keyframes({
  from: { transform: `translateY(calc(-100% - ${vars.space.large}))` },
  to: { transform: 'translateY(0)' },
});

const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: `translateX(calc(100% + ${vars.space.large}))` },
});

export const toast = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderRadius: vars.radius.md,
  // As on Alert: a thicker leading edge tells the tone by more than the fill.
  borderInlineStartWidth: vars.space.xsmall,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.durationSlow} ${vars.motion.easing}` },
    [`${overDialog}[data-state="open"]`]: {
      animation: `${dropIn} ${vars.motion.durationSlow} ${vars.motion.easing}`,
    },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.durationNormal} ease-in` },
    // Radix sets these custom properties while the toast is dragged.
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="cancel"]': {
      transform: 'translateX(0)',
      transition: `transform ${vars.motion.durationNormal} ${vars.motion.easing}`,
    },
    '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.motion.durationNormal} ease-out` },
  },
});

const banners = toneBanners();

/** The tone's soft surface, as on Alert; a neutral toast is a plain card. */
export const tone = styleVariants({
  ...banners,
  neutral: {
    ...banners.neutral,
    backgroundColor: vars.color.surface,
    borderColor: vars.color.border,
    color: vars.color.foreground,
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const title = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  opacity: 0.92,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  marginBlock: `calc(-1 * ${vars.space.xsmall})`,
  marginInlineEnd: `calc(-1 * ${vars.space.xsmall})`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: 'inherit',
  fontSize: vars.size.iconSm,
  cursor: 'pointer',
  opacity: 0.8,
  selectors: { '&:hover': { opacity: 1 } },
});
