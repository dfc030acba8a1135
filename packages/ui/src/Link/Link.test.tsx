import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Link } from './Link';

describe('Link', () => {
  it('renders an anchor with its href', async () => {
    const { container } = renderWithTheme(<Link href="/privacy">Privacy Policy</Link>);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expectNoAxeViolations(container);
  });

  it('styles its child with asChild instead of nesting anchors', () => {
    renderWithTheme(
      <Link asChild>
        <a href="/articles" data-router="yes">
          Articles
        </a>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Articles' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link.className).not.toBe('');
    expect(link.querySelector('a')).toBeNull();
  });
});
