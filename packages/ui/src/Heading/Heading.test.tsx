import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Heading } from './Heading';

describe('Heading', () => {
  it('renders the level asked for, whatever its size', async () => {
    const { container } = renderWithTheme(
      <>
        <Heading level={1}>Legal Documents</Heading>
        <Heading level={2} size="small" id="info">
          Submission Information
        </Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Legal Documents' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Submission Information' })).toHaveAttribute(
      'id',
      'info',
    );
    await expectNoAxeViolations(container);
  });
});
