import type { Meta, StoryObj } from '@storybook/react-vite';
import { addressFromDescription, createMemoryAddressProvider } from '../AddressAutocomplete/address';
import { CompanyInfoForm } from './CompanyInfoForm';

const stored = {
  company_name: 'Telehealth Demo Pty Ltd',
  brand_name: 'Telehealth',
  company_email: 'hello@example.com',
  support_email: 'support@example.com',
  contact_number: '+611300000000',
  company_abn: '51 824 753 556',
  company_address: '1 Martin Place',
  company_suburb: 'Sydney',
  company_state: 'NSW',
  company_postcode: '2000',
  privacy_url: 'https://example.com/privacy',
};

const meta = {
  title: 'Forms/CompanyInfoForm',
  component: CompanyInfoForm,
  tags: ['autodocs'],
  args: {
    onSubmit: async () => {},
    defaultValues: stored,
    addressProvider: createMemoryAddressProvider([
      addressFromDescription('200 George Street, Sydney, NSW 2000'),
      addressFromDescription('1 Collins Street, Melbourne, VIC 3000'),
    ]),
  },
} satisfies Meta<typeof CompanyInfoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { defaultValues: {} } };
export const Loading: Story = { args: { defaultValues: {}, loading: true } };
export const Disabled: Story = { args: { disabled: true } };
/** A postcode outside the state: refused under the postcode once saved. */
export const PostcodeOutsideState: Story = {
  args: { defaultValues: { ...stored, company_postcode: '3000' } },
};
export const LongContent: Story = {
  args: {
    defaultValues: {
      ...stored,
      company_name: 'The Extraordinarily Long Named Australian Telehealth and Prescription Services Pty Ltd',
      company_address: 'Level 42, Unit 4201, 1 Extraordinarily Long Boulevard Name',
    },
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
