import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field, Input } from '@telehealth/ui';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { AddressAutocomplete } from './AddressAutocomplete';
import {
  type AddressProvider,
  addressFromDescription,
  createMemoryAddressProvider,
  type StructuredAddress,
} from './address';

const sampleAddresses: StructuredAddress[] = [
  '12 George Street, Sydney, NSW 2000',
  '120 George Street, The Rocks, NSW 2000',
  '200 George Street, Sydney, NSW 2000',
  '1 Collins Street, Melbourne, VIC 3000',
  '100 Queen Street, Brisbane City, QLD 4000',
  '25 Grenfell Street, Adelaide, SA 5000',
  '8 St Georges Terrace, Perth, WA 6000',
  '2 Murray Street, Hobart, TAS 7000',
  '19 Smith Street, Darwin City, NT 0800',
  '1 Constitution Avenue, Canberra, ACT 2600',
].map(addressFromDescription);
sampleAddresses[0] = { ...sampleAddresses[0], addressLine2: 'Unit 5' } as StructuredAddress;

const provider = createMemoryAddressProvider(sampleAddresses, { delayMs: 150 });

const meta = {
  title: 'Forms/AddressAutocomplete',
  component: AddressAutocomplete,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Type at least two characters (try "George" or "Street"). In the app the provider is `createGooglePlacesProvider({ apiKey })`; stories use `createMemoryAddressProvider`.',
      },
    },
  },
  args: { provider, onSelect: fn(), placeholder: 'Start typing an address' },
  render: (args) => (
    <Field label="Street Address">
      <AddressAutocomplete {...args} />
    </Field>
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, minHeight: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressAutocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The Company Information form's address section: picking fills the other fields. */
export const FillsTheAddressFields: Story = {
  render: (args) => {
    const [street, setStreet] = useState('');
    const [picked, setPicked] = useState<StructuredAddress | null>(null);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <Field label="Street Address">
          <AddressAutocomplete
            {...args}
            value={street}
            onChange={(event) => setStreet(event.target.value)}
            onSelect={(address) => {
              setStreet(address.address);
              setPicked(address);
              args.onSelect(address);
            }}
          />
        </Field>
        <Field label="Suburb/City">
          <Input value={picked?.suburb ?? ''} readOnly />
        </Field>
        <Field label="State">
          <Input value={picked?.state ?? ''} readOnly />
        </Field>
        <Field label="Postcode">
          <Input value={picked?.postcode ?? ''} readOnly />
        </Field>
        <Field label="Country">
          <Input value="Australia" readOnly />
        </Field>
      </div>
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '12 George Street' } };

/** Error: the Field marks the input invalid. */
export const WithError: Story = {
  render: (args) => (
    <Field label="Street Address" error="Street address is required">
      <AddressAutocomplete {...args} />
    </Field>
  ),
};

/** The lookup service failed to load: the field is a plain text input. */
export const ServiceUnavailable: Story = {
  args: {
    provider: {
      suggest: () => Promise.resolve([]),
      resolve: (suggestion) => Promise.resolve(addressFromDescription(suggestion.description)),
    } satisfies AddressProvider,
  },
};

/** Many long suggestions: the list stays about 200 px tall and scrolls. */
export const LongContent: Story = {
  args: {
    provider: createMemoryAddressProvider(
      Array.from({ length: 20 }, (_, index) =>
        addressFromDescription(
          `Level ${index + 1}, Building ${index + 1} of the Very Long Named Business Park, ${index + 10} Extraordinarily Long Boulevard Name, Wollongong, NSW 2500`,
        ),
      ),
    ),
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
