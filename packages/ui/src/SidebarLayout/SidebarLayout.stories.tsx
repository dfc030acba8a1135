import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from '../Container';
import { Heading } from '../Heading';
import { Logo } from '../Logo';
import { Sidebar } from '../Sidebar';
import { adminSidebarItems } from '../Sidebar/adminItems';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { SidebarLayout } from './SidebarLayout';

const sidebar = (
  <Sidebar
    logo={<Logo variant="mark" />}
    title="Admin Portal"
    subtitle="Management"
    items={adminSidebarItems}
    currentPath="/admin/appointment-settings"
    footer="© 2026 Telehealth. All rights reserved."
  />
);

const meta = {
  title: 'UI/SidebarLayout',
  component: SidebarLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    sidebar,
    mobileTitle: 'Admin Portal',
    children: (
      <Container>
        <Stack gap="small" paddingY="xlarge">
          <Heading level={1}>Appointment Duration Settings</Heading>
          <Text tone="muted">One card per practitioner.</Text>
        </Stack>
      </Container>
    ),
  },
} satisfies Meta<typeof SidebarLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Phones and tablets: the sidebar opens in a sheet from the 'Open navigation' button. */
export const SmallScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const LongContent: Story = {
  args: {
    children: (
      <Container>
        <Stack gap="medium" paddingY="xlarge">
          <Heading level={1}>Contact Submissions</Heading>
          {Array.from({ length: 30 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list for the story.
            <Text key={index}>
              Submission {index + 1}: a question about an order, an appointment or a prescription.
            </Text>
          ))}
        </Stack>
      </Container>
    ),
  },
};
