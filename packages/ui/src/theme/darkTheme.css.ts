import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTokens } from './tokens';

/** Class name that applies the dark theme to a subtree. */
export const darkTheme = createTheme(vars, darkTokens, 'dark');
