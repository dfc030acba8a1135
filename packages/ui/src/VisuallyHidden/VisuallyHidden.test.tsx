import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/render';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of the control around it', async () => {
    const { container } = render(
      <button type="button">
        Edit <VisuallyHidden>the privacy policy</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Edit the privacy policy' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
