import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Box } from './Box';

describe('Box', () => {
  it('renders the element asked for with its own props, keeping layout props off the DOM', async () => {
    const { container } = renderWithTheme(
      <Box as="section" aria-label="Summary" padding="large" display="flex" data-testid="box">
        Content
      </Box>,
    );
    const section = screen.getByRole('region', { name: 'Summary' });
    expect(section.tagName).toBe('SECTION');
    expect(section).not.toHaveAttribute('padding');
    expect(section).not.toHaveAttribute('display');
    expect(section.className).not.toBe('');
    await expectNoAxeViolations(container);
  });
});
