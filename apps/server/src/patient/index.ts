/** What other features use of the patient's side: their profile and prescriptions, a tracking link, the repeat's fee. */

export { repeatPostFeeCents } from './repeat';
export { myPrescriptions, patientProfile, trackingUrl } from './service';
