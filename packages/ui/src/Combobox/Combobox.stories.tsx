import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Field } from '../Field';
import { Combobox, type ComboboxOption, type ComboboxProps } from './Combobox';

const cities: ComboboxOption[] = [
  'Adelaide',
  'Albany',
  'Albury',
  'Alice Springs',
  'Ballarat',
  'Bendigo',
  'Brisbane',
  'Broome',
  'Cairns',
  'Canberra',
  'Darwin',
  'Geelong',
  'Hobart',
  'Launceston',
  'Melbourne',
  'Newcastle',
  'Perth',
  'Sydney',
  'Townsville',
  'Wollongong',
].map((label) => ({ id: label, label }));

/** A source that answers after a short wait, as a remote service does. */
const searchCities: NonNullable<ComboboxProps['loadOptions']> = (query) => {
  const needle = query.trim().toLowerCase();
  return new Promise((resolve) =>
    setTimeout(() => resolve(cities.filter((city) => city.label.toLowerCase().includes(needle))), 150),
  );
};

const meta = {
  title: 'UI/Combobox',
  component: Combobox,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A text input with suggestions from `loadOptions` (try "al" or "b"). `@telehealth/forms` builds its address lookup on it.',
      },
    },
  },
  args: {
    loadOptions: searchCities,
    onOptionSelect: fn(),
    listLabel: 'City suggestions',
    placeholder: 'Start typing a city',
  },
  render: (args) => (
    <Field label="City">
      <Combobox {...args} />
    </Field>
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, minHeight: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Controlled, as in a form: the pick sets the value. */
export const Controlled: Story = {
  render: (args) => {
    const [city, setCity] = useState('');
    return (
      <Field label="City" hint={city ? `Picked: ${city}` : undefined}>
        <Combobox
          {...args}
          value={city}
          onChange={(event) => setCity(event.target.value)}
          onOptionSelect={(option) => {
            setCity(option.label);
            args.onOptionSelect(option);
          }}
        />
      </Field>
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Hobart' } };

/** Error: the Field marks the input invalid. */
export const WithError: Story = {
  render: (args) => (
    <Field label="City" error="City is required">
      <Combobox {...args} />
    </Field>
  ),
};

/** The source failed: the field is a plain text input. */
export const SourceUnavailable: Story = {
  args: { loadOptions: () => Promise.reject(new Error('Service unavailable')) },
};

/** Many long options: the list stays about 200 px tall and scrolls. */
export const LongContent: Story = {
  args: {
    loadOptions: () =>
      Array.from({ length: 20 }, (_, index) => ({
        id: String(index),
        label: `Level ${index + 1}, Building ${index + 1} of the Very Long Named Business Park, ${index + 10} Extraordinarily Long Boulevard Name`,
      })),
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
