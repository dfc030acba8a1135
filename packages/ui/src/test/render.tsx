import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type ThemeName, ThemeProvider } from '../ThemeProvider';

export { expectNoAxeViolations } from '../../../../tooling/test/axe';

/** Renders inside the providers an app mounts (the theme), so components see what they see in an app. */
export function renderWithTheme(ui: ReactElement, options: RenderOptions & { theme?: ThemeName } = {}) {
  const { theme = 'light', ...rest } = options;
  const wrap = (node: ReactElement) => <ThemeProvider theme={theme}>{node}</ThemeProvider>;
  const result = render(wrap(ui), rest);
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}
