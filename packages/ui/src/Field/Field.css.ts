import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  display: 'block',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  // The text colour around it (the foreground on every theme surface), so that a form on a panel
  // with colours of its own, such as a campaign popup, keeps its labels legible.
  color: 'inherit',
});

export const requiredMark = style({
  marginInlineStart: vars.space.xxsmall,
  color: vars.tone.critical.foreground,
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.muted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.tone.critical.foreground,
});

export const errorIcon = style({ flexShrink: 0, fontSize: vars.size.iconSm, marginTop: vars.space.xxsmall });
