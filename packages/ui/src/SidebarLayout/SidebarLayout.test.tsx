import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MouseEvent } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NavLinkComponentProps } from '../internal/NavLink';
import { Sidebar } from '../Sidebar';
import { adminSidebarItems } from '../Sidebar/adminItems';
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
        mobileTitle="Admin Portal"
        sidebar={
          <Sidebar
            title="Admin Portal"
            items={adminSidebarItems}
            currentPath="/admin/testing"
            linkComponent={RouterLink}
          />
        }
      >
        <h1>Testing</h1>
      </SidebarLayout>
    </main>,
  );
}

describe('SidebarLayout', () => {
  it('shows the sidebar beside the content', async () => {
    const { container } = renderLayout();
    expect(screen.getByRole('heading', { level: 1, name: 'Testing' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin Portal' });
    expect(within(nav).getByRole('link', { name: 'Testing' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(container);
  });

  it('opens the sidebar in a dialog on small screens and closes it when a link is chosen', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Navigation' });
    const nav = within(dialog).getByRole('navigation', { name: 'Admin Portal' });
    expect(within(nav).getByRole('link', { name: 'Testing' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(document.body);

    await userEvent.click(within(nav).getByRole('link', { name: 'Reports' }));
    expect(navigate).toHaveBeenCalledWith('/admin/reports');
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
