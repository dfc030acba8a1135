import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from '../Logo';
import { adminSidebarItems } from './adminItems';
import { Sidebar } from './Sidebar';

const meta = {
  title: 'UI/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  args: {
    logo: <Logo variant="mark" />,
    title: 'Admin Portal',
    subtitle: 'Management',
    items: adminSidebarItems,
    currentPath: '/admin/legal-documents',
    footer: '© 2026 Telehealth. All rights reserved.',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 264, height: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Dashboard matches /admin exactly, so it is not current on a sub-page. */
export const DashboardActive: Story = { args: { currentPath: '/admin' } };

/** A sub-page highlights its section by path prefix. */
export const NestedPage: Story = { args: { currentPath: '/admin/patients/42' } };

export const LongContent: Story = {
  args: {
    title: 'Practitioner and Patient Management Portal',
    subtitle: 'Management of assessments, prescriptions and appointments',
    items: [
      ...adminSidebarItems,
      { href: '/admin/very-long', label: 'Pharmacy dispatch and post tracking reconciliation reports' },
    ],
  },
};
