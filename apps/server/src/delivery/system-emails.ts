import { adminPeopleMessages } from '@telehealth/contract';
import type { Db } from '../db/client';
import { DEFAULT_FOOTER } from './email-defaults';
import type { DeliveryResult, DeliveryService, Related } from './service';
import { renderTemplateEmail } from './templates';

/**
 * Emails the system sends that are not editable templates: the list of template types is fixed, so these
 * take their words from the contract, and the look, the company line and the outbox record from the same renderer
 * and delivery service as every template.
 */

/** The link to set a first password ('Add Practitioner' and content writers, docs/product/admin.md). */
export async function sendPasswordLinkEmail(
  db: Db,
  delivery: DeliveryService,
  recipient: { email: string; firstName: string },
  link: string,
  related: Related,
): Promise<DeliveryResult> {
  const sections = {
    subject: adminPeopleMessages.linkEmailSubject,
    heading: adminPeopleMessages.linkEmailHeading,
    body: adminPeopleMessages.linkEmailBody,
    button_text: adminPeopleMessages.linkEmailButton,
    button_url: '{{link}}',
    footer: DEFAULT_FOOTER,
  };
  const email = await renderTemplateEmail(db, sections, { firstName: recipient.firstName, link });
  return delivery.sendEmail({ to: recipient.email, ...email }, related);
}
