import { Field, ThemeProvider } from '@telehealth/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../tooling/test/axe.ts';
import { AddressAutocomplete, type AddressAutocompleteProps } from './AddressAutocomplete';
import { type AddressProvider, addressFromDescription, createMemoryAddressProvider } from './address';

const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider>{ui}</ThemeProvider>);

const addresses = [
  addressFromDescription('12 George Street, Sydney, NSW 2000'),
  addressFromDescription('120 George Street, The Rocks, NSW 2000'),
  addressFromDescription('1 Collins Street, Melbourne, VIC 3000'),
];

function StreetField(props: Partial<AddressAutocompleteProps>) {
  const [street, setStreet] = useState('');
  return (
    <Field label="Street Address">
      <AddressAutocomplete
        provider={createMemoryAddressProvider(addresses)}
        debounceMs={0}
        onSelect={() => {}}
        {...props}
        value={street}
        onChange={(event) => setStreet(event.target.value)}
      />
    </Field>
  );
}

// The keyboard, focus and listbox behaviour is ui's Combobox (tested there); these are the address parts.
describe('AddressAutocomplete', () => {
  it("lists the provider's suggestions from 2 characters and gives onSelect the structured address", async () => {
    const onSelect = vi.fn();
    const { container } = renderWithTheme(<StreetField onSelect={onSelect} />);
    const input = screen.getByRole('combobox', { name: 'Street Address' });
    await userEvent.type(input, 'g');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'e');
    const listbox = await screen.findByRole('listbox', { name: 'Address suggestions' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['12 George Street, Sydney NSW 2000', '120 George Street, The Rocks NSW 2000']);
    await expectNoAxeViolations(container);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await vi.waitFor(() => expect(onSelect).toHaveBeenCalledWith(addresses[1]));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('picks a suggestion with the mouse', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<StreetField onSelect={onSelect} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Street Address' }), 'Sydney');
    await userEvent.click(await screen.findByRole('option', { name: '12 George Street, Sydney NSW 2000' }));
    await vi.waitFor(() => expect(onSelect).toHaveBeenCalledWith(addresses[0]));
  });

  it('keeps working as a plain text input when the provider fails', async () => {
    const failing: AddressProvider = {
      suggest: () => Promise.reject(new Error('Failed to load address lookup service')),
      resolve: () => Promise.reject(new Error('unreachable')),
    };
    renderWithTheme(<StreetField provider={failing} />);
    const input = screen.getByRole('combobox', { name: 'Street Address' });
    await userEvent.type(input, '7 Smith Street');
    expect(input).toHaveValue('7 Smith Street');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it("reads the suggestion's own words when the place cannot be resolved", async () => {
    const onSelect = vi.fn();
    const unresolvable: AddressProvider = {
      suggest: async () => [{ id: 'p1', description: '1 Collins Street, Melbourne, VIC 3000' }],
      resolve: () => Promise.reject(new Error('Place details unavailable')),
    };
    renderWithTheme(<StreetField provider={unresolvable} onSelect={onSelect} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Street Address' }), 'Collins');
    await userEvent.click(await screen.findByRole('option'));
    await vi.waitFor(() =>
      expect(onSelect).toHaveBeenCalledWith(addressFromDescription('1 Collins Street, Melbourne, VIC 3000')),
    );
  });

  it('works uncontrolled, showing the picked street line', async () => {
    const onSelect = vi.fn();
    renderWithTheme(
      <Field label="Street Address">
        <AddressAutocomplete
          provider={createMemoryAddressProvider(addresses)}
          debounceMs={0}
          onSelect={onSelect}
        />
      </Field>,
    );
    const input = screen.getByRole('combobox', { name: 'Street Address' });
    await userEvent.type(input, 'Rocks');
    await screen.findByRole('option');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await vi.waitFor(() => expect(input).toHaveValue('120 George Street'));
    expect(onSelect).toHaveBeenCalledWith(addresses[1]);
  });
});
