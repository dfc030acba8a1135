import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppHeader } from '../AppHeader';
import { Button } from '../Button';
import { Container } from '../Container';
import { Heading } from '../Heading';
import { Logo } from '../Logo';
import { PageShell } from '../PageShell';
import { Sidebar } from '../Sidebar';
import { sampleSidebarItems } from '../Sidebar/Sidebar.fixtures';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { SidebarLayout } from './SidebarLayout';

/** The longest portal menu: eighteen items, the current one near the end, and a footer with an action. */
const sidebar = (
  <Sidebar
    logo={<Logo variant="mark" />}
    title="Console"
    subtitle="Workspace"
    items={sampleSidebarItems}
    currentPath="/console/documents"
    footer={
      <Stack gap="medium">
        <Button variant="outline" size="sm" fullWidth>
          Log out
        </Button>
        <Text tone="muted" size="small">
          © 2026 Example Pty Ltd. All rights reserved.
        </Text>
      </Stack>
    }
  />
);

const page = (
  <Container>
    <Stack gap="small" paddingY="xlarge">
      <Heading level={1}>Documents</Heading>
      <Text tone="muted">Every item of the menu, Settings included, is on screen at 1280 × 800.</Text>
    </Stack>
  </Container>
);

const meta = {
  title: 'UI/SidebarLayout',
  component: SidebarLayout,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        desktop1280: {
          name: 'Desktop 1280 × 800',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  args: { sidebar, mobileTitle: 'Console', children: page },
  // In a page frame under a header, as a portal shows it.
  render: (args) => (
    <PageShell header={<AppHeader brand={<Logo />} links={[{ href: '/', label: 'Home' }]} activeHref="/" />}>
      <SidebarLayout {...args} />
    </PageShell>
  ),
} satisfies Meta<typeof SidebarLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All eighteen items fit a 1280 × 800 screen under the header; on a shorter one they scroll with the page. */
export const Default: Story = {};

/** Phones and tablets: the sidebar opens in a sheet from the 'Open navigation' button. */
export const SmallScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** A long page: the sidebar column runs its full height and scrolls away with it. */
export const LongContent: Story = {
  args: {
    children: (
      <Container>
        <Stack gap="medium" paddingY="xlarge">
          <Heading level={1}>Messages</Heading>
          {Array.from({ length: 30 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list for the story.
            <Text key={index}>
              Message {index + 1}: a question about an order, a booking or an invoice, waiting for a reply.
            </Text>
          ))}
        </Stack>
      </Container>
    ),
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
