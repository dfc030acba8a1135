import { count, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prescriptionTemplates } from '../db/schema';
import type { SeedContext } from './context';

/**
 * The default prescription body: a JSON layout for a quarter-A4 page (A6) that lays out every
 * prescription placeholder. templates/prescription/layout.ts reads it; an HTML body is the other accepted form.
 * The medicine blocks (from the name to the repeats) print once per medicine of a prescription. Each field and where
 * its value comes from is listed in docs/product/prescriptions.md.
 */
export const defaultPrescriptionLayout = {
  page: { size: 'A6', widthMm: 105, heightMm: 148, marginMm: 6 },
  blocks: [
    { type: 'header', text: '{{companyName}}', subtext: 'Ph {{contactNumber}}' },
    {
      type: 'row',
      label: 'Prescriber',
      text: '{{practitionerName}} (Prescriber No. {{prescriberNumber}}, AHPRA {{practitionerAhpraNumber}})',
    },
    { type: 'row', label: 'Practice', text: '{{practiceAddress}}, Ph {{practicePhone}}' },
    { type: 'row', label: 'Patient', text: '{{patientName}}, DOB {{patientDateOfBirth}}' },
    { type: 'row', label: 'Address', text: '{{patientAddress}}' },
    { type: 'row', label: 'Date', text: '{{prescriptionDate}}' },
    { type: 'divider' },
    {
      type: 'medicine',
      name: '{{medicineName}}',
      dosage: '{{medicineDosage}}',
      quantity: '{{medicineQuantity}}',
    },
    { type: 'text', text: '{{medicineInstructions}}' },
    { type: 'text', text: 'Repeats: {{medicineRepeats}}' },
    { type: 'signature', image: '{{practitionerSignature}}', caption: '{{practitionerName}}' },
  ],
};

/**
 * Default layouts seeded before the current one, exactly as they were stored. A default template still holding
 * one of these was never edited, so the boot replaces it with the current layout (which adds what a pharmacist
 * needs: docs/product/prescriptions.md). An edited template is left as its author made it.
 */
const earlierDefaultLayouts = [
  {
    page: { size: 'A6', widthMm: 105, heightMm: 148, marginMm: 6 },
    blocks: [
      { type: 'header', text: '{{companyName}}', subtext: 'Ph {{contactNumber}}' },
      {
        type: 'row',
        label: 'Prescriber',
        text: '{{practitionerName}} (Prescriber No. {{prescriberNumber}})',
      },
      { type: 'row', label: 'Patient', text: '{{patientName}}, DOB {{patientDateOfBirth}}' },
      { type: 'row', label: 'Address', text: '{{patientAddress}}' },
      { type: 'row', label: 'Date', text: '{{prescriptionDate}}' },
      { type: 'divider' },
      {
        type: 'medicine',
        name: '{{medicineName}}',
        dosage: '{{medicineDosage}}',
        quantity: '{{medicineQuantity}}',
      },
      { type: 'text', text: '{{medicineInstructions}}' },
      { type: 'text', text: 'Repeats: {{medicineRepeats}}' },
      { type: 'signature', image: '{{practitionerSignature}}', caption: '{{practitionerName}}' },
    ],
  },
].map((layout) => JSON.stringify(layout, null, 2));

export const defaultPrescriptionTemplate = {
  name: 'Standard prescription (quarter A4)',
  description: 'Default layout: prescriber, patient, medicine and signature on a quarter of an A4 page.',
  templateReact: JSON.stringify(defaultPrescriptionLayout, null, 2),
  isActive: true,
  isDefault: true,
} as const;

/**
 * Inserts the default prescription template when there is none at all (every boot, and the demo seed), and brings
 * an unedited earlier default up to the current layout.
 */
export async function ensureDefaultPrescriptionTemplate(db: Db): Promise<void> {
  const [row] = await db.select({ n: count() }).from(prescriptionTemplates);
  if ((row?.n ?? 0) > 0) {
    await db
      .update(prescriptionTemplates)
      .set({ templateReact: defaultPrescriptionTemplate.templateReact, updatedAt: new Date() })
      .where(inArray(prescriptionTemplates.templateReact, earlierDefaultLayouts));
    return;
  }
  await db.insert(prescriptionTemplates).values(defaultPrescriptionTemplate).onConflictDoNothing();
}

export async function seedTemplates({ db }: SeedContext): Promise<void> {
  await ensureDefaultPrescriptionTemplate(db);
}
