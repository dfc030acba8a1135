import { recipe } from '@vanilla-extract/recipes';
// Imported for order: the icon-button overrides must come after the button styles in the CSS.
import '../Button/Button.css';
import { vars } from '../theme/contract.css';

/** Square hit area sized like the matching Button, with the icon at the icon scale. */
export const iconButton = recipe({
  base: { paddingInline: 0, flexShrink: 0 },
  variants: {
    size: {
      sm: { width: vars.size.controlSm, minHeight: vars.size.controlSm, fontSize: vars.size.iconSm },
      md: { width: vars.size.controlMd, minHeight: vars.size.controlMd, fontSize: vars.size.iconMd },
      lg: { width: vars.size.controlLg, minHeight: vars.size.controlLg, fontSize: vars.size.iconLg },
    },
  },
  defaultVariants: { size: 'md' },
});
