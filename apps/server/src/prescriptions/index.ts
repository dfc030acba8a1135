/** What other features use of the prescriptions: the document an approval issues, and a prescription's PDF. */

export { dosageOf, type PrescribedMedicine, renderPrescriptionDocument } from './document';
export { prescriptionPdf } from './pdf';
