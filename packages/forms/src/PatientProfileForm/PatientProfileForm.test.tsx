import { patientProfileMessages } from '@telehealth/contract';
import { ThemeProvider } from '@telehealth/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { PatientProfileForm } from './PatientProfileForm';

vi.setConfig({ testTimeout: 20_000 });

const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider>{ui}</ThemeProvider>);

const patient = {
  firstName: 'Liam',
  lastName: 'Nguyen',
  email: 'patient@example.com',
  dateOfBirth: '1984-03-14',
  phone: '+61412345678',
  timezone: 'Australia/Adelaide',
  medicareNumber: '2123456701',
};

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

describe('PatientProfileForm', () => {
  it('shows the mobile and Medicare number as written, and submits them as E.164 and digits', async () => {
    const onSubmit = vi.fn();
    const { container } = renderWithTheme(<PatientProfileForm defaultValues={patient} onSubmit={onSubmit} />);
    expect(screen.getByLabelText(/^Mobile/)).toHaveValue('0412 345 678');
    // "tel-national" belongs to text inputs in the HTML standard's autofill table; a tel input takes "tel".
    expect(screen.getByLabelText(/^Mobile/)).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByLabelText(/^Medicare Number/)).toHaveValue('2123 45670 1');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: /Timezone/ })).toHaveTextContent(
      'Adelaide (Australia/Adelaide)',
    );
    await save();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      phone: '+61412345678',
      medicareNumber: '2123456701',
      dateOfBirth: '1984-03-14',
      country: 'Australia',
    });
    await expectNoAxeViolations(container);
  });

  it.each([
    [/^Medicare Number/, '2123 45671 1', patientProfileMessages.medicareInvalid],
    [/^Mobile/, '(08) 8123 4567', patientProfileMessages.mobileInvalid],
    [/^First Name/, '', 'First name is required'],
  ])('names the wrong field (%s) and does not submit', async (label, value, message) => {
    const onSubmit = vi.fn();
    renderWithTheme(<PatientProfileForm defaultValues={patient} onSubmit={onSubmit} />);
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
    await save();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses state 'Narnia' and postcode 'ABCDE', then a postcode outside the state, under their fields", async () => {
    const onSubmit = vi.fn();
    renderWithTheme(
      <PatientProfileForm
        defaultValues={{
          ...patient,
          address: '12 George Street',
          suburb: 'Sydney',
          state: 'Narnia',
          postcode: 'ABCDE',
        }}
        onSubmit={onSubmit}
      />,
    );
    await save();
    await vi.waitFor(() =>
      expect(screen.getByLabelText(/^State/)).toHaveAccessibleDescription(
        /Enter an Australian state or territory: ACT, NSW, NT, QLD, SA, TAS, VIC or WA/,
      ),
    );
    expect(screen.getByLabelText(/^Postcode/)).toHaveAccessibleDescription('Postcode must be 4 digits');
    const state = screen.getByLabelText(/^State/);
    await userEvent.clear(state);
    await userEvent.type(state, 'VIC');
    const postcode = screen.getByLabelText(/^Postcode/);
    await userEvent.clear(postcode);
    await userEvent.type(postcode, '2000');
    await save();
    await vi.waitFor(() =>
      expect(screen.getByLabelText(/^Postcode/)).toHaveAccessibleDescription(
        'Postcode 2000 is not in VIC: please check the state and postcode',
      ),
    );
    const suburb = screen.getByLabelText(/^Suburb/);
    await userEvent.clear(suburb);
    await save();
    expect(await screen.findByText('Suburb is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('leaves an empty Medicare number and mobile empty', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(
      <PatientProfileForm
        defaultValues={{ email: 'new@example.com', firstName: 'A', lastName: 'B' }}
        onSubmit={onSubmit}
      />,
    );
    await save();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      phone: '',
      medicareNumber: '',
      timezone: 'Australia/Sydney',
    });
  });

  it('turns every control off while disabled', () => {
    renderWithTheme(<PatientProfileForm defaultValues={patient} onSubmit={vi.fn()} disabled />);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(screen.getByLabelText(/^Medicare Number/)).toBeDisabled();
  });
});
