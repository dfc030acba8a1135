import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { sprinkles } from '../theme/sprinkles.css';
import { Grid } from './Grid';

describe('Grid', () => {
  it('renders its children in order on a grid with the responsive columns asked for', async () => {
    const columns = { mobile: '1', tablet: '2', desktop: '4' } as const;
    const { container } = renderWithTheme(
      <Grid as="ul" aria-label="Summaries" columns={columns} gap="medium">
        <li>Patients</li>
        <li>Appointments</li>
        <li>Revenue</li>
      </Grid>,
    );
    const list = screen.getByRole('list', { name: 'Summaries' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Patients',
      'Appointments',
      'Revenue',
    ]);
    const expected = sprinkles({ display: 'grid', gridTemplateColumns: columns, gap: 'medium' });
    for (const atom of expected.split(' ')) expect(list).toHaveClass(atom);
    expect(list).not.toHaveAttribute('columns');
    await expectNoAxeViolations(container);
  });

  it('offers an auto-filling card layout', () => {
    renderWithTheme(
      <Grid columns="auto-fill-card" data-testid="cards">
        <div>Card</div>
      </Grid>,
    );
    expect(screen.getByTestId('cards')).toHaveClass(sprinkles({ gridTemplateColumns: 'auto-fill-card' }));
  });
});
