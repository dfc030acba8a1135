import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Sidebar } from './Sidebar';
import { sampleSidebarItems } from './Sidebar.fixtures';

function currentLinks() {
  return within(screen.getByRole('navigation', { name: 'Console' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

describe('Sidebar', () => {
  it('shows the title, subtitle, footer and a named navigation with the current item marked', async () => {
    const { container } = renderWithTheme(
      <Sidebar
        title="Console"
        subtitle="Workspace"
        items={sampleSidebarItems}
        currentPath="/console/documents"
        footer="© 2026 Telehealth"
      />,
    );
    expect(screen.getByText('Console')).toBeInTheDocument();
    expect(screen.getByText('Workspace')).toBeInTheDocument();
    expect(screen.getByText('© 2026 Telehealth')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Documents' })).toHaveAttribute('href', '/console/documents');
    expect(currentLinks()).toEqual(['Documents']);
    await expectNoAxeViolations(container);
  });

  it('matches sub-pages by prefix and the overview only exactly', () => {
    const { rerender } = renderWithTheme(
      <Sidebar title="Console" items={sampleSidebarItems} currentPath="/console/people/42" />,
    );
    expect(currentLinks()).toEqual(['People']);
    rerender(<Sidebar title="Console" items={sampleSidebarItems} currentPath="/console" />);
    expect(currentLinks()).toEqual(['Overview']);
  });

  it('uses isActive or an item flag when given', () => {
    const { rerender } = renderWithTheme(
      <Sidebar title="Console" items={sampleSidebarItems} isActive={(href) => href === '/console/reports'} />,
    );
    expect(currentLinks()).toEqual(['Reports']);
    rerender(
      <Sidebar
        title="Console"
        items={[{ href: '/console/tasks', label: 'Tasks', active: true }, ...sampleSidebarItems.slice(0, 2)]}
      />,
    );
    expect(currentLinks()).toEqual(['Tasks']);
  });

  it('takes an explicit navigation label', () => {
    renderWithTheme(<Sidebar title="Console" label="Console navigation" items={sampleSidebarItems} />);
    expect(screen.getByRole('navigation', { name: 'Console navigation' })).toBeInTheDocument();
  });
});
