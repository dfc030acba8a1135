import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
  color: vars.color.foreground,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.size.iconLg} * 2)`,
  height: `calc(${vars.size.iconLg} * 2)`,
  marginBlockEnd: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.muted,
  fontSize: vars.size.iconLg,
});

export const title = style({ overflowWrap: 'anywhere' });

export const description = style({
  margin: 0,
  maxWidth: vars.size.dialogMd,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.muted,
  overflowWrap: 'anywhere',
});

export const action = style({ marginBlockStart: vars.space.small });
