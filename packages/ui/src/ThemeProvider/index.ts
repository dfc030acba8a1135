export {
  type ThemeName,
  ThemeProvider,
  type ThemeProviderProps,
  themeClassNames,
  useTheme,
  useThemeClassName,
} from './ThemeProvider';
