/** The settings tabs (docs/product/settings.md), in their fixed order; each is a route `/admin/settings/{id}`. */
export const settingsTabs = [
  { id: 'fees', label: 'Assessment Fees' },
  { id: 'company', label: 'Company Info' },
  { id: 'email', label: 'Email Templates' },
  { id: 'sms', label: 'SMS Templates' },
  { id: 'prescription', label: 'Prescription Templates' },
  { id: 'post', label: 'Post' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'security', label: 'Security' },
] as const;

export type SettingsTabId = (typeof settingsTabs)[number]['id'];

export const SETTINGS_BASE = '/admin/settings';

/** The tab a path shows ('/admin/settings/post' gives 'post'); the first tab for anything else. */
export function settingsTabOf(pathname: string): SettingsTabId {
  const segment = pathname.slice(SETTINGS_BASE.length + 1).split('/')[0];
  return settingsTabs.find((tab) => tab.id === segment)?.id ?? settingsTabs[0].id;
}
