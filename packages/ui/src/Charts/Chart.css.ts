import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { type Tone, tones } from '../theme/tokens';

/**
 * The theme values recharts takes as props (`fill`, `stroke`, inline styles), as `var(--…)` strings resolved here at
 * build time. Chart.tsx reads these instead of the theme contract, so the contract object never ships as JavaScript
 * (it would land in the first load, where the theme's modules live).
 */
export const chartColors = {
  tone: Object.fromEntries(tones.map((tone) => [tone, vars.tone[tone].solid])) as Record<Tone, string>,
  muted: vars.color.muted,
  border: vars.color.border,
  borderStrong: vars.color.borderStrong,
  surface: vars.color.surface,
  surfaceMuted: vars.color.surfaceMuted,
  foreground: vars.color.foreground,
  radius: vars.radius.md,
  plotHeight: vars.size.chartHeight,
};

/** The plot's height, from the `height` prop. */
export const plotHeightVar = createVar();

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const caption = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.foreground,
});

export const description = style({
  display: 'block',
  marginBlockStart: vars.space.xxsmall,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.muted,
});

export const plot = style({
  width: '100%',
  height: plotHeightVar,
  minWidth: 0,
  color: vars.color.foreground,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xs,
});

/** A legend label: the text colour, not its series' colour (a fill colour need not be readable as text). */
export const legendLabel = style({ color: vars.color.foreground });

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: plotHeightVar,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  border: `${vars.size.borderWidth} dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
