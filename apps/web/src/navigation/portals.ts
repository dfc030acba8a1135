import type { MenuItem } from './menus';

// The signed-in areas' menus, apart from the public links (menus.ts): only the portal frame, a lazy chunk, reads
// them, so they stay out of a visitor's first load.

/** The 18 admin portal items, in order, then the audit trail (docs/product/admin.md). */
export const adminMenu: readonly MenuItem[] = [
  { href: '/admin', label: 'Dashboard', exact: true, aliases: ['/admin/dashboard'] },
  { href: '/admin/assessments', label: 'Assessments' },
  { href: '/admin/patients', label: 'Patients' },
  { href: '/admin/practitioners', label: 'Practitioners' },
  { href: '/admin/content-writers', label: 'Content Writers' },
  { href: '/admin/appointments', label: 'Appointments' },
  { href: '/admin/create-appointment', label: 'Create Appointment' },
  { href: '/admin/appointment-settings', label: 'Appointment Settings' },
  { href: '/admin/prescriptions', label: 'Prescriptions' },
  { href: '/admin/medications', label: 'Medications' },
  { href: '/admin/promotions', label: 'Promotions', aliases: ['/admin/campaigns', '/admin/promo-codes'] },
  { href: '/admin/contact-submissions', label: 'Contact Submissions' },
  { href: '/admin/messaging', label: 'Messages', unreadBadge: true },
  { href: '/admin/testing', label: 'Testing', aliases: ['/admin/test-sms'] },
  { href: '/admin/reports', label: 'Reports' },
  { href: '/admin/profile', label: 'Admin Profile' },
  { href: '/admin/legal-documents', label: 'Legal Documents' },
  { href: '/admin/settings', label: 'Settings' },
  { href: '/admin/audit', label: 'Audit Trail' },
];

export const practitionerMenu: readonly MenuItem[] = [
  { href: '/practitioner', label: 'Dashboard', exact: true },
  { href: '/practitioner/assessments', label: 'Assessments' },
  { href: '/practitioner/messages', label: 'Messages', unreadBadge: true },
  { href: '/practitioner/schedule', label: 'Schedule' },
  { href: '/practitioner/profile', label: 'Profile' },
  // Beyond the spec: two-step sign-in (docs/product/access.md); the admins' is in Settings > Security.
  { href: '/practitioner/security', label: 'Security' },
];

export const contentWriterMenu: readonly MenuItem[] = [
  { href: '/content-writer', label: 'Dashboard', exact: true, aliases: ['/content-writer/dashboard'] },
  { href: '/content-writer/articles', label: 'Articles', aliases: ['/content-writer/edit-article'] },
  { href: '/content-writer/new-article', label: 'New Article' },
  // Writers are staff: two-step sign-in, as practitioners have it (docs/product/access.md).
  { href: '/content-writer/security', label: 'Security' },
];

export const patientMenu: readonly MenuItem[] = [
  { href: '/dashboard', label: 'Dashboard', exact: true },
  { href: '/dashboard/appointments', label: 'Appointments' },
  { href: '/dashboard/prescriptions', label: 'Prescriptions', aliases: ['/dashboard/my-prescriptions'] },
  { href: '/dashboard/messages', label: 'Messages', unreadBadge: true },
  { href: '/dashboard/payments', label: 'Payments' },
  { href: '/dashboard/payment-methods', label: 'Payment Methods' },
  { href: '/dashboard/profile', label: 'Profile' },
];

/**
 * Each signed-in area's frame: its home (where its users land, navigation/homeFor.ts), its sidebar's title and subtitle,
 * its menu, and the name of its navigation.
 */
export const portals = {
  patient: {
    home: '/dashboard',
    title: 'My Health',
    subtitle: 'Patient',
    items: patientMenu,
    navigationLabel: 'Dashboard navigation',
  },
  admin: {
    home: '/admin',
    title: 'Admin Portal',
    subtitle: 'Management',
    items: adminMenu,
    navigationLabel: 'Admin navigation',
  },
  practitioner: {
    home: '/practitioner',
    title: 'Practitioner Portal',
    subtitle: 'Clinical',
    items: practitionerMenu,
    navigationLabel: 'Practitioner navigation',
  },
  contentWriter: {
    home: '/content-writer',
    title: 'Content Portal',
    subtitle: 'Articles',
    items: contentWriterMenu,
    navigationLabel: 'Content navigation',
  },
} as const;

export type PortalName = keyof typeof portals;

/** The area whose home is `home` (a path from navigation/homeFor.ts). */
export function portalAt(home: string): PortalName | undefined {
  return (Object.keys(portals) as PortalName[]).find((name) => portals[name].home === home);
}
