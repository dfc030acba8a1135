import type { Decorator, Preview } from '@storybook/react-vite';
import { type ThemeName, ThemeProvider, Toaster, themeClassNames, vars } from '@telehealth/ui';
import { type ReactNode, useEffect } from 'react';

/**
 * Applies the toolbar's theme to the story and to the document, so the page and portals match. `marker` names the
 * story and the theme the toolbar asked for; it is written to `<html data-story>` once this render is on screen, so
 * the visual tests (tests/visual/stories.spec.ts) wait for this story in this theme, not for any render. Beside it,
 * `data-story-theme` says which theme is shown and `data-story-theme-set` whether the story itself set it: such a
 * story looks the same whatever the toolbar asks for, so the tests picture it once.
 */
function ThemeFrame({
  theme,
  setByStory,
  marker,
  children,
}: {
  theme: ThemeName;
  setByStory: boolean;
  marker: string;
  children: ReactNode;
}) {
  useEffect(() => {
    const { dataset } = document.documentElement;
    dataset.storyTheme = theme;
    dataset.storyThemeSet = setByStory ? 'story' : 'toolbar';
    dataset.story = marker;
  }, [marker, theme, setByStory]);
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
  // A story may set its own theme (`globals: { theme: 'dark' }`); the marker names what the toolbar asked for.
  const requested = context.userGlobals?.theme === 'dark' ? 'dark' : 'light';
  return (
    <ThemeFrame
      theme={theme}
      setByStory={context.storyGlobals?.theme !== undefined}
      marker={`${context.id} ${requested}`}
    >
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
