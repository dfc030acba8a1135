import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../Field';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { Combobox, type ComboboxOption, type ComboboxProps } from './Combobox';

const cities: ComboboxOption[] = ['Adelaide', 'Albany', 'Alice Springs', 'Brisbane', 'Darwin'].map(
  (label) => ({
    id: label.toLowerCase().replace(' ', '-'),
    label,
  }),
);

const findCities = (query: string) =>
  cities.filter((city) => city.label.toLowerCase().includes(query.trim().toLowerCase()));

function CityField(props: Partial<ComboboxProps>) {
  const [city, setCity] = useState('');
  return (
    <Field label="City">
      <Combobox
        loadOptions={findCities}
        minChars={2}
        debounceMs={0}
        listLabel="City suggestions"
        onOptionSelect={(option) => setCity(option.label)}
        {...props}
        value={city}
        onChange={(event) => setCity(event.target.value)}
      />
    </Field>
  );
}

describe('Combobox', () => {
  it('is a labelled, collapsed combobox that controls a listbox', () => {
    renderWithTheme(<CityField />);
    const input = screen.getByRole('combobox', { name: 'City' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(listbox).not.toBeVisible();
  });

  it('suggests from minChars, moves with the arrows and picks with Enter', async () => {
    const onOptionSelect = vi.fn();
    const { container } = renderWithTheme(<CityField onOptionSelect={onOptionSelect} />);
    const input = screen.getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'a');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'l');
    const listbox = await screen.findByRole('listbox', { name: 'City suggestions' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Albany', 'Alice Springs']);
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
    expect(onOptionSelect).toHaveBeenCalledWith({ id: 'alice-springs', label: 'Alice Springs' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('does not submit the form when Enter picks an option', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <CityField />
      </form>,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'Dar');
    await screen.findByRole('option', { name: 'Darwin' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Darwin');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes with Escape and reopens on focus only when there are options', async () => {
    renderWithTheme(
      <>
        <CityField />
        <button type="button">Elsewhere</button>
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'City' });
    await userEvent.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'Bris');
    await screen.findByRole('option', { name: 'Brisbane' });
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

  it('picks an option with the mouse', async () => {
    const onOptionSelect = vi.fn();
    renderWithTheme(<CityField onOptionSelect={onOptionSelect} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'Ade');
    await userEvent.click(await screen.findByRole('option', { name: 'Adelaide' }));
    expect(onOptionSelect).toHaveBeenCalledWith({ id: 'adelaide', label: 'Adelaide' });
  });

  it('keeps working as a plain text input when loading options fails', async () => {
    renderWithTheme(<CityField loadOptions={() => Promise.reject(new Error('Service unavailable'))} />);
    const input = screen.getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'Hobart');
    expect(input).toHaveValue('Hobart');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('uncontrolled, shows the text that onOptionSelect returns, or else the label', async () => {
    const onOptionSelect = vi.fn(async (option: ComboboxOption) =>
      option.id === 'darwin' ? 'Darwin City NT' : undefined,
    );
    renderWithTheme(
      <Field label="City">
        <Combobox loadOptions={findCities} debounceMs={0} onOptionSelect={onOptionSelect} />
      </Field>,
    );
    const input = screen.getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'Darw');
    await screen.findByRole('option');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await vi.waitFor(() => expect(input).toHaveValue('Darwin City NT'));

    await userEvent.clear(input);
    await userEvent.type(input, 'Bris');
    await screen.findByRole('option');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await vi.waitFor(() => expect(input).toHaveValue('Brisbane'));
  });
});
