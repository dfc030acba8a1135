import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { breakpoints } from '../theme/tokens';

/** From the tablet breakpoint of the check's own width: the preview beside the settings. */
const wide = `(min-width: ${breakpoints.tablet}px)`;

export const root = style({ containerType: 'inline-size', width: '100%' });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@container': { [wide]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

/** The preview keeps a camera's shape (4:3), whatever the tile shows. */
export const preview = style({ aspectRatio: '4 / 3', width: '100%', minWidth: 0 });

export const settings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

export const intro = style({ fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.normal });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  paddingBlockStart: vars.space.small,
});

// Both buttons share the row, and each takes the whole row when they wrap on a narrow screen.
globalStyle(`${actions} > *`, { flex: '1 1 auto' });
