import { createThemeContract } from '@vanilla-extract/css';
import { lightTokens } from './tokens';

/**
 * The theme contract: CSS custom properties named after the token tree. Only the shape of the
 * token data is used here, so importing it emits no CSS for any theme.
 */
export const vars = createThemeContract(lightTokens);
