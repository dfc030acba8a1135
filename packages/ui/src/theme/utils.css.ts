import { keyframes, style } from '@vanilla-extract/css';

/** The rule that hides content visually while keeping it in the accessibility tree, for use inside a query. */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHidden = style(visuallyHiddenRule);

export const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
export const slideInFromRight = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'none' },
});
export const slideOutToRight = keyframes({
  from: { transform: 'none' },
  to: { transform: 'translateX(100%)' },
});
export const slideInFromLeft = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'none' },
});
export const slideOutToLeft = keyframes({
  from: { transform: 'none' },
  to: { transform: 'translateX(-100%)' },
});
