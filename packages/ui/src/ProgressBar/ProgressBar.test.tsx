import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a labelled progressbar with its value and value text', async () => {
    const { container } = renderWithTheme(<ProgressBar value={2} max={5} label="Step 2 of 5" />);
    const bar = screen.getByRole('progressbar', { name: 'Step 2 of 5' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 5');
    expect(screen.getByText('Step 2 of 5')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('keeps the value within 0 and max', () => {
    renderWithTheme(<ProgressBar value={9} max={3} label="Done" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
  });
});
