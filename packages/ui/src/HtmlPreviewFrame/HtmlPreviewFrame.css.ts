import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The frame's height when the caller sets one; otherwise 580 px, as email previews are (docs/product/admin.md). */
export const frameHeight = createVar();

export const frame = style({
  display: 'block',
  width: '100%',
  height: fallbackVar(frameHeight, vars.size.previewFrameHeight),
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  // Emails are designed on white: the previewed document keeps a light canvas in the dark theme too.
  colorScheme: 'light',
  backgroundColor: 'Canvas',
});
