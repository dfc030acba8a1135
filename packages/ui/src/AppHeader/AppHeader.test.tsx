import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MouseEvent } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NavLinkComponentProps } from '../internal/NavLink';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { AppHeader } from './AppHeader';

const links = [
  { href: '/', label: 'Home' },
  { href: '/erectile-dysfunction', label: 'ED Treatment' },
  { href: '/articles', label: 'Articles' },
  { href: '/contact', label: 'Contact Us' },
];

const navigate = vi.fn();

/** Stands in for a router link: records navigation instead of loading a page. */
function RouterLink({ href, onClick, ...props }: NavLinkComponentProps) {
  return (
    <a
      href={href}
      data-router-link=""
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

describe('AppHeader', () => {
  it('lists the links in a named navigation and marks the active one', async () => {
    const { container } = renderWithTheme(
      <AppHeader
        brand={<a href="/">Telehealth</a>}
        links={links}
        activeHref="/articles"
        actions={<a href="/auth">Login</a>}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const navLinks = within(nav).getAllByRole('link');
    expect(navLinks.map((link) => link.textContent)).toEqual([
      'Home',
      'ED Treatment',
      'Articles',
      'Contact Us',
    ]);
    expect(within(nav).getByRole('link', { name: 'Articles' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toContainElement(nav);
    await expectNoAxeViolations(container);
  });

  it('asks isActive which link is current', () => {
    renderWithTheme(
      <AppHeader
        links={links}
        isActive={(href) => '/articles/how-to-sleep-better'.startsWith(href) && href !== '/'}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Articles' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('renders links with the given link component', async () => {
    renderWithTheme(<AppHeader links={links} linkComponent={RouterLink} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const contact = within(nav).getByRole('link', { name: 'Contact Us' });
    expect(contact).toHaveAttribute('data-router-link');
    await userEvent.click(contact);
    expect(navigate).toHaveBeenCalledWith('/contact');
  });

  it('opens the small-screen menu from the keyboard and closes it with Escape', async () => {
    const { container } = renderWithTheme(<AppHeader links={links} activeHref="/" />);
    const openButton = screen.getByRole('button', { name: 'Open menu' });
    expect(openButton).toHaveAttribute('aria-expanded', 'false');

    openButton.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(openButton).toHaveAttribute('aria-expanded', 'true');
    const menu = within(dialog).getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await expectNoAxeViolations(container.ownerDocument.body);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openButton).toHaveFocus();
  });

  it('closes the menu when a link is chosen', async () => {
    renderWithTheme(<AppHeader links={links} linkComponent={RouterLink} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'ED Treatment' }));
    expect(navigate).toHaveBeenCalledWith('/erectile-dysfunction');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the menu with its close button', async () => {
    renderWithTheme(<AppHeader links={links} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
