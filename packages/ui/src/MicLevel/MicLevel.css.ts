import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { visuallyHidden } from '../theme/utils.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minWidth: 0,
});

export const label = style({
  flexShrink: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
});

export const hiddenLabel = visuallyHidden;

export const meter = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xxsmall,
  flex: '1 1 auto',
  minWidth: 0,
  height: vars.size.iconLg,
});

export const segment = style({
  flex: '1 1 0',
  height: '100%',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
  // The unlit bars' edge shows against the surface and in forced colours (WCAG 1.4.11).
  boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.color.borderStrong}`,
  selectors: {
    '&[data-lit="true"]': { backgroundColor: vars.tone.positive.solid, boxShadow: 'none' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-lit="true"]': { backgroundColor: 'Highlight' } },
    },
  },
});
