import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from '../Logo';
import { Sidebar } from './Sidebar';
import { sampleSidebarItems } from './Sidebar.fixtures';

const meta = {
  title: 'UI/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  args: {
    logo: <Logo variant="mark" />,
    title: 'Console',
    subtitle: 'Workspace',
    items: sampleSidebarItems,
    currentPath: '/console/documents',
    footer: '© 2026 Example Pty Ltd. All rights reserved.',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 264 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eighteen items, the current one near the end: the menu is as tall as its items, never a scroll box. */
export const Default: Story = {};

/** Overview matches /console exactly, so it is not current on a sub-page. */
export const OverviewActive: Story = { args: { currentPath: '/console' } };

/** A sub-page highlights its section by path prefix. */
export const NestedPage: Story = { args: { currentPath: '/console/people/42' } };

export const LongContent: Story = {
  args: {
    title: 'Operations and Customer Management Console',
    subtitle: 'People, bookings, orders, invoices and reports',
    items: [
      ...sampleSidebarItems,
      { href: '/console/very-long', label: 'Dispatch, delivery tracking and reconciliation reports' },
    ],
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['same-picture-as-default'] };
