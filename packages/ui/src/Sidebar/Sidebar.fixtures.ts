import type { SidebarItem } from './Sidebar';

/**
 * Eighteen menu items, as many as the longest portal menu, for the stories and tests of Sidebar and
 * SidebarLayout. A story fixture, not a package export, and deliberately no product's real menu.
 */
export const sampleSidebarItems: SidebarItem[] = [
  { href: '/console', label: 'Overview', exact: true },
  { href: '/console/inbox', label: 'Inbox' },
  { href: '/console/calendar', label: 'Calendar' },
  { href: '/console/people', label: 'People' },
  { href: '/console/teams', label: 'Teams' },
  { href: '/console/projects', label: 'Projects' },
  { href: '/console/tasks', label: 'Tasks' },
  { href: '/console/bookings', label: 'Bookings' },
  { href: '/console/orders', label: 'Orders' },
  { href: '/console/products', label: 'Products' },
  { href: '/console/campaigns', label: 'Campaigns' },
  { href: '/console/messages', label: 'Messages' },
  { href: '/console/reports', label: 'Reports' },
  { href: '/console/integrations', label: 'Integrations' },
  { href: '/console/audit-log', label: 'Audit Log' },
  { href: '/console/profile', label: 'Profile' },
  { href: '/console/documents', label: 'Documents' },
  { href: '/console/settings', label: 'Settings' },
];
