import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  // The global reset already clears these; a List repeats them so that it holds without the reset too.
  margin: 0,
  padding: 0,
  listStyleType: 'none',
  minWidth: 0,
});

export const direction = styleVariants({
  column: { flexDirection: 'column' },
  row: { flexDirection: 'row', alignItems: 'center' },
});

export const wrap = style({ flexWrap: 'wrap' });
