import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Logo } from './Logo';

describe('Logo', () => {
  it('is an image named after the brand, with or without the wordmark', async () => {
    const { container } = renderWithTheme(
      <>
        <Logo />
        <Logo name="Acme Health" variant="mark" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Telehealth' })).toHaveTextContent('Telehealth');
    expect(screen.getByRole('img', { name: 'Acme Health' })).not.toHaveTextContent('Acme Health');
    await expectNoAxeViolations(container);
  });
});
