import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Container } from './Container';

describe('Container', () => {
  it('renders its content in the element asked for', async () => {
    const { container } = renderWithTheme(
      <Container as="section" size="narrow" aria-label="Sign in">
        Form
      </Container>,
    );
    expect(screen.getByRole('region', { name: 'Sign in' })).toHaveTextContent('Form');
    await expectNoAxeViolations(container);
  });
});
