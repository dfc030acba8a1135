import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { AddressAutocomplete, type AddressAutocompleteProps } from './AddressAutocomplete';
import { type AddressProvider, addressFromDescription, createMemoryAddressProvider } from './address';

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

describe('AddressAutocomplete', () => {
  it('is a labelled, collapsed combobox that controls a listbox', () => {
    renderWithTheme(<StreetField />);
    const input = screen.getByRole('combobox', { name: 'Street Address' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(listbox).not.toBeVisible();
  });

  it('suggests from 2 characters, moves with the arrows and picks with Enter', async () => {
    const onSelect = vi.fn();
    const { container } = renderWithTheme(<StreetField onSelect={onSelect} />);
    const input = screen.getByRole('combobox', { name: 'Street Address' });
    await userEvent.type(input, 'g');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'e');
    const listbox = await screen.findByRole('listbox', { name: 'Address suggestions' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '12 George Street, Sydney NSW 2000',
      '120 George Street, The Rocks NSW 2000',
    ]);
    expect(await screen.findByText('2 suggestions available')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(addresses[1]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('closes with Escape and reopens on focus only when there are suggestions', async () => {
    renderWithTheme(
      <>
        <StreetField />
        <button type="button">Elsewhere</button>
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Street Address' });
    await userEvent.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'Collins');
    await screen.findByRole('option', { name: '1 Collins Street, Melbourne VIC 3000' });
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await userEvent.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await userEvent.clear(input);
    await userEvent.type(input, 'zz');
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await userEvent.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('picks a suggestion with the mouse', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<StreetField onSelect={onSelect} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Street Address' }), 'Sydney');
    await userEvent.click(await screen.findByRole('option', { name: '12 George Street, Sydney NSW 2000' }));
    expect(onSelect).toHaveBeenCalledWith(addresses[0]);
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
    expect(input).toHaveValue('120 George Street');
    expect(onSelect).toHaveBeenCalledWith(addresses[1]);
  });
});
