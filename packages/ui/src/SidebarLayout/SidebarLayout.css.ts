import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mediaQuery } from '../theme/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minHeight: 0,
  '@media': { [mediaQuery.desktop]: { flexDirection: 'row' } },
});

// Narrow screens: a bar with the button that opens the sidebar in a sheet.
export const mobileBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  backgroundColor: vars.color.surface,
  borderBottomWidth: vars.size.borderWidth,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border,
  '@media': { [mediaQuery.desktop]: { display: 'none' } },
});

export const mobileTitle = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.foreground,
});

// Wide screens: the sidebar is a column as tall as the page beside it. It is neither sticky nor a
// scroll area of its own: eighteen items fit a 1280 × 800 screen, and on a shorter one they scroll
// with the page rather than inside a box with no cue.
export const column = style({
  flexShrink: 0,
  width: vars.size.sidebarWidth,
  padding: vars.space.large,
  backgroundColor: vars.color.surface,
  borderRightWidth: vars.size.borderWidth,
  borderRightStyle: 'solid',
  borderRightColor: vars.color.border,
  '@media': { [mediaQuery.belowDesktop]: { display: 'none' } },
});

export const content = style({ flex: '1 1 auto', minWidth: 0 });
