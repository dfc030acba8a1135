import { Field, Input, Stack } from '@telehealth/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormActions } from './FormActions';
import { FormError } from './FormError';
import { FormShell, type FormShellOptions, SubmitButton, useFormShell } from './FormShell';
import { fallbackSubmitMessage } from './serverError';

interface Values {
  email: string;
  name: string;
}

function Example({
  onSubmit,
  options = { fields: ['email'] },
  disabled,
  scope,
  onCancel,
}: {
  onSubmit: (values: Values) => unknown;
  options?: FormShellOptions<Values, Values>;
  disabled?: boolean;
  scope?: boolean;
  onCancel?: () => void;
}) {
  const form = useForm<Values>({ defaultValues: { email: '', name: '' } });
  const shell = useFormShell(form, options);
  const errors = form.formState.errors;
  return (
    <FormShell
      onSubmit={shell.handle(onSubmit)}
      submitting={shell.isSubmitting}
      disabled={disabled}
      scope={scope}
      aria-label="Example"
    >
      <Stack gap="medium">
        <FormError message={shell.failure} title="Error" />
        <Field label="Email" error={errors.email?.message}>
          <Input {...form.register('email')} />
        </Field>
        <Field label="Name">
          <Input {...form.register('name')} />
        </Field>
        {onCancel ? (
          <FormActions onCancel={onCancel} busyLabel="Saving...">
            Save
          </FormActions>
        ) : (
          <SubmitButton busyLabel="Saving...">Save</SubmitButton>
        )}
      </Stack>
    </FormShell>
  );
}

/** A submit that waits until the test lets it go, so the busy state can be seen. */
function pending() {
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, settle: settle as NonNullable<typeof settle> };
}

describe('FormShell and useFormShell', () => {
  it('renders one form without native validation, its controls scoped', async () => {
    const { container } = render(<Example onSubmit={vi.fn()} disabled />);
    const form = screen.getByRole('form', { name: 'Example' });
    expect(form).toHaveAttribute('novalidate');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(container.querySelectorAll('form')).toHaveLength(1);
  });

  it('adds no wrapper around the children when the form scopes its controls itself', () => {
    const depth = (element: HTMLElement, form: HTMLElement) => {
      let levels = 0;
      for (let node = element.parentElement; node && node !== form; node = node.parentElement) levels++;
      return levels;
    };
    const scoped = render(<Example onSubmit={vi.fn()} disabled />);
    const scopedDepth = depth(screen.getByRole('textbox', { name: 'Email' }), screen.getByRole('form'));
    scoped.unmount();
    render(<Example onSubmit={vi.fn()} scope={false} disabled />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(depth(email, screen.getByRole('form'))).toBe(scopedDepth - 1);
    expect(email).toBeEnabled();
  });

  it('submits the values and shows the busy label while the submit runs', async () => {
    const { promise, settle } = pending();
    const onSubmit = vi.fn(() => promise);
    render(<Example onSubmit={onSubmit} onCancel={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.co');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'a@b.co', name: '' });
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    settle.resolve();
    expect(await screen.findByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('shows a refusal naming one of its fields under that field, and focuses it', async () => {
    const onSubmit = vi.fn().mockRejectedValue({ message: 'That email is taken', field: 'email' });
    render(<Example onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(await screen.findByText('That email is taken')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('That email is taken');
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows any other refusal above the form, and a fallback for an error without a message', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce({ message: 'Not allowed', field: 'name' })
      .mockRejectedValueOnce('offline');
    render(<Example onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(fallbackSubmitMessage);
  });

  it('clears the old message when the form is sent again and succeeds', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce({ message: 'Try later' }).mockResolvedValueOnce(undefined);
    render(<Example onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the message while the user edits, unless clearOnEdit', async () => {
    const onSubmit = vi.fn().mockRejectedValue({ message: 'Try later' });
    const { unmount } = render(<Example onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
    expect(screen.getByRole('alert')).toHaveTextContent('Try later');
    unmount();

    render(<Example onSubmit={onSubmit} options={{ clearOnEdit: true }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("leaves a refusal to the caller when report is 'caller', keeping the values", async () => {
    const onSubmit = vi.fn().mockRejectedValue({ message: 'Server error', field: 'email' });
    render(<Example onSubmit={onSubmit} options={{ fields: ['email'], report: 'caller' }} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.co');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Server error')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('a@b.co');
  });

  it('files a refusal as mapError says, or not at all when it answers null', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce({ message: 'Taken', field: 'emailAddress' })
      .mockRejectedValueOnce({ message: 'Ignored' });
    const mapError = (error: unknown) => {
      const refusal = error as { message: string; field?: string };
      if (refusal.message === 'Ignored') return null;
      return refusal.field === 'emailAddress' ? { ...refusal, field: 'email' } : refusal;
    };
    render(<Example onSubmit={onSubmit} options={{ fields: ['email'], mapError }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Taken')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Taken');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Ignored')).not.toBeInTheDocument();
  });
});
