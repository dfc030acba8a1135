import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { fadeIn, fadeOut } from '../theme/utils.css';
import { type PopupPart, popupParts } from './visibleColor';

interface PartVars {
  color: string;
  background: string;
  borderColor: string;
}

/** One custom property per part and colour, set inline from a campaign's styles. */
export const partVars = Object.fromEntries(
  popupParts.map((part) => [
    part,
    {
      color: createVar(`${part}-color`),
      background: createVar(`${part}-background`),
      borderColor: createVar(`${part}-border`),
    },
  ]),
) as Record<PopupPart, PartVars>;

/** The theme's colours unless the campaign set its own. */
function partColors(part: PopupPart, color: string, background: string, borderColor: string) {
  return {
    color: fallbackVar(partVars[part].color, color),
    backgroundColor: fallbackVar(partVars[part].background, background),
    borderColor: fallbackVar(partVars[part].borderColor, borderColor),
  };
}

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  ...partColors('overlay', 'inherit', vars.color.overlay, 'transparent'),
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.durationFast} ease-in` },
  },
});

export const popup = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: vars.zIndex.modal,
  transform: 'translate(-50%, -50%)',
  width: `calc(100vw - ${vars.space.xxlarge})`,
  // Part 1 §2: at most 500 px wide.
  maxWidth: vars.size.popupWidth,
  maxHeight: `calc(100vh - ${vars.space.xxlarge})`,
  overflowY: 'auto',
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  outline: 'none',
  ...partColors('popup', vars.color.foreground, vars.color.surface, 'transparent'),
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.durationFast} ease-in` },
  },
});

export const header = style({
  position: 'relative',
  padding: vars.space.xlarge,
  // Room for the close button in the corner.
  paddingInlineEnd: `calc(${vars.space.xlarge} + ${vars.size.controlMd})`,
  borderBottomWidth: vars.size.borderWidth,
  borderBottomStyle: 'solid',
  textAlign: 'center',
  ...partColors('header', 'inherit', vars.color.primarySubtle, 'transparent'),
});

export const close = style({
  position: 'absolute',
  top: vars.space.small,
  right: vars.space.small,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  padding: 0,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderRadius: vars.radius.full,
  fontSize: vars.size.iconMd,
  cursor: 'pointer',
  ...partColors('close', vars.color.foreground, 'transparent', 'transparent'),
  selectors: {
    '&:hover': { backgroundColor: fallbackVar(partVars.close.background, vars.color.surfaceMuted) },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  ...partColors('title', 'inherit', 'transparent', 'transparent'),
});

export const tagline = style({
  margin: 0,
  marginTop: vars.space.small,
  fontSize: vars.font.size.md,
  ...partColors('tagline', vars.color.muted, 'transparent', 'transparent'),
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.xlarge,
  ...partColors('content', 'inherit', 'transparent', 'transparent'),
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const input = style({
  display: 'block',
  width: '100%',
  minHeight: vars.size.controlLg,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.md,
  ...partColors('input', vars.color.foreground, vars.color.surface, vars.color.borderStrong),
  selectors: {
    '&::placeholder': { color: vars.color.muted, opacity: 1 },
    '&:focus-visible': { outlineOffset: 0 },
  },
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  width: '100%',
  minHeight: vars.size.controlLg,
  paddingInline: vars.space.xlarge,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  ...partColors('button', vars.color.onPrimary, vars.color.primary, 'transparent'),
  selectors: {
    '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.8 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const note = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
  ...partColors('note', vars.color.muted, 'transparent', 'transparent'),
});

export const thankYou = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  textAlign: 'center',
  outline: 'none',
});

export const thankYouTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const thankYouMessage = style({ margin: 0 });

export const label = style({
  display: 'block',
  marginBottom: vars.space.xsmall,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  // Follows the content colour, which a campaign may set.
  color: 'inherit',
});
