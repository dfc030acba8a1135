import { appointmentSettingsMessages } from '@telehealth/contract';
import { Toaster } from '@telehealth/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { expectFormDisabled } from '../internal/expectFormDisabled';
import { AppointmentDurationForm, type AppointmentDurationFormProps } from './AppointmentDurationForm';

vi.setConfig({ testTimeout: 20_000 });

function renderForm(props: Partial<AppointmentDurationFormProps> = {}) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <>
      <AppointmentDurationForm
        appointmentLimit={4}
        defaultValues={{ appointmentDuration: 15 }}
        onSubmit={onSubmit}
        onCancel={onCancel}
        {...props}
      />
      <button type="button">Elsewhere</button>
      <Toaster />
    </>,
  );
  const input = screen.getByLabelText('Appointment duration (minutes)') as HTMLInputElement;
  const save = screen.getByRole('button', { name: 'Save Changes' });
  return { ...view, input, save, onSubmit, onCancel };
}

const toastTitle = () => screen.queryByText(appointmentSettingsMessages.validationErrorTitle);

describe('AppointmentDurationForm', () => {
  it("starts valid, with the green 'Settings are valid and within constraints' note", async () => {
    const { container, input, save } = renderForm();
    expect(input).toHaveValue(15);
    expect(input).toHaveAttribute('min', '5');
    expect(input).toHaveAttribute('max', '60');
    expect(screen.getByText('Settings are valid and within constraints')).toBeInTheDocument();
    expect(save).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it.each([
    ['4', 'Duration must be at least 5 minutes'],
    ['', 'Duration must be at least 5 minutes'],
    ['61', 'Duration cannot exceed 60 minutes'],
    ['20', 'Duration × limit (20 × 4 = 80) exceeds 60 minutes limit'],
  ])('refuses "%s" with "%s" and disables Save', async (value, message) => {
    const { container, input, save } = renderForm();
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();
    expect(screen.queryByText('Settings are valid and within constraints')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("does not toast while '20' is being typed, though '2' alone is too short", async () => {
    const { input } = renderForm({ appointmentLimit: 2 });
    await userEvent.clear(input);
    await userEvent.type(input, '2');
    expect(screen.getByText('Duration must be at least 5 minutes')).toBeInTheDocument();
    expect(toastTitle()).not.toBeInTheDocument();
    await userEvent.type(input, '0');
    expect(screen.getByText('Settings are valid and within constraints')).toBeInTheDocument();
    expect(toastTitle()).not.toBeInTheDocument();
  });

  it("toasts 'Validation Error' on an attempt to save, and takes it back once the value is valid", async () => {
    const { input, onSubmit } = renderForm();
    await userEvent.clear(input);
    await userEvent.type(input, '61{Enter}');
    expect(await screen.findByText(appointmentSettingsMessages.validationErrorTitle)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '10');
    await waitFor(() => expect(toastTitle()).not.toBeInTheDocument());
  });

  it('toasts when focus leaves the form with an invalid value, not when it moves to Cancel', async () => {
    const { input } = renderForm();
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(toastTitle()).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(await screen.findByText(appointmentSettingsMessages.validationErrorTitle)).toBeInTheDocument();
  });

  it('ignores non-numeric input and saves the duration as a number', async () => {
    const { input, save, onSubmit } = renderForm();
    await userEvent.clear(input);
    await userEvent.type(input, 'a1e-.0');
    expect(input).toHaveValue(10);
    await userEvent.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ appointmentDuration: 10 }));
  });

  it('saves with Enter, and Cancel or Escape discards the draft', async () => {
    const { input, onSubmit, onCancel } = renderForm();
    await userEvent.type(input, '{Backspace}{Backspace}12{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ appointmentDuration: 12 }));
    await userEvent.type(input, '{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('keeps the draft when saving fails (the caller reports it)', async () => {
    const { input, save } = renderForm({
      onSubmit: async () => {
        throw new Error('Practitioner not found');
      },
    });
    await userEvent.clear(input);
    await userEvent.type(input, '10');
    await userEvent.click(save);
    expect(input).toHaveValue(10);
    expect(save).toBeEnabled();
  });

  it('turns every control off when disabled, so nothing can be focused or submitted', async () => {
    const onSubmit = vi.fn();
    const { container } = render(
      <AppointmentDurationForm disabled appointmentLimit={4} onSubmit={onSubmit} />,
    );
    await expectFormDisabled(
      await screen.findByRole('form', { name: 'Edit appointment duration' }),
      onSubmit,
    );
    await expectNoAxeViolations(container);
  });
});
