import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Stack } from './Stack';

describe('Stack', () => {
  it('renders its children in order inside the element asked for', async () => {
    const { container } = renderWithTheme(
      <Stack as="ul" aria-label="Steps" direction="row" gap="small" align="center" wrap>
        <li>Assessment</li>
        <li>Checkout</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Steps' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Assessment',
      'Checkout',
    ]);
    expect(list).not.toHaveAttribute('gap');
    expect(list).not.toHaveAttribute('wrap');
    await expectNoAxeViolations(container);
  });
});
