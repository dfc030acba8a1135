import { createVar, fallbackVar, style } from '@vanilla-extract/css';
// Imported for order: the textarea rules must come after the input recipe they extend.
import '../Input/Input.css';
import { vars } from '../theme/contract.css';

/** Visible lines when empty (the `rows` prop). */
export const rowsVar = createVar();
/** With `maxRows`: the most lines before the textarea scrolls. */
export const maxRowsVar = createVar();
/** The measured content height, set by script where `field-sizing` is unsupported. */
export const contentHeightVar = createVar();

/** Lines to height: the padding and border come from the input recipe the textarea shares. */
const linesToHeight = (lines: string) =>
  `calc(${lines} * 1lh + 2 * ${vars.space.small} + 2 * ${vars.size.borderWidth})`;

export const textarea = style({
  minHeight: linesToHeight(fallbackVar(rowsVar, '3')),
  resize: 'vertical',
  // Long words and URLs wrap instead of widening the field.
  overflowWrap: 'anywhere',
});

export const autoResize = style({
  // Grows with its content; dragging a size would fight the growth.
  resize: 'none',
  height: fallbackVar(contentHeightVar, 'auto'),
  overflowY: 'auto',
  '@supports': {
    // Browsers that size fields to their content need no script.
    '(field-sizing: content)': { fieldSizing: 'content', height: 'auto' },
  },
});

export const bounded = style({ maxHeight: linesToHeight(maxRowsVar) });

export const fixedSize = style({ resize: 'none' });
