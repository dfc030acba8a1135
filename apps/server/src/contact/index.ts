/** What other features use of the contact form: its rate limit and how an upload is checked and served. */

export { CONTACT_RATE_LIMIT } from './rate-limit';
export { attachmentContentSecurityPolicy, sniffFileType } from './uploads';
