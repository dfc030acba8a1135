export { Button, type ButtonProps } from './Button';
export { IconButton, type IconButtonProps } from './IconButton';
export { Spinner, SpinnerIcon, type SpinnerIconProps, type SpinnerProps } from './Spinner';
export {
  type ThemeName,
  ThemeProvider,
  type ThemeProviderProps,
  themeClassNames,
  useTheme,
  useThemeClassName,
} from './ThemeProvider';
export {
  type Breakpoint,
  breakpoints,
  darkTheme,
  darkTokens,
  lightTheme,
  lightTokens,
  mediaQuery,
  type Space,
  type Sprinkles,
  sprinkles,
  type ThemeTokens,
  type Tone,
  tones,
  vars,
} from './theme';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
