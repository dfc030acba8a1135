import type { Meta, StoryObj } from '@storybook/react-vite';
import { addressFromDescription, createMemoryAddressProvider } from '../AddressAutocomplete/address';
import { PatientProfileForm } from './PatientProfileForm';

const patient = {
  firstName: 'Liam',
  lastName: 'Nguyen',
  email: 'patient@example.com',
  dateOfBirth: '1984-03-14',
  phone: '+61412345678',
  timezone: 'Australia/Adelaide',
  medicareNumber: '2123456701',
  address: '1 King William Street',
  suburb: 'Adelaide',
  state: 'SA',
  postcode: '5000',
  country: 'Australia',
};

const meta = {
  title: 'Forms/PatientProfileForm',
  component: PatientProfileForm,
  tags: ['autodocs'],
  args: {
    onSubmit: async () => {},
    defaultValues: patient,
    addressProvider: createMemoryAddressProvider([
      addressFromDescription('25 Grenfell Street, Adelaide, SA 5000'),
    ]),
  },
} satisfies Meta<typeof PatientProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { defaultValues: { email: 'new.patient@example.com' } } };
export const Disabled: Story = { args: { disabled: true } };
export const LongContent: Story = {
  args: {
    defaultValues: { ...patient, firstName: 'Alexandra-Montgomery', lastName: 'Featherstonehaugh-Abernethy' },
  },
};
export const Dark: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
