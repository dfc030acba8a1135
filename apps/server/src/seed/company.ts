import { settings } from '../db/schema';
import type { SeedContext } from './context';

/** Demo company details, so that invoices and templates render; production starts from the empty defaults. */
export async function seedCompanySettings({ db }: SeedContext): Promise<void> {
  const companyDemo: Record<string, string> = {
    company_name: 'Telehealth Demo Pty Ltd',
    brand_name: 'Telehealth',
    company_email: 'hello@example.com',
    support_email: 'support@example.com',
    contact_number: '1300 000 000',
    company_abn: '51 824 753 556',
    company_address: '1 Martin Place',
    company_suburb: 'Sydney',
    company_state: 'NSW',
    company_postcode: '2000',
    company_country: 'Australia',
    privacy_url: 'https://example.com/privacy',
    post_tracking_base_url: 'https://auspost.com.au/mypost/track/details/',
    post_fees: '9.95',
  };
  for (const [key, value] of Object.entries(companyDemo)) {
    await db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
  }
}
