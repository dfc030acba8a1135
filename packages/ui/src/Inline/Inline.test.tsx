import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { sprinkles } from '../theme/sprinkles.css';
import { Inline } from './Inline';

describe('Inline', () => {
  it('renders its children in order in a wrapping row inside the element asked for', async () => {
    const { container } = renderWithTheme(
      <Inline as="ul" aria-label="Filters" gap="xsmall" justify="between">
        <li>Active</li>
        <li>Inactive</li>
      </Inline>,
    );
    const list = screen.getByRole('list', { name: 'Filters' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Active', 'Inactive']);
    for (const atom of sprinkles({ flexDirection: 'row', flexWrap: 'wrap', gap: 'xsmall' }).split(' ')) {
      expect(list).toHaveClass(atom);
    }
    expect(list).not.toHaveAttribute('gap');
    expect(list).not.toHaveAttribute('justify');
    await expectNoAxeViolations(container);
  });

  it('keeps one line when asked', () => {
    renderWithTheme(
      <Inline wrap={false} data-testid="row">
        <span>One</span>
      </Inline>,
    );
    expect(screen.getByTestId('row')).toHaveClass(sprinkles({ flexWrap: 'nowrap' }));
  });
});
