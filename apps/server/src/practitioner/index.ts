/**
 * What other features use of the practitioner: their schedule as the admin sees it, their signature, and the outcome
 * rules the consultation's end applies.
 */

export { availability } from './availability';
export { calendar, setOutcome } from './calendar';
export { signatureDataUrl } from './signature';
export { timeOffList } from './time-off';
