import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
