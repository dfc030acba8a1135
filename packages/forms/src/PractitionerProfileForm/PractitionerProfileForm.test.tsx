import { addressMessages, practitionerMessages, reviewMessages } from '@telehealth/contract';
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
  practiceAddress: 'Level 2, 100 George Street, Sydney NSW 2000',
  practicePhone: '+61290000000',
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
    expect(
      screen.getByText('Three letters and ten digits, e.g. MED0001234567. Needed to prescribe.'),
    ).toBeInTheDocument();
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

  it.each([
    ['100 George Street Sydney NSW 2000', addressMessages.oneLineFormat],
    ['100 George Street, Sydney Narnia 2000', addressMessages.oneLineState],
    ['100 George Street, Sydney NSW ABCDE', addressMessages.oneLinePostcode],
    [
      '100 George Street, Sydney VIC 2000',
      'Postcode 2000 is not in VIC: please check the state and postcode',
    ],
  ])('refuses the practice address %j with how to write it', async (text, message) => {
    const { onSubmit } = setup();
    const address = screen.getByLabelText(/^Practice address/);
    await userEvent.clear(address);
    await userEvent.type(address, text);
    await save();
    await vi.waitFor(() => expect(address).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves the practice address on one line and its phone in E.164', async () => {
    const { onSubmit } = setup();
    const address = screen.getByLabelText(/^Practice address/);
    // One line with the suburb: no autofill token fits ("street-address" is for a multi-line box).
    expect(address).not.toHaveAttribute('autocomplete');
    await userEvent.clear(address);
    await userEvent.type(address, '  Suite 4,   120 Collins Street, Melbourne VIC 3000 ');
    const phone = screen.getByLabelText(/^Practice phone/);
    expect(phone).toHaveAttribute('type', 'tel');
    await userEvent.clear(phone);
    await userEvent.type(phone, '(03) 9000 0002');
    await save();
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          practiceAddress: 'Suite 4, 120 Collins Street, Melbourne VIC 3000',
          practicePhone: '+61390000002',
        }),
      ),
    );
  });

  it('refuses a practice phone that is not a number, under its field', async () => {
    const { onSubmit } = setup();
    const phone = screen.getByLabelText(/^Practice phone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await save();
    expect(await screen.findByText(practitionerMessages.practicePhoneInvalid)).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says that the practice details are needed to prescribe while they are missing', async () => {
    const { container } = setup({
      canPrescribe: false,
      defaultValues: { ...profile, practiceAddress: null, practicePhone: null },
    });
    expect(
      screen.getByText(
        'Add your AHPRA registration number, practice address and practice phone to your profile before prescribing.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(reviewMessages.prescriberRequired)).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('sends empty numbers as null', async () => {
    const { onSubmit } = setup({ defaultValues: { name: 'Dr Priya Raman' } });
    await save();
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          ahpraNumber: null,
          prescriberNumber: null,
          practiceAddress: null,
          practicePhone: null,
          timezone: 'Australia/Sydney',
        }),
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
