import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Badge } from './Badge';
import { badge } from './Badge.css';

describe('Badge', () => {
  it('shows its label as text, styled by tone, variant and size', async () => {
    const { container } = renderWithTheme(
      <p>
        Status:{' '}
        <Badge tone="positive" variant="outline" size="sm">
          Resolved
        </Badge>
      </p>,
    );
    const label = screen.getByText('Resolved');
    expect(label.tagName).toBe('SPAN');
    expect(label).toHaveAttribute('data-tone', 'positive');
    expect(label).toHaveClass(...badge({ tone: 'positive', variant: 'outline', size: 'sm' }).split(' '));
    expect(screen.getByRole('paragraph')).toHaveTextContent('Status: Resolved');
    await expectNoAxeViolations(container);
  });

  it('defaults to a neutral subtle badge and passes native props through', () => {
    renderWithTheme(
      <Badge title="Template is inactive" id="sms-status">
        Disabled
      </Badge>,
    );
    const label = screen.getByTitle('Template is inactive');
    expect(label).toHaveAttribute('id', 'sms-status');
    expect(label).toHaveClass(...badge({ tone: 'neutral', variant: 'subtle', size: 'md' }).split(' '));
  });
});
