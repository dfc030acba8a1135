import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { PageShell } from './PageShell';

describe('PageShell', () => {
  it('renders header, main and footer landmarks with a skip link first', async () => {
    const { container } = renderWithTheme(
      <PageShell header={<header>Site header</header>} footer="© 2026 Telehealth">
        <h1>Home</h1>
      </PageShell>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Site header');
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Home' }),
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Telehealth');

    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${screen.getByRole('main').id}`);
    await expectNoAxeViolations(container);
  });

  it('leaves out the footer landmark when there is no footer', () => {
    renderWithTheme(<PageShell>Content</PageShell>);
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
