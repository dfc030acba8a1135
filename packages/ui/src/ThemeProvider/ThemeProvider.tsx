import { clsx } from 'clsx';
// Global styles travel with the provider too, for code that imports components directly.
import '../theme/global.css';
import { createContext, type ReactNode, useContext } from 'react';
import { darkTheme } from '../theme/darkTheme.css';
import { lightTheme } from '../theme/lightTheme.css';
import * as styles from './ThemeProvider.css';

/** The themes the design system ships. */
export type ThemeName = 'light' | 'dark';

/** The class name that applies each theme to a subtree. */
export const themeClassNames: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme };

const ThemeContext = createContext<ThemeName | null>(null);

export interface ThemeProviderProps {
  /** Which theme to apply; defaults to light. */
  theme?: ThemeName;
  /** Extra class for the wrapper element. */
  className?: string;
  /** The themed content. */
  children?: ReactNode;
}

/** Applies a theme's class (its custom properties, font and colours) to a wrapper around `children`. */
export function ThemeProvider({ theme = 'light', className, children }: ThemeProviderProps) {
  return (
    <ThemeContext.Provider value={theme}>
      <div className={clsx(themeClassNames[theme], styles.root, className)} data-theme={theme}>
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

/** The nearest ThemeProvider's theme, or null outside one (the document default is light). */
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
