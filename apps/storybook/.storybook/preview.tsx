import type { Decorator, Preview } from '@storybook/react-vite';
import { type ThemeName, ThemeProvider, Toaster, themeClassNames, vars } from '@telehealth/ui';
import { type ReactNode, useEffect } from 'react';

/** Applies the toolbar's theme to the story and to the document, so the page and portals match. */
function ThemeFrame({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  useEffect(() => {
    const className = themeClassNames[theme];
    document.documentElement.classList.add(className);
    // Storybook styles the preview's body itself; paint it from the theme so no white frame shows.
    document.body.style.backgroundColor = vars.color.background;
    return () => {
      document.documentElement.classList.remove(className);
      document.body.style.removeProperty('background-color');
    };
  }, [theme]);
  return (
    <ThemeProvider theme={theme}>
      {children}
      <Toaster />
    </ThemeProvider>
  );
}

const withTheme: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <ThemeFrame theme={theme}>
      <Story />
    </ThemeFrame>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Design-system theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility checks run on every story; violations count as failures.
    a11y: { test: 'error' },
  },
};

export default preview;
