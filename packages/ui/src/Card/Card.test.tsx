import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Card } from './Card';

describe('Card', () => {
  it('composes a titled article from its parts', async () => {
    const { container } = renderWithTheme(
      <Card as="article" aria-labelledby="card-title">
        <Card.Header>
          <Card.Title id="card-title">Dr. Amelia Chen</Card.Title>
          <Card.Description>General Practice</Card.Description>
        </Card.Header>
        <Card.Content>Current Duration: 15 minutes</Card.Content>
        <Card.Footer>
          <button type="button">Edit Duration</button>
        </Card.Footer>
      </Card>,
    );
    const article = screen.getByRole('article', { name: 'Dr. Amelia Chen' });
    expect(screen.getByRole('heading', { level: 3, name: 'Dr. Amelia Chen' })).toBeInTheDocument();
    expect(article).toHaveTextContent('Current Duration: 15 minutes');
    await expectNoAxeViolations(container);
  });

  it('takes a title level', () => {
    renderWithTheme(
      <Card>
        <Card.Title level={2}>Validation rules</Card.Title>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Validation rules' })).toBeInTheDocument();
  });
});
