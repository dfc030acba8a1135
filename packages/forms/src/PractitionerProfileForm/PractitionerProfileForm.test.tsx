import { practitionerMessages, reviewMessages } from '@telehealth/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { PractitionerProfileForm, type PractitionerProfileFormProps } from './PractitionerProfileForm';

vi.setConfig({ testTimeout: 20_000 });

const profile = {
  name: 'Dr Priya Raman',
  specialization: 'General practice',
  bio: 'GP with an interest in men’s health.',
  timezone: 'Australia/Melbourne',
  ahpraNumber: 'MED0001234567',
  prescriberNumber: '1234567',
};

function setup(props: Partial<PractitionerProfileFormProps> = {}) {
  const onSubmit = vi.fn(async () => {});
  const view = render(
    <PractitionerProfileForm defaultValues={profile} canPrescribe onSubmit={onSubmit} {...props} />,
  );
  return { ...view, onSubmit };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

describe('PractitionerProfileForm', () => {
  it('saves the profile, the AHPRA number upper-cased and the prescriber number as digits', async () => {
    const { container, onSubmit } = setup();
    expect(screen.getByRole('combobox', { name: /Timezone/ })).toHaveTextContent('(Australia/Melbourne)');
    expect(screen.getByLabelText(/^Prescriber number/)).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('Three letters and ten digits, e.g. MED0001234567')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^AHPRA registration number/));
    await userEvent.type(screen.getByLabelText(/^AHPRA registration number/), 'med 0009876543');
    await userEvent.clear(screen.getByLabelText(/^Prescriber number/));
    await userEvent.type(screen.getByLabelText(/^Prescriber number/), '765 4321');
    await save();
    expect(await screen.findByText(practitionerMessages.profileSaved)).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({
      ...profile,
      ahpraNumber: 'MED0009876543',
      prescriberNumber: '7654321',
    });
    await expectNoAxeViolations(container);
  });

  it('sends empty numbers as null', async () => {
    const { onSubmit } = setup({ defaultValues: { name: 'Dr Priya Raman' } });
    await save();
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ ahpraNumber: null, prescriberNumber: null, timezone: 'Australia/Sydney' }),
      ),
    );
  });

  it.each([
    [/^AHPRA registration number/, 'MED123', 'Invalid AHPRA registration number'],
    [/^Prescriber number/, '12-34', practitionerMessages.prescriberInvalid],
    [/^Name/, '', practitionerMessages.nameRequired],
  ])('names the wrong field (%s) and does not save', async (label, value, message) => {
    const { onSubmit } = setup();
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
    await save();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says what is missing before prescribing', async () => {
    const { container } = setup({ canPrescribe: false });
    expect(
      screen.getByText('Add your prescriber number and signature to your profile before prescribing.'),
    ).toBeInTheDocument();
    expect(reviewMessages.prescriberRequired).toBe(
      'Add your prescriber number and signature to your profile before prescribing.',
    );
    await expectNoAxeViolations(container);
  });

  it("shows the server's message under the field it names", async () => {
    setup({
      onSubmit: vi
        .fn()
        .mockRejectedValue({ message: practitionerMessages.ahpraInvalid, field: 'ahpraNumber' }),
    });
    await save();
    expect(await screen.findByText(practitionerMessages.ahpraInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(/^AHPRA registration number/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('turns every control off while disabled', () => {
    setup({ disabled: true });
    expect(screen.getByLabelText(/^Name/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });
});
