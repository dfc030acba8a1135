import { z } from 'zod';
import { safeString } from '../text';

/** Placeholders of a prescription template, written `{{name}}` in its body (docs/product/admin.md). */
export const prescriptionTemplatePlaceholders = [
  'practitionerName',
  'companyName',
  'contactNumber',
  'prescriberNumber',
  'patientName',
  'patientDateOfBirth',
  'prescriptionDate',
  'practitionerSignature',
  'medicineName',
  'medicineDosage',
  'medicineInstructions',
  'medicineQuantity',
  // These two are the practitioner's (docs/product/prescriptions.md): the printed prescription carries the patient's address and each medicine's repeats.
  'patientAddress',
  'medicineRepeats',
  // What a pharmacist needs to check and reach the prescriber (docs/product/prescriptions.md).
  'practitionerAhpraNumber',
  'practiceAddress',
  'practicePhone',
] as const;
export type PrescriptionTemplatePlaceholder = (typeof prescriptionTemplatePlaceholders)[number];

/** A default template must show who prescribed: without these a printed prescription is not valid. */
export const defaultPrescriptionTemplatePlaceholders = [
  'practitionerName',
  'prescriberNumber',
  'practitionerSignature',
] as const satisfies readonly PrescriptionTemplatePlaceholder[];

/** The page a prescription prints on: a quarter of A4 (A6, 105 × 148 mm). */
export const prescriptionPage = { size: 'A6', widthMm: 105, heightMm: 148 } as const;

export const prescriptionTemplateLimits = {
  nameMaxLength: 200,
  descriptionMaxLength: 1000,
  contentMaxLength: 200_000,
  /** Characters of body shown in the list. */
  listPreviewLength: 500,
} as const;

/** Strings, word for word. */
export const prescriptionTemplateMessages = {
  nameAndContentRequired: 'Template name and content are required',
  contentRequiredForPreview: 'Template content is required for preview',
  nameTooLong: `Template name must be at most ${prescriptionTemplateLimits.nameMaxLength} characters`,
  descriptionTooLong: `Description must be at most ${prescriptionTemplateLimits.descriptionMaxLength} characters`,
  contentTooLong: `Template content must be at most ${prescriptionTemplateLimits.contentMaxLength} characters`,
  cannotDeleteTitle: 'Cannot Delete',
  cannotDeleteDefault: 'Cannot delete the default template. Set another template as default first.',
  saveBeforeDefault: 'Save the template first before setting as default',
  loadFailed: 'Failed to load prescription templates',
  deleteFailed: 'Failed to delete template',
  setDefaultFailed: 'Failed to set template as default',
  notFound: 'Template not found',
  defaultNeedsPrescriber:
    'A default template must include {{practitionerName}}, {{prescriberNumber}} and {{practitionerSignature}}',
  saved: 'Template saved',
  deleted: 'Template deleted',
  madeDefault: 'Template set as default',
  emptyState: 'No prescription templates yet',
  createFirst: 'Create First Template',
} as const;

/** A prescription template (docs/product/admin.md). Exactly one is the default. */
export const prescriptionTemplate = z.object({
  id: z.number().int().positive(),
  name: safeString(),
  description: safeString().nullable().optional(),
  /** The body as text; the default is a JSON layout for a quarter-A4 page. */
  templateReact: safeString(),
  isActive: z.boolean(),
  isDefault: z.boolean(),
  createdAt: safeString(),
  updatedAt: safeString(),
});
export type PrescriptionTemplate = z.infer<typeof prescriptionTemplate>;

const notBlank = (value: string) => value.trim().length > 0;

/** `POST /api/prescription-templates` and `PUT /api/prescription-templates/{id}`. */
export const prescriptionTemplateInput = z.object({
  name: safeString({ error: prescriptionTemplateMessages.nameAndContentRequired })
    .trim()
    .min(1, { message: prescriptionTemplateMessages.nameAndContentRequired })
    .max(prescriptionTemplateLimits.nameMaxLength, { message: prescriptionTemplateMessages.nameTooLong }),
  description: safeString()
    .trim()
    .max(prescriptionTemplateLimits.descriptionMaxLength, {
      message: prescriptionTemplateMessages.descriptionTooLong,
    })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  templateReact: safeString({ error: prescriptionTemplateMessages.nameAndContentRequired })
    .refine(notBlank, { message: prescriptionTemplateMessages.nameAndContentRequired })
    .refine((value) => value.length <= prescriptionTemplateLimits.contentMaxLength, {
      message: prescriptionTemplateMessages.contentTooLong,
    }),
  isActive: z.boolean().default(true),
  isDefault: z.boolean().default(false),
});
export type PrescriptionTemplateInput = z.input<typeof prescriptionTemplateInput>;

/** `POST /api/prescription-templates/preview`: renders a body with sample values; answers `{ html }`. */
export const prescriptionTemplatePreviewInput = z.object({
  templateReact: safeString({ error: prescriptionTemplateMessages.contentRequiredForPreview })
    .refine(notBlank, { message: prescriptionTemplateMessages.contentRequiredForPreview })
    .refine((value) => value.length <= prescriptionTemplateLimits.contentMaxLength, {
      message: prescriptionTemplateMessages.contentTooLong,
    }),
  /** Values for the placeholders; the server fills the missing ones with its own samples. */
  sampleData: z.record(safeString(), safeString().max(2000)).optional(),
});
export type PrescriptionTemplatePreviewInput = z.infer<typeof prescriptionTemplatePreviewInput>;
