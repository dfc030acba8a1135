import { createGlobalTheme, createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightTokens } from './tokens';

/** Class name that applies the light theme to a subtree. */
export const lightTheme = createTheme(vars, lightTokens, 'light');

// The light values are also the document default, so that the body, and content that Radix
// portals to the end of the body, have a theme even outside a ThemeProvider. :where() gives the
// default no specificity, so a theme class on <html> wins whatever order the CSS loads in.
createGlobalTheme(':where(:root)', vars, lightTokens);
