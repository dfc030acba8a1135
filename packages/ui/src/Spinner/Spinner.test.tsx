import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces "Loading" by default without showing it', async () => {
    const { container } = renderWithTheme(<Spinner />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading');
    // Radix VisuallyHidden clips the text with inline styles.
    expect(screen.getByText('Loading')).toHaveStyle({ position: 'absolute' });
    await expectNoAxeViolations(container);
  });

  it('shows the label when asked, e.g. for the route guard', () => {
    renderWithTheme(<Spinner label="Authenticating..." showLabel fullPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Authenticating...');
    expect(screen.getByText('Authenticating...')).not.toHaveStyle({ position: 'absolute' });
  });
});
