import type { EmailTemplateType } from '@telehealth/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailTemplates } from '../db/schema';
import { defaultEmailSections } from './email-defaults';
import { companyValues, type Values } from './email-values';
import { renderEmail } from './render';
import type { DeliveryResult, DeliveryService, Related } from './service';

/**
 * Sends one email from a template: the stored sections (the default ones when none are stored), the company's
 * values plus `values`, rendered by the one email renderer. An inactive template is not sent (null). This is the
 * single place account emails (verification codes, password-change notices) are rendered, so a new renderer
 * replaces one call.
 */
export async function sendTemplatedEmail(
  db: Db,
  delivery: DeliveryService,
  type: EmailTemplateType,
  to: string,
  values: Values,
  related?: Related,
): Promise<DeliveryResult | null> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.type, type));
  if (row && !row.isActive) return null;
  const stored = row?.editableSections ?? {};
  const sections = Object.keys(stored).length > 0 ? stored : defaultEmailSections[type];
  const email = renderEmail(sections, { ...(await companyValues(db)), ...values });
  return delivery.sendEmail({ to, ...email }, related ?? { type: `email:${type}` });
}
