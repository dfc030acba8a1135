import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { signaturePaper } from '../theme/paper';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

// Label, hint and error look as they do in Field, so a pad sits among a form's fields without standing out.
export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.muted,
});

export const error = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.tone.critical.foreground,
});

/** White paper in every theme: the signature is stored and printed as dark ink on white. */
export const pad = style({
  position: 'relative',
  height: signaturePaper.height,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.md,
  backgroundColor: signaturePaper.paper,
  overflow: 'hidden',
  selectors: {
    // The canvas inside takes keyboard focus; the ring goes round the whole pad.
    '&:has(canvas:focus-visible)': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
    '&[data-invalid]': { borderColor: vars.tone.critical.foreground },
    '&[data-disabled]': { borderStyle: 'dashed', cursor: 'not-allowed' },
  },
});

export const canvas = style({
  display: 'block',
  width: '100%',
  height: '100%',
  // Drawing with a finger must not scroll the page (signature_pad sets this too, once it runs).
  touchAction: 'none',
  cursor: 'crosshair',
  selectors: {
    '&:focus-visible': { outline: 'none' },
    '[data-disabled] > &': { cursor: 'not-allowed', pointerEvents: 'none' },
  },
});

/** The line to sign on, a quarter of the way up, like a form's signature line. */
export const baseline = style({
  position: 'absolute',
  insetInline: vars.space.large,
  insetBlockEnd: '25%',
  borderBlockEnd: `${vars.size.borderWidth} solid ${signaturePaper.baseline}`,
  pointerEvents: 'none',
});

export const footer = style({ display: 'flex', justifyContent: 'flex-end' });
