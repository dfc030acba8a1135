import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Alert } from './Alert';

describe('Alert', () => {
  it('announces critical messages as alerts', async () => {
    const { container } = renderWithTheme(
      <Alert tone="critical" title="Sign in failed">
        Invalid email or password
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Sign in failed');
    expect(alert).toHaveTextContent('Invalid email or password');
    await expectNoAxeViolations(container);
  });

  it('announces other tones politely as status', () => {
    renderWithTheme(<Alert tone="positive">Settings are valid and within constraints</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Settings are valid and within constraints');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers a dismiss button only when asked, and calls back on click', async () => {
    const onDismiss = vi.fn();
    const { rerender } = renderWithTheme(<Alert tone="critical">Failed to load appointment settings.</Alert>);
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    rerender(
      <Alert tone="critical" onDismiss={onDismiss}>
        Failed to load appointment settings.
      </Alert>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
