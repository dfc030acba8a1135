import { adminPeopleMessages, authMessages } from '@telehealth/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { samplePractitioner } from '../internal/accountSamples';
import { expectFormDisabled } from '../internal/expectFormDisabled';
import { PractitionerAccountForm, type PractitionerAccountFormProps } from './PractitionerAccountForm';

vi.setConfig({ testTimeout: 20_000 });

const practitioner = samplePractitioner;

function setup(props: Partial<PractitionerAccountFormProps> = {}) {
  const onSubmit = vi.fn(async () => {});
  const view = render(
    <PractitionerAccountForm mode="edit" defaultValues={practitioner} onSubmit={onSubmit} {...props} />,
  );
  return { ...view, onSubmit };
}

describe('PractitionerAccountForm', () => {
  it('adds a practitioner: the phone as E.164, the AHPRA number upper-cased, the limit as a number', async () => {
    const { container, onSubmit } = setup({ mode: 'create', defaultValues: {} });
    expect(screen.getByText(adminPeopleMessages.linkWillBeEmailed)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^First Name/), 'Mia');
    await userEvent.type(screen.getByLabelText(/^Last Name/), 'Rossi');
    await userEvent.type(screen.getByLabelText(/^Email/), 'Mia.Rossi@Example.com');
    await userEvent.type(screen.getByLabelText(/^Phone/), '0412 345 678');
    await userEvent.type(screen.getByLabelText(/^AHPRA registration number/), 'med 0001234567');
    await userEvent.clear(screen.getByLabelText(/^Appointments per hour/));
    await userEvent.type(screen.getByLabelText(/^Appointments per hour/), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add Practitioner' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        firstName: 'Mia',
        lastName: 'Rossi',
        email: 'mia.rossi@example.com',
        phone: '+61412345678',
        specialization: '',
        bio: '',
        ahpraNumber: 'MED0001234567',
        prescriberNumber: null,
        appointmentLimit: 3,
      }),
    );
    await expectNoAxeViolations(container);
  });

  it.each([
    [/^First Name/, '', 'First name is required'],
    [/^Email/, 'nope', 'Valid email is required'],
    [/^Phone/, '123', adminPeopleMessages.phoneInvalid],
    [/^AHPRA registration number/, 'MED123', 'Invalid AHPRA registration number'],
    [/^Appointments per hour/, '13', adminPeopleMessages.appointmentLimitInvalid],
  ])('names the wrong field (%s) and does not save', async (label, value, message) => {
    const { onSubmit } = setup();
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the field it names, or above the buttons", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce({ message: authMessages.emailTaken, field: 'email' })
      .mockRejectedValueOnce({ message: 'Duration × limit (20 × 4 = 80) exceeds 60 minutes limit' });
    setup({ onSubmit });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(authMessages.emailTaken)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Duration × limit (20 × 4 = 80) exceeds 60 minutes limit'),
    ).toBeInTheDocument();
  });

  it('can be cancelled, and turned off', async () => {
    const onCancel = vi.fn();
    const { rerender, onSubmit } = setup({ onCancel });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    rerender(
      <PractitionerAccountForm mode="edit" defaultValues={practitioner} onSubmit={onSubmit} disabled />,
    );
    await expectFormDisabled(screen.getByRole('form', { name: 'Edit Practitioner' }), onSubmit);
  });
});
