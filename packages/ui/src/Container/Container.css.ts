import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { mediaQuery } from '../theme/tokens';

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space.large,
    '@media': { [mediaQuery.tablet]: { paddingInline: vars.space.xlarge } },
  },
  variants: {
    size: {
      narrow: { maxWidth: vars.size.containerNarrow },
      standard: { maxWidth: vars.size.containerStandard },
      wide: { maxWidth: vars.size.containerWide },
    },
  },
  defaultVariants: { size: 'standard' },
});
