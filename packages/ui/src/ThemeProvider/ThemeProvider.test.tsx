import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppHeader } from '../AppHeader';
import { expectNoAxeViolations } from '../test/render';
import { darkTheme } from '../theme/darkTheme.css';
import { lightTheme } from '../theme/lightTheme.css';
import { ThemeProvider, themeClassNames, useTheme } from './ThemeProvider';

function ThemeName() {
  return <p>Theme: {useTheme() ?? 'none'}</p>;
}

describe('ThemeProvider', () => {
  it('applies the light theme class by default and tells descendants the theme', async () => {
    const { container } = render(
      <ThemeProvider>
        <ThemeName />
      </ThemeProvider>,
    );
    const paragraph = screen.getByText('Theme: light');
    expect(paragraph.closest(`.${lightTheme}`)).not.toBeNull();
    expect(themeClassNames.light).toBe(lightTheme);
    await expectNoAxeViolations(container);
  });

  it('applies the dark theme, also to dialogs portalled out of its wrapper', async () => {
    render(
      <ThemeProvider theme="dark">
        <ThemeName />
        <AppHeader links={[{ href: '/', label: 'Home' }]} />
      </ThemeProvider>,
    );
    expect(screen.getByText('Theme: dark').closest(`.${darkTheme}`)).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(dialog.closest(`.${darkTheme}`)).not.toBeNull();
  });

  it('reports no theme outside a provider', () => {
    render(<ThemeName />);
    expect(screen.getByText('Theme: none')).toBeInTheDocument();
  });
});
