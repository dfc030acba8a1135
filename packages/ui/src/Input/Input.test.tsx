import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Input } from './Input';

describe('Input', () => {
  it('takes native props and a ref, and accepts typing', async () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = renderWithTheme(
      <>
        <label htmlFor="email">Email</label>
        <Input ref={ref} id="email" type="email" name="email" autoComplete="email" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'a@b.co');
    expect(input).toHaveValue('a@b.co');
    await expectNoAxeViolations(container);
  });

  it('reports invalid state through aria-invalid', () => {
    renderWithTheme(<Input aria-label="Title" aria-invalid />);
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeInvalid();
  });

  it('can be disabled', () => {
    renderWithTheme(<Input aria-label="Title" disabled />);
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeDisabled();
  });
});
