/** What other features use of the practitioner: their schedule as the admin sees it, and their signature. */

export { availability } from './availability';
export { calendar } from './calendar';
export { signatureDataUrl } from './signature';
export { timeOffList } from './time-off';
