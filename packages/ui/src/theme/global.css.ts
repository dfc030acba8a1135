import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  // Stops iOS from inflating text after an orientation change.
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.foreground,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

// Lists lose the browser's bullets, numbers and 40 px indent, as in Tailwind's preflight: most
// lists in an interface are navigation, conversations or cards. Element selectors lose to any
// class; rich text (the `prose` class) brings markers back, and the List component keeps
// role="list", which Safari drops from unmarked lists.
globalStyle('ul, ol, menu', { margin: 0, padding: 0, listStyleType: 'none' });

// Form controls do not inherit the font by default.
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

// One focus ring for every focusable element, shown only for keyboard focus.
globalStyle(':focus-visible', {
  outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.focusRingOffset,
});

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      // The property types accept no !important for this one.
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});
