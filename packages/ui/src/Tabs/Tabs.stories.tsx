import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text';
import { Tabs, type TabsRootProps } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs.Root,
  tags: ['autodocs'],
  args: { defaultValue: 'sms' },
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Testing tools">
        <Tabs.Trigger value="sms">Test SMS</Tabs.Trigger>
        <Tabs.Trigger value="email">Test Email</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="sms">
        <Text>Send a test SMS through the configured provider.</Text>
      </Tabs.Content>
      <Tabs.Content value="email">
        <Text>Send a test email using a stored template.</Text>
      </Tabs.Content>
    </Tabs.Root>
  ),
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Three document tabs; `termsDisabled` turns the last one off. */
function DocumentTabs({ termsDisabled = false, ...args }: TabsRootProps & { termsDisabled?: boolean }) {
  return (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Document type">
        <Tabs.Trigger value="all">All Documents</Tabs.Trigger>
        <Tabs.Trigger value="privacy">Privacy Policy</Tabs.Trigger>
        <Tabs.Trigger value="terms" disabled={termsDisabled}>
          Terms of Use
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="all">
        <Text>All documents.</Text>
      </Tabs.Content>
      <Tabs.Content value="privacy">
        <Text>Privacy policies.</Text>
      </Tabs.Content>
      <Tabs.Content value="terms">
        <Text>Terms of use.</Text>
      </Tabs.Content>
    </Tabs.Root>
  );
}

export const Disabled: Story = {
  args: { defaultValue: 'all' },
  render: (args) => <DocumentTabs {...args} termsDisabled />,
};

export const LongContent: Story = {
  args: { defaultValue: 'tab-0' },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Tabs.Root {...args}>
        <Tabs.List aria-label="Settings sections">
          {[
            'Company Information',
            'Assessment Fees',
            'Email Templates',
            'SMS Templates',
            'Notifications',
          ].map((label, index) => (
            <Tabs.Trigger key={label} value={`tab-${index}`}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="tab-0">
          <Text>{'Company details used in templates and on invoices. '.repeat(5)}</Text>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  ),
};

/** A phone 390 px wide: tabs that do not fit wrap onto a second row, none is clipped. */
export const Phone: Story = {
  args: { defaultValue: 'all' },
  render: (args) => (
    <div style={{ width: 342 }}>
      <DocumentTabs {...args} />
    </div>
  ),
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** Eight settings sections on one compact row, which scrolls sideways where even that does not fit. */
export const OneScrollingRow: Story = {
  args: { defaultValue: 'fees' },
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Settings sections" overflow="scroll">
        {[
          ['fees', 'Assessment Fees'],
          ['company', 'Company Info'],
          ['email', 'Email Templates'],
          ['sms', 'SMS Templates'],
          ['prescription', 'Prescription Templates'],
          ['post', 'Post'],
          ['notifications', 'Notifications'],
          ['security', 'Security'],
        ].map(([value, label]) => (
          <Tabs.Trigger key={value} value={value as string}>
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="fees">
        <Text>What each assessment costs.</Text>
      </Tabs.Content>
    </Tabs.Root>
  ),
};
