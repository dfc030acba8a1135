import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { fadeIn } from '../theme/utils.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.foreground,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    // The ring goes on the whole editor: the editable area inside draws none of its own.
    '&:has([contenteditable]:focus-visible)': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
    '&[data-invalid="true"]': {
      borderColor: vars.tone.critical.foreground,
      boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.tone.critical.foreground}`,
    },
    '&[data-disabled="true"]': {
      backgroundColor: vars.color.disabledSurface,
      borderColor: vars.color.border,
      color: vars.color.disabledForeground,
    },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: vars.space.xsmall,
  borderBottomWidth: vars.size.borderWidth,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border,
  backgroundColor: vars.color.surfaceMuted,
  borderTopLeftRadius: vars.radius.md,
  borderTopRightRadius: vars.radius.md,
});

const toolbarControl = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: vars.size.controlSm,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: 'transparent',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.foreground,
  cursor: 'pointer',
} as const;

export const toolButton = style({
  ...toolbarControl,
  width: vars.size.controlSm,
  padding: 0,
  fontSize: vars.size.iconSm,
  selectors: {
    '&:hover:not(:disabled):not([aria-disabled="true"])': {
      backgroundColor: vars.color.surface,
      borderColor: vars.color.border,
    },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.disabledForeground },
    // Pressed is told by more than colour: a filled tile with its own border.
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.primarySubtle,
      borderColor: vars.color.primary,
      color: vars.color.onPrimarySubtle,
    },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.disabledForeground },
  },
});

export const headingTrigger = style({
  ...toolbarControl,
  gap: vars.space.xsmall,
  minWidth: `calc(${vars.size.controlLg} * 2.5)`,
  justifyContent: 'space-between',
  paddingInline: vars.space.small,
  fontSize: vars.font.size.sm,
  borderColor: vars.color.border,
  backgroundColor: vars.color.surface,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.borderStrong },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.disabledForeground },
  },
});

export const separator = style({
  alignSelf: 'stretch',
  width: vars.size.borderWidth,
  marginInline: vars.space.xxsmall,
  backgroundColor: vars.color.border,
});

/** Menus and the link form: portalled above the page. */
const floating = {
  zIndex: vars.zIndex.toast,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.foreground,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family.body,
  animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easing}`,
} as const;

export const selectContent = style({ ...floating, overflow: 'hidden', padding: vars.space.xsmall });

export const selectItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.primarySubtle, color: vars.color.onPrimarySubtle },
  },
});

export const selectItemIndicator = style({ display: 'inline-flex', marginInlineStart: 'auto' });

export const linkPopover = style({
  ...floating,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: vars.size.sheetWidth,
  maxWidth: `calc(100vw - ${vars.space.xlarge})`,
  padding: vars.space.medium,
});

export const linkForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const linkActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.small });

export const content = style({
  // The legal document editor is at least 300 px tall (docs/product/settings.md).
  minHeight: vars.size.editorMinHeight,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  outline: 'none',
  cursor: 'text',
  selectors: {
    '&[contenteditable="false"]': { cursor: 'not-allowed' },
  },
});

/** While the editor's code loads: a block of the same size, so the form does not jump. */
export const skeleton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: `calc(${vars.size.editorMinHeight} + ${vars.size.controlLg})`,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
});
