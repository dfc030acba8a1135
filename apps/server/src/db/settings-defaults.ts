import type { Db } from './client';
import { settings } from './schema';

/** The settings keys with their defaults (docs/product/settings.md); empty where the product gives none. */
export const settingDefaults: Readonly<Record<string, string>> = {
  company_name: '',
  brand_name: '',
  company_email: '',
  support_email: '',
  contact_number: '',
  company_abn: '',
  company_address: '',
  company_suburb: '',
  company_state: '',
  company_postcode: '',
  company_country: 'Australia',
  privacy_url: '',
  post_tracking_base_url: '',
  post_fees: '',
  ed_assessment_fee: '20.00',
  weight_loss_assessment_fee: '20.00',
  contraception_assessment_fee: '20.00',
  admin_notification_appointment_email_enabled: 'true',
  admin_notification_appointment_sms_enabled: 'true',
};

/** Inserts the keys that are missing and never overwrites an admin's value; runs on every boot. */
export async function ensureSettingDefaults(db: Db): Promise<void> {
  await db
    .insert(settings)
    .values(Object.entries(settingDefaults).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing({ target: settings.key });
}
