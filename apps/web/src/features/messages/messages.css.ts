import { mediaQuery, vars } from '@telehealth/ui';
import { style } from '@vanilla-extract/css';

/**
 * Layout only (colours, type and spacing values come from the design system): the chat screen's columns, and
 * what keeps long names, words and links inside a phone's width.
 */

/** One column on a phone; the list beside the conversation (one third, two thirds) from a tablet up. */
export const columns = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'minmax(12rem, 1fr) minmax(0, 2fr)' },
  },
});

/**
 * A conversation in the list is a whole-width button laid out like a row of text: left-aligned, wrapping, as
 * tall as its content. Doubled class for specificity over the Button recipe, whatever order the sheets load in.
 */
export const entry = style({
  selectors: {
    '&&': {
      justifyContent: 'flex-start',
      textAlign: 'start',
      whiteSpace: 'normal',
      height: 'auto',
      minWidth: 0,
      flexShrink: 1,
      paddingBlock: vars.space.small,
    },
  },
});

/** Fills the entry, so its lines start at the left edge. */
export const entryText = style({ width: '100%', minWidth: 0 });

/** Long words and links break instead of widening the page. */
export const wrapAnywhere = style({ minWidth: 0, overflowWrap: 'anywhere' });

/**
 * The conversation's thread scrolls inside itself (docs/product/site.md): however long a message or the history, the
 * page stays a screen tall and the composer under the thread stays in reach. About half a phone's height, leaving
 * room for the conversation's header and the composer; more on larger screens. Long words wrap.
 */
export const thread = style({
  maxHeight: '50vh',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  minWidth: 0,
  overflowWrap: 'anywhere',
  '@media': { [mediaQuery.tablet]: { maxHeight: 'min(60vh, 40rem)' } },
});
