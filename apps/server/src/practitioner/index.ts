/** What other features use of the practitioner: their schedule as the admin sees it, and their signature. */

export { availability, calendar, timeOffList } from './service';
export { signatureDataUrl } from './signature';
