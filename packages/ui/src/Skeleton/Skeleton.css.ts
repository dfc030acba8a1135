import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** Width and height from props: any CSS length, e.g. '60%' or a theme size. */
export const widthVar = createVar();
export const heightVar = createVar();

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

/** Several lines of text, spaced like a paragraph. */
export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

/** The labelled wrapper: a block holding the hidden label and the placeholder. */
export const status = style({ display: 'block' });

export const skeleton = recipe({
  base: {
    display: 'block',
    width: fallbackVar(widthVar, '100%'),
    maxWidth: '100%',
    backgroundColor: vars.color.surfaceMuted,
    backgroundImage: `linear-gradient(90deg, ${vars.color.surfaceMuted} 25%, ${vars.color.border} 50%, ${vars.color.surfaceMuted} 75%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.4s ease-in-out infinite`,
    '@media': {
      // No shimmer for people who ask for less motion: a still placeholder says 'loading' just as well.
      '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
    },
  },
  variants: {
    shape: {
      text: {
        height: fallbackVar(heightVar, '1em'),
        borderRadius: vars.radius.sm,
        selectors: {
          // The last line of a paragraph is shorter, as text is.
          [`${lines} > &:last-child:not(:only-child)`]: { width: fallbackVar(widthVar, '60%') },
        },
      },
      rect: { height: fallbackVar(heightVar, vars.size.controlLg), borderRadius: vars.radius.md },
      circle: {
        width: fallbackVar(widthVar, vars.size.controlMd),
        height: fallbackVar(heightVar, vars.size.controlMd),
        borderRadius: vars.radius.full,
        flexShrink: 0,
      },
    },
  },
  defaultVariants: { shape: 'text' },
});
