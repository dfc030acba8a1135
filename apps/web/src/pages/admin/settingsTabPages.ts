import type { SettingsTabPath } from '../../routes/table';
import type { PageModule } from './managementPages';

/**
 * The tab of each admin settings path (routes/table.ts), each its own chunk, loaded by the router on the first visit
 * to one of them (as `managementPages`). Each tab renders inside SettingsPage, within its API boundary.
 */
export const settingsTabPages = {
  '/admin/settings/fees': () => import('../../features/settings/AssessmentFeesTab'),
  '/admin/settings/company': () => import('../../features/settings/CompanyInfoTab'),
  '/admin/settings/email': () => import('../../features/settings/EmailTemplatesTab'),
  '/admin/settings/sms': () => import('../../features/settings/SmsTemplatesTab'),
  '/admin/settings/prescription': () => import('../../features/settings/PrescriptionTemplatesTab'),
  '/admin/settings/post': () => import('../../features/settings/PostTab'),
  '/admin/settings/notifications': () => import('../../features/settings/NotificationsTab'),
  '/admin/settings/security': () => import('../../features/settings/SecurityTab'),
} satisfies Record<SettingsTabPath, PageModule>;
