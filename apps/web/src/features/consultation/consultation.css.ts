import { style } from '@vanilla-extract/css';

/** Layout only: the room takes most of the screen's height, which CallLayout fills. */
export const stage = style({
  height: '70vh',
  minHeight: '24rem',
});
