import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const label = style({
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
});

export const track = style({
  position: 'relative',
  overflow: 'hidden',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  // The track's edge shows in forced colours and against light surfaces (WCAG 1.4.11).
  boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  transition: 'width 200ms ease-out',
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    '(forced-colors: active)': { background: 'Highlight' },
  },
});
