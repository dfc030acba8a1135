import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The number of lines to show when clamped. */
export const lineCount = createVar();

/**
 * Typography for rich text written in the editor: shared by this view and the editor's content
 * area, so that what an author types looks like what readers see.
 */
export const prose = style({
  color: vars.color.foreground,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} > :last-child`, { marginBottom: 0 });
globalStyle(`${prose} :is(p, ul, ol, blockquote, pre)`, {
  marginTop: 0,
  marginBottom: vars.space.medium,
});
globalStyle(`${prose} :is(h1, h2, h3, h4, h5, h6)`, {
  marginTop: vars.space.xlarge,
  marginBottom: vars.space.small,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});
globalStyle(`${prose} h1`, { fontSize: vars.font.size.xxxl });
globalStyle(`${prose} h2`, { fontSize: vars.font.size.xxl });
globalStyle(`${prose} h3`, { fontSize: vars.font.size.xl });
globalStyle(`${prose} h4`, { fontSize: vars.font.size.lg });
globalStyle(`${prose} h5`, { fontSize: vars.font.size.md });
globalStyle(`${prose} h6`, { fontSize: vars.font.size.sm, textTransform: 'uppercase' });
// The global reset takes markers off every list; rich text is where they belong.
globalStyle(`${prose} :is(ul, ol)`, { paddingInlineStart: vars.space.xlarge, listStylePosition: 'outside' });
globalStyle(`${prose} ul`, { listStyleType: 'disc' });
globalStyle(`${prose} ul ul`, { listStyleType: 'circle' });
globalStyle(`${prose} ul ul ul`, { listStyleType: 'square' });
globalStyle(`${prose} ol`, { listStyleType: 'decimal' });
globalStyle(`${prose} li > :is(p, ul, ol)`, { marginBottom: vars.space.xxsmall });
globalStyle(`${prose} a`, {
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});
globalStyle(`${prose} a:hover`, { color: vars.color.linkHover });
globalStyle(`${prose} blockquote`, {
  marginInline: 0,
  paddingInlineStart: vars.space.large,
  borderInlineStart: `${vars.space.xsmall} solid ${vars.color.border}`,
  color: vars.color.muted,
});
globalStyle(`${prose} :is(code, pre)`, {
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  backgroundColor: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
});
globalStyle(`${prose} code`, { paddingInline: vars.space.xxsmall });
globalStyle(`${prose} pre`, { padding: vars.space.medium, overflowX: 'auto' });
globalStyle(`${prose} img`, { maxWidth: '100%', height: 'auto' });

/** Cuts the text after `lineCount` lines with an ellipsis. */
export const clamped = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: lineCount,
  lineClamp: lineCount,
  overflow: 'hidden',
});

/** Clamped rich text reads as one run: no heading sizes or block gaps breaking the few lines. */
globalStyle(`${clamped} > *`, { marginBlock: 0 });
