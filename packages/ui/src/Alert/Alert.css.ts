import { style, styleVariants } from '@vanilla-extract/css';
// Imported for order: the dismiss button's overrides must come after the button styles.
import '../IconButton/IconButton.css';
import { vars } from '../theme/contract.css';
import { toneBanners } from '../theme/toneBanner';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderRadius: vars.radius.md,
  // A thicker leading edge makes the tone visible without relying on colour alone for the message.
  borderInlineStartWidth: vars.space.xsmall,
});

export const tone = styleVariants(toneBanners());

export const icon = style({ flexShrink: 0, fontSize: vars.size.iconMd, marginTop: vars.space.xxsmall });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const message = style({ color: vars.color.foreground });

export const dismiss = style({
  marginInlineStart: 'auto',
  // Pull the small button into the padding so that it lines up with the title.
  marginBlock: `calc(-1 * ${vars.space.xsmall})`,
  marginInlineEnd: `calc(-1 * ${vars.space.xsmall})`,
  color: 'inherit',
});
