import { clsx } from 'clsx';
// Global styles travel with the provider too, for code that imports components directly.
import '../theme/global.css';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { matchMediaQuery, subscribeToMediaQuery } from '../internal/mediaQuery';
import { darkTheme } from '../theme/darkTheme.css';
import { lightTheme } from '../theme/lightTheme.css';
import * as styles from './ThemeProvider.css';

/** The themes the design system ships. */
export type ThemeName = 'light' | 'dark';

/** A theme, or 'system' to follow the device's light or dark setting. */
export type ThemePreference = ThemeName | 'system';

/** The class name that applies each theme to a subtree. */
export const themeClassNames: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme };

const ThemeContext = createContext<ThemeName | null>(null);

const darkSchemeQuery = '(prefers-color-scheme: dark)';

function darkScheme(): MediaQueryList | null {
  return matchMediaQuery(darkSchemeQuery);
}

function subscribeToScheme(onChange: () => void): () => void {
  return subscribeToMediaQuery(darkSchemeQuery, onChange);
}

function subscribeToNothing(): () => void {
  return () => {};
}

/** Read synchronously, so that the first render already has the right theme: no light flash. */
function systemTheme(): ThemeName {
  return darkScheme()?.matches ? 'dark' : 'light';
}

/** Without a window (server rendering) the document default, light, is the guess. */
function serverTheme(): ThemeName {
  return 'light';
}

export interface ThemeProviderProps {
  /** Which theme to apply: light (default), dark, or 'system' to follow the device's setting as it changes. */
  theme?: ThemePreference;
  /** Extra class for the wrapper element. */
  className?: string;
  /** The themed content. */
  children?: ReactNode;
}

/**
 * Applies a theme's class (its custom properties, font and colours) to a wrapper around `children`.
 * With `theme="system"` it follows `prefers-color-scheme`, read before the first render and kept in
 * sync when the device switches; dialogs, menus and toasts portalled out of the wrapper follow too.
 */
export function ThemeProvider({ theme = 'light', className, children }: ThemeProviderProps) {
  const system = useSyncExternalStore(
    theme === 'system' ? subscribeToScheme : subscribeToNothing,
    systemTheme,
    serverTheme,
  );
  const resolved: ThemeName = theme === 'system' ? system : theme;
  return (
    <ThemeContext.Provider value={resolved}>
      <div
        className={clsx(themeClassNames[resolved], styles.root, styles.colorScheme[resolved], className)}
        data-theme={resolved}
      >
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

/** The nearest ThemeProvider's theme (resolved: light or dark), or null outside one (the document default is light). */
export function useTheme(): ThemeName | null {
  return useContext(ThemeContext);
}

/**
 * The theme class for content that Radix portals to the end of the body, outside the provider's
 * wrapper; without it a dark page would open light dialogs.
 */
export function useThemeClassName(): string | undefined {
  const theme = useTheme();
  return theme ? themeClassNames[theme] : undefined;
}
