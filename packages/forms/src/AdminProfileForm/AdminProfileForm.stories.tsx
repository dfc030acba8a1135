import type { Meta, StoryObj } from '@storybook/react-vite';
import { addressFromDescription, createMemoryAddressProvider } from '../AddressAutocomplete/address';
import { AdminProfileForm } from './AdminProfileForm';

const admin = {
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'admin@example.com',
  phone: '0290000001',
  contactEmail: 'alex.morgan@example.com',
  contactMobile: '0412000001',
  timezone: 'Australia/Sydney',
  address: '1 Martin Place',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  country: 'Australia',
};

const meta = {
  title: 'Forms/AdminProfileForm',
  component: AdminProfileForm,
  tags: ['autodocs'],
  args: {
    onSubmit: async () => {},
    defaultValues: admin,
    addressProvider: createMemoryAddressProvider([
      addressFromDescription('200 George Street, Sydney, NSW 2000'),
    ]),
  },
} satisfies Meta<typeof AdminProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { defaultValues: { email: 'admin@example.com' } } };
export const Disabled: Story = { args: { disabled: true } };
export const LongContent: Story = {
  args: {
    defaultValues: { ...admin, firstName: 'Alexandra-Montgomery', lastName: 'Featherstonehaugh-Abernethy' },
  },
};
export const Dark: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
