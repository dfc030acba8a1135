import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Text } from './Text';

describe('Text', () => {
  it('renders a paragraph by default and the element asked for otherwise', async () => {
    const { container } = renderWithTheme(
      <>
        <Text tone="muted">Welcome back.</Text>
        <Text as="strong" weight="bold">
          Important
        </Text>
      </>,
    );
    expect(screen.getByText('Welcome back.').tagName).toBe('P');
    expect(screen.getByText('Important').tagName).toBe('STRONG');
    await expectNoAxeViolations(container);
  });

  it('gives different tones different classes', () => {
    renderWithTheme(
      <>
        <Text tone="critical">Error</Text>
        <Text tone="positive">Saved</Text>
      </>,
    );
    expect(screen.getByText('Error').className).not.toBe(screen.getByText('Saved').className);
  });
});
