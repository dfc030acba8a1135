import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

// The control and its button (Apply, Search) side by side and of one height: an input's border makes it a little
// taller than a button of the same size, so the button stretches to it rather than leaving an uneven bottom edge.
export const controlRow = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.small });

export const controlInRow = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minWidth: 0,
});

// The live region stays mounted so a message appearing later is announced, but while it is empty it takes no room:
// without this the column's gap after it put the field's bottom below the input, so a button beside a field,
// aligned to the end of the row, sat that far below the input.
export const messages = style({
  selectors: { '&:empty': { marginTop: `calc(-1 * ${vars.space.xsmall})` } },
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
