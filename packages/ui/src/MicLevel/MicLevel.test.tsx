import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { MicLevel } from './MicLevel';

describe('MicLevel', () => {
  it('is a labelled meter from 0 to 100 holding the level', async () => {
    const { container } = renderWithTheme(<MicLevel level={0.42} />);
    const meter = screen.getByRole('meter', { name: 'Microphone level' });
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '100');
    expect(meter).toHaveAttribute('aria-valuenow', '42');
    expect(meter).toHaveAttribute('aria-valuetext', '42%');
    await expectNoAxeViolations(container);
  });

  it('lights as many bars as the level reaches, and follows a new level', () => {
    const { container, rerender } = renderWithTheme(<MicLevel level={0} />);
    expect(container.querySelectorAll('[data-lit]')).toHaveLength(0);
    rerender(<MicLevel level={0.5} />);
    expect(container.querySelectorAll('[data-lit]')).toHaveLength(6);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '50');
  });

  it('keeps the value within 0 and 1, and reads NaN as silence', () => {
    const { rerender } = renderWithTheme(<MicLevel level={3} />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
    rerender(<MicLevel level={-1} />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '0');
    rerender(<MicLevel level={Number.NaN} />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '0');
  });

  it('takes another label, and can hide it while it still names the meter', () => {
    renderWithTheme(<MicLevel level={0.1} label="Your microphone" labelHidden />);
    expect(screen.getByRole('meter', { name: 'Your microphone' })).toBeInTheDocument();
  });
});
