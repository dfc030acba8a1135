import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('theme="system"', () => {
    /** A device whose colour-scheme setting the test can flip, as matchMedia reports it. */
    function fakeDevice(initiallyDark: boolean) {
      let dark = initiallyDark;
      const listeners = new Set<(event: MediaQueryListEvent) => void>();
      vi.stubGlobal('matchMedia', (query: string) => ({
        media: query,
        get matches() {
          return query === '(prefers-color-scheme: dark)' && dark;
        },
        addEventListener: (_type: 'change', listener: (event: MediaQueryListEvent) => void) =>
          listeners.add(listener),
        removeEventListener: (_type: 'change', listener: (event: MediaQueryListEvent) => void) =>
          listeners.delete(listener),
      }));
      return {
        setDark(next: boolean) {
          dark = next;
          for (const listener of listeners) listener({ matches: next } as MediaQueryListEvent);
        },
        listenerCount: () => listeners.size,
      };
    }

    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('renders dark from the very first render on a dark device: no light flash', () => {
      fakeDevice(true);
      const seen: (string | null)[] = [];
      function FirstRender() {
        seen.push(useTheme());
        return null;
      }
      render(
        <ThemeProvider theme="system">
          <FirstRender />
          <ThemeName />
        </ThemeProvider>,
      );
      expect(seen[0]).toBe('dark');
      const wrapper = screen.getByText('Theme: dark').closest('[data-theme]');
      expect(wrapper).toHaveClass(darkTheme);
      expect(wrapper).toHaveAttribute('data-theme', 'dark');
    });

    it('follows the device when it switches, portalled dialogs included, and stops listening on unmount', async () => {
      const device = fakeDevice(false);
      const { unmount } = render(
        <ThemeProvider theme="system">
          <ThemeName />
          <AppHeader links={[{ href: '/', label: 'Home' }]} />
        </ThemeProvider>,
      );
      expect(screen.getByText('Theme: light').closest(`.${lightTheme}`)).not.toBeNull();
      act(() => device.setDark(true));
      expect(screen.getByText('Theme: dark').closest(`.${darkTheme}`)).not.toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      expect((await screen.findByRole('dialog', { name: 'Menu' })).closest(`.${darkTheme}`)).not.toBeNull();
      act(() => device.setDark(false));
      expect(screen.getByRole('dialog', { name: 'Menu' }).closest(`.${lightTheme}`)).not.toBeNull();
      unmount();
      expect(device.listenerCount()).toBe(0);
    });

    it('is light where the browser cannot tell (no matchMedia)', () => {
      vi.stubGlobal('matchMedia', undefined);
      render(
        <ThemeProvider theme="system">
          <ThemeName />
        </ThemeProvider>,
      );
      expect(screen.getByText('Theme: light').closest(`.${lightTheme}`)).not.toBeNull();
    });

    it('leaves an explicit theme alone whatever the device says', () => {
      fakeDevice(true);
      render(
        <ThemeProvider theme="light">
          <ThemeName />
        </ThemeProvider>,
      );
      expect(screen.getByText('Theme: light')).toBeInTheDocument();
    });
  });
});
