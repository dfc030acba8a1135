import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { InfoIcon } from '../Icons';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a titled message with a working action and a decorative icon', async () => {
    const onCreate = vi.fn();
    const { container } = renderWithTheme(
      <EmptyState
        icon={<InfoIcon data-testid="icon" />}
        title="No documents found"
        description="Create your first document to get started."
        action={<Button onClick={onCreate}>Create Document</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No documents found' })).toBeInTheDocument();
    expect(screen.getByText('Create your first document to get started.')).toBeVisible();
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Create Document' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('renders only what it is given, at the heading level asked for', () => {
    renderWithTheme(<EmptyState title="No messages" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'No messages' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
