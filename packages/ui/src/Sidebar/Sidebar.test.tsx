import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { adminSidebarItems } from './adminItems';
import { Sidebar } from './Sidebar';

function currentLinks() {
  return within(screen.getByRole('navigation', { name: 'Admin Portal' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

describe('Sidebar', () => {
  it('shows the title, subtitle, footer and a named navigation with the current item marked', async () => {
    const { container } = renderWithTheme(
      <Sidebar
        title="Admin Portal"
        subtitle="Management"
        items={adminSidebarItems}
        currentPath="/admin/legal-documents"
        footer="© 2026 Telehealth"
      />,
    );
    expect(screen.getByText('Admin Portal')).toBeInTheDocument();
    expect(screen.getByText('Management')).toBeInTheDocument();
    expect(screen.getByText('© 2026 Telehealth')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Legal Documents' })).toHaveAttribute(
      'href',
      '/admin/legal-documents',
    );
    expect(currentLinks()).toEqual(['Legal Documents']);
    await expectNoAxeViolations(container);
  });

  it('matches sub-pages by prefix and the Dashboard only exactly', () => {
    const { rerender } = renderWithTheme(
      <Sidebar title="Admin Portal" items={adminSidebarItems} currentPath="/admin/patients/42" />,
    );
    expect(currentLinks()).toEqual(['Patients']);
    rerender(<Sidebar title="Admin Portal" items={adminSidebarItems} currentPath="/admin" />);
    expect(currentLinks()).toEqual(['Dashboard']);
  });

  it('uses isActive or an item flag when given', () => {
    const { rerender } = renderWithTheme(
      <Sidebar
        title="Admin Portal"
        items={adminSidebarItems}
        isActive={(href) => href === '/admin/reports'}
      />,
    );
    expect(currentLinks()).toEqual(['Reports']);
    rerender(
      <Sidebar
        title="Admin Portal"
        items={[{ href: '/admin/testing', label: 'Testing', active: true }, ...adminSidebarItems.slice(0, 2)]}
      />,
    );
    expect(currentLinks()).toEqual(['Testing']);
  });

  it('takes an explicit navigation label', () => {
    renderWithTheme(<Sidebar title="Admin Portal" label="Admin navigation" items={adminSidebarItems} />);
    expect(screen.getByRole('navigation', { name: 'Admin navigation' })).toBeInTheDocument();
  });
});
