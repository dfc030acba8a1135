/** A navigation entry. `exact` items are active only on their own path (and listed aliases). */
export interface MenuItem {
  href: string;
  label: string;
  exact?: boolean;
  aliases?: readonly string[];
  /** Shows the signed-in user's unread message count next to the label. */
  unreadBadge?: boolean;
}

/** The public header links of Part 1 §2. */
export const publicLinks: readonly MenuItem[] = [
  { href: '/', label: 'Home', exact: true },
  { href: '/erectile-dysfunction', label: 'ED Treatment' },
  { href: '/articles', label: 'Articles' },
  { href: '/contact', label: 'Contact Us' },
];

/** The public footer's links: the legal documents and the contact page. */
export const footerLinks: readonly MenuItem[] = [
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms of Use' },
  { href: '/contact', label: 'Contact Us' },
];

/** The 18 admin portal items of Part 1 §2, in order, then the audit trail (issue 11, beyond the spec). */
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
  { href: '/admin/promotions', label: 'Promotions', aliases: ['/admin/campaigns'] },
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
  // Beyond the spec (issue 11 §6): two-step sign-in; the admins' is in Settings > Security.
  { href: '/practitioner/security', label: 'Security' },
];

export const contentWriterMenu: readonly MenuItem[] = [
  { href: '/content-writer', label: 'Dashboard', exact: true, aliases: ['/content-writer/dashboard'] },
  { href: '/content-writer/articles', label: 'Articles', aliases: ['/content-writer/edit-article'] },
  { href: '/content-writer/new-article', label: 'New Article' },
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

function matchesPrefix(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** Path-prefix match on whole segments; exact items match only themselves and their aliases. */
export function isMenuItemActive(item: MenuItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (item.exact) return path === item.href || (item.aliases ?? []).includes(path);
  return matchesPrefix(path, item.href) || (item.aliases ?? []).some((alias) => matchesPrefix(path, alias));
}

/** The label with the unread count in words, e.g. 'Messages (2 unread)': a number alone would say nothing. */
export function menuLabel(item: MenuItem, unread: number | undefined): string {
  return item.unreadBadge && unread ? `${item.label} (${unread} unread)` : item.label;
}
