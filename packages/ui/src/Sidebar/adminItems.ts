import type { SidebarItem } from './Sidebar';

/** The admin portal's menu from spec Part 1 §2, as sample data for stories and tests. */
export const adminSidebarItems: SidebarItem[] = [
  { href: '/admin', label: 'Dashboard', exact: true },
  { href: '/admin/assessments', label: 'Assessments' },
  { href: '/admin/patients', label: 'Patients' },
  { href: '/admin/practitioners', label: 'Practitioners' },
  { href: '/admin/content-writers', label: 'Content Writers' },
  { href: '/admin/appointments', label: 'Appointments' },
  { href: '/admin/create-appointment', label: 'Create Appointment' },
  { href: '/admin/appointment-settings', label: 'Appointment Settings' },
  { href: '/admin/prescriptions', label: 'Prescriptions' },
  { href: '/admin/medications', label: 'Medications' },
  { href: '/admin/promotions', label: 'Promotions' },
  { href: '/admin/contact-submissions', label: 'Contact Submissions' },
  { href: '/admin/messaging', label: 'Messages' },
  { href: '/admin/testing', label: 'Testing' },
  { href: '/admin/reports', label: 'Reports' },
  { href: '/admin/profile', label: 'Admin Profile' },
  { href: '/admin/legal-documents', label: 'Legal Documents' },
  { href: '/admin/settings', label: 'Settings' },
];
