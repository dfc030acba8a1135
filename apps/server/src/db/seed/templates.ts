import { prescriptionTemplates } from '../schema';
import type { SeedContext } from './context';

/** The default prescription body: a JSON layout for a quarter-A4 page (Part 2 §3). */
export const defaultPrescriptionLayout = {
  page: { size: 'A4-quarter', widthMm: 105, heightMm: 148.5, marginMm: 6 },
  blocks: [
    { type: 'header', text: '{{companyName}}', subtext: 'Ph {{contactNumber}}' },
    { type: 'row', label: 'Prescriber', text: '{{practitionerName}} (Prescriber No. {{prescriberNumber}})' },
    { type: 'row', label: 'Patient', text: '{{patientName}}, DOB {{patientDateOfBirth}}' },
    { type: 'row', label: 'Date', text: '{{prescriptionDate}}' },
    { type: 'divider' },
    {
      type: 'medicine',
      name: '{{medicineName}}',
      dosage: '{{medicineDosage}}',
      quantity: '{{medicineQuantity}}',
    },
    { type: 'text', text: '{{medicineInstructions}}' },
    { type: 'signature', image: '{{practitionerSignature}}', caption: '{{practitionerName}}' },
  ],
};

/** The default prescription template. Email and SMS templates are inserted on every boot (delivery/template-seed). */
export async function seedTemplates({ db }: SeedContext): Promise<void> {
  await db.insert(prescriptionTemplates).values({
    name: 'Standard prescription (quarter A4)',
    description: 'Default layout: prescriber, patient, medicine and signature on a quarter of an A4 page.',
    templateReact: JSON.stringify(defaultPrescriptionLayout, null, 2),
    isActive: true,
    isDefault: true,
  });
}
