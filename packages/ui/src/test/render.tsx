import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { type ThemeName, ThemeProvider } from '../ThemeProvider';

export { expectNoAxeViolations } from '../../../../tooling/test/axe';

/** Renders inside the providers an app mounts (the theme), so components see what they see in an app. */
export function renderWithTheme(ui: ReactElement, options: RenderOptions & { theme?: ThemeName } = {}) {
  const { theme = 'light', ...rest } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
  }
  return render(ui, { wrapper: Wrapper, ...rest });
}
