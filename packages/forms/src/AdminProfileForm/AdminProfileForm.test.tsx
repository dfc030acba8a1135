import { ThemeProvider } from '@telehealth/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { createMemoryAddressProvider } from '../AddressAutocomplete/address';
import { AdminProfileForm } from './AdminProfileForm';

vi.setConfig({ testTimeout: 20_000 });

const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider>{ui}</ThemeProvider>);

const admin = {
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'admin@example.com',
  phone: '0290000001',
  contactEmail: 'alex.morgan@example.com',
  contactMobile: '0412000001',
  timezone: null,
  address: null,
  suburb: null,
  state: null,
  postcode: null,
  country: 'Australia',
};

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

describe('AdminProfileForm', () => {
  it('shows the email read-only and Sydney as the default timezone, and submits', async () => {
    const onSubmit = vi.fn();
    const { container } = renderWithTheme(<AdminProfileForm defaultValues={admin} onSubmit={onSubmit} />);
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: /Timezone/ })).toHaveTextContent('Sydney (Australia/Sydney)');
    await save();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      firstName: 'Alex',
      email: 'admin@example.com',
      timezone: 'Australia/Sydney',
      country: 'Australia',
      address: '',
    });
    await expectNoAxeViolations(container);
  });

  it.each([
    [/^First Name/, '', 'First name is required'],
    [/^Last Name/, '', 'Last name is required'],
    [/^Contact Email/, 'x@', 'Must be a valid email or empty'],
  ])('says the message for %s = %j', async (label, value, message) => {
    const onSubmit = vi.fn();
    renderWithTheme(<AdminProfileForm defaultValues={admin} onSubmit={onSubmit} />);
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
    await save();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says 'Valid email is required' and 'Timezone is required' for bad stored values", async () => {
    renderWithTheme(
      <AdminProfileForm
        defaultValues={{ ...admin, email: 'broken', timezone: 'Mars/Olympus' }}
        onSubmit={vi.fn()}
      />,
    );
    await save();
    expect(await screen.findByText('Valid email is required')).toBeInTheDocument();
    expect(await screen.findByText('Timezone is required')).toBeInTheDocument();
  });

  it('fills the address and lat/lng from a picked suggestion', async () => {
    const onSubmit = vi.fn();
    const provider = createMemoryAddressProvider([
      {
        address: '1 Martin Place',
        addressLine2: '',
        suburb: 'Sydney',
        state: 'NSW',
        postcode: '2000',
        country: 'Australia',
        dpid: '',
        lat: -33.8675,
        lng: 151.2094,
      },
    ]);
    renderWithTheme(
      <AdminProfileForm defaultValues={admin} onSubmit={onSubmit} addressProvider={provider} />,
    );
    await userEvent.type(screen.getByRole('combobox', { name: /Street Address/ }), 'Martin');
    await userEvent.click(await screen.findByRole('option', { name: '1 Martin Place, Sydney NSW 2000' }));
    await vi.waitFor(() => expect(screen.getByLabelText(/^Suburb/)).toHaveValue('Sydney'));
    await save();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      address: '1 Martin Place',
      state: 'NSW',
      postcode: '2000',
      lat: -33.8675,
      lng: 151.2094,
    });
  });
});
