import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { themeClassNames } from '../ThemeProvider';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Sheet } from './Sheet';

describe('Sheet', () => {
  it('opens a named dialog from its trigger, traps focus and closes with Escape, returning focus', async () => {
    const onOpenChange = vi.fn();
    renderWithTheme(
      <Sheet
        title="Filters"
        description="Narrow the list of appointments."
        onOpenChange={onOpenChange}
        trigger={<Button variant="outline">Open filters</Button>}
      >
        <Button>Apply</Button>
      </Sheet>,
    );
    const trigger = screen.getByRole('button', { name: 'Open filters' });
    await userEvent.click(trigger);
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(sheet).toHaveAccessibleDescription('Narrow the list of appointments.');
    expect(within(sheet).getByRole('heading', { name: 'Filters' })).toBeVisible();
    await expectNoAxeViolations(sheet);

    await userEvent.tab();
    await userEvent.tab();
    expect(sheet).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes from its close button, named as asked, and keeps a hidden title for screen readers', async () => {
    renderWithTheme(
      <Sheet title="Menu" titleHidden closeLabel="Close menu" defaultOpen>
        <a href="/articles">Articles</a>
      </Sheet>,
    );
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(sheet).getByRole('link', { name: 'Articles' })).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes the theme of the page into its portal and slides from the side asked for', async () => {
    renderWithTheme(
      <Sheet title="Navigation" side="left" defaultOpen>
        <p>Links</p>
      </Sheet>,
      { theme: 'dark' },
    );
    const sheet = screen.getByRole('dialog', { name: 'Navigation' });
    expect(sheet.closest(`.${themeClassNames.dark}`)).not.toBeNull();
    expect(within(sheet).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('returns focus to a button that opened it by state, without a trigger', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Show filters</Button>
          <Sheet open={open} onOpenChange={setOpen} title="Filters">
            <Button>Apply</Button>
          </Sheet>
        </>
      );
    }
    renderWithTheme(<Page />);
    const opener = screen.getByRole('button', { name: 'Show filters' });
    await userEvent.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
