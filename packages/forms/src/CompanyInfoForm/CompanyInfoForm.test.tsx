import { ThemeProvider } from '@telehealth/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { addressFromDescription, createMemoryAddressProvider } from '../AddressAutocomplete/address';
import { CompanyInfoForm } from './CompanyInfoForm';

vi.setConfig({ testTimeout: 20_000 });

const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider>{ui}</ThemeProvider>);

const stored = {
  company_name: 'Telehealth Demo Pty Ltd',
  brand_name: 'Telehealth',
  company_email: 'hello@example.com',
  support_email: 'support@example.com',
  contact_number: '1300 000 000',
  company_abn: '51 824 753 556',
  company_address: '1 Martin Place',
  company_suburb: 'Sydney',
  company_state: 'NSW',
  company_postcode: '2000',
  company_country: 'Australia',
  privacy_url: 'https://example.com/privacy',
};

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

async function replace(label: string | RegExp, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

describe('CompanyInfoForm', () => {
  it('fills the fields, shows the hint and a read-only Australia, and submits normalised values', async () => {
    const onSubmit = vi.fn();
    const { container } = renderWithTheme(<CompanyInfoForm defaultValues={stored} onSubmit={onSubmit} />);
    expect(screen.getByLabelText(/^Company Name/)).toHaveValue('Telehealth Demo Pty Ltd');
    expect(
      screen.getByText('Used in templates: a short brand name rather than the full company name.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Country/)).toHaveValue('Australia');
    expect(screen.getByLabelText(/^Country/)).toHaveAttribute('readonly');
    await save();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      contact_number: '+611300000000',
      company_country: 'Australia',
    });
    await expectNoAxeViolations(container);
  });

  it.each([
    [/^Company Name/, 'A', 'Company name is required'],
    [/^Brand Name/, '', 'Brand name is required'],
    [/^Company Email/, 'nope', 'Must be a valid email address'],
    [/^ABN/, '1234', 'ABN is required'],
    [/^ABN/, '12 345 678 901', 'Invalid ABN'],
    [/^Contact Number/, '12', 'Enter a valid Australian phone number'],
    [/^Street Address/, 'ab', 'Street address is required'],
    [/^Suburb\/City/, 'S', 'Suburb is required'],
    [/^State/, 'N', 'State is required'],
    [/^Postcode/, '200', 'Postcode is required'],
    [/^Privacy Policy URL/, 'privacy', 'Must be a valid URL'],
  ])('says the message for %s = %j', async (label, value, message) => {
    const onSubmit = vi.fn();
    renderWithTheme(<CompanyInfoForm defaultValues={stored} onSubmit={onSubmit} />);
    await replace(label, value);
    await save();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says Support Email must be valid too', async () => {
    renderWithTheme(<CompanyInfoForm defaultValues={stored} onSubmit={vi.fn()} />);
    await replace(/^Support Email/, 'x@');
    await save();
    expect(await screen.findByText('Must be a valid email address')).toBeInTheDocument();
  });

  it('refuses a postcode outside the state, under the postcode', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<CompanyInfoForm defaultValues={stored} onSubmit={onSubmit} />);
    await replace(/^Postcode/, '3000');
    await save();
    await vi.waitFor(() =>
      expect(screen.getByLabelText(/^Postcode/)).toHaveAccessibleDescription(
        'Postcode 3000 is not in NSW: please check the state and postcode',
      ),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses state 'Narnia' and postcode 'ABCDE', and saves a state by its short name", async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<CompanyInfoForm defaultValues={stored} onSubmit={onSubmit} />);
    await replace(/^State/, 'Narnia');
    await replace(/^Postcode/, 'ABCDE');
    await save();
    expect(
      await screen.findByText(
        'Enter an Australian state or territory: ACT, NSW, NT, QLD, SA, TAS, VIC or WA',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Postcode must be 4 digits')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await replace(/^State/, 'victoria');
    await replace(/^Postcode/, '3000');
    await save();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ company_state: 'VIC', company_postcode: '3000' });
  });

  it('fills street, suburb, state and postcode from a picked suggestion', async () => {
    const provider = createMemoryAddressProvider([
      addressFromDescription('200 George Street, Sydney, NSW 2000'),
      addressFromDescription('1 Collins Street, Melbourne, VIC 3000'),
    ]);
    renderWithTheme(<CompanyInfoForm defaultValues={stored} onSubmit={vi.fn()} addressProvider={provider} />);
    const street = screen.getByRole('combobox', { name: /Street Address/ });
    await userEvent.clear(street);
    await userEvent.type(street, 'Co');
    await userEvent.click(
      await screen.findByRole('option', { name: '1 Collins Street, Melbourne VIC 3000' }),
    );
    await vi.waitFor(() => expect(screen.getByLabelText(/^Suburb\/City/)).toHaveValue('Melbourne'));
    expect(street).toHaveValue('1 Collins Street');
    expect(screen.getByLabelText(/^State/)).toHaveValue('VIC');
    expect(screen.getByLabelText(/^Postcode/)).toHaveValue('3000');
  });

  it("shows 'Saving...' while saving and keeps Save Changes off while loading", async () => {
    const { rerender } = renderWithTheme(<CompanyInfoForm loading onSubmit={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    rerender(
      <ThemeProvider>
        <CompanyInfoForm defaultValues={stored} onSubmit={() => new Promise(() => {})} />
      </ThemeProvider>,
    );
    await save();
    expect(await screen.findByRole('button', { name: /Saving\.\.\./ })).toBeDisabled();
  });
});
