export { vars } from './contract.css';
export { darkTheme } from './darkTheme.css';
export { lightTheme } from './lightTheme.css';
export { type GridColumns, type Space, type Sprinkles, sprinkles } from './sprinkles.css';
export {
  type Breakpoint,
  breakpoints,
  darkTokens,
  lightTokens,
  mediaQuery,
  type ThemeTokens,
  type Tone,
  tones,
} from './tokens';
