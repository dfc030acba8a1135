export {
  type ThemeName,
  type ThemePreference,
  ThemeProvider,
  type ThemeProviderProps,
  themeClassNames,
  useTheme,
  useThemeClassName,
} from './ThemeProvider';
