import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const otpInput = style({
  // Wide enough for six spaced digits, and no wider: a code field that spans a dialog reads as free text.
  maxWidth: `calc(${vars.size.controlLg} * 4)`,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xl,
  letterSpacing: '0.5em',
  fontVariantNumeric: 'tabular-nums',
});
