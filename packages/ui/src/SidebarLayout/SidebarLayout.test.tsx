import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MouseEvent } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NavLinkComponentProps } from '../internal/NavLink';
import { Sidebar } from '../Sidebar';
import { sampleSidebarItems } from '../Sidebar/Sidebar.fixtures';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { SidebarLayout } from './SidebarLayout';

const navigate = vi.fn();

/** Stands in for a router link: records navigation instead of loading a page. */
function RouterLink({ href, onClick, ...props }: NavLinkComponentProps) {
  return (
    <a
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        navigate(href);
        onClick?.(event);
      }}
      {...props}
    />
  );
}

beforeEach(() => {
  navigate.mockClear();
});

function renderLayout() {
  return renderWithTheme(
    <main>
      <SidebarLayout
        mobileTitle="Console"
        sidebar={
          <Sidebar
            title="Console"
            items={sampleSidebarItems}
            currentPath="/console/tasks"
            linkComponent={RouterLink}
          />
        }
      >
        <h1>Tasks</h1>
      </SidebarLayout>
    </main>,
  );
}

describe('SidebarLayout', () => {
  it('shows the sidebar beside the content', async () => {
    const { container } = renderLayout();
    expect(screen.getByRole('heading', { level: 1, name: 'Tasks' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(container);
  });

  it('lets every item scroll with the page: no menu that scrolls on its own, no sticky column', () => {
    const { container } = renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getAllByRole('link')).toHaveLength(18);
    for (
      let element: HTMLElement | null = nav;
      element && element !== container;
      element = element.parentElement
    ) {
      const style = getComputedStyle(element);
      expect(['auto', 'scroll', 'hidden'], element.className).not.toContain(style.overflowY);
      expect(style.position, element.className).not.toBe('sticky');
      expect(style.height, element.className).not.toMatch(/vh/);
    }
  });

  it('opens the sidebar in a dialog on small screens and closes it when a link is chosen', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Navigation' });
    const nav = within(dialog).getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(document.body);

    await userEvent.click(within(nav).getByRole('link', { name: 'Reports' }));
    expect(navigate).toHaveBeenCalledWith('/console/reports');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the dialog with Escape and returns focus to the button', async () => {
    renderLayout();
    const button = screen.getByRole('button', { name: 'Open navigation' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
