import type { PrescribableMedication } from '@telehealth/contract';

/** How a variant reads in the picker and on the prescription: 'Sildenafil 50 mg tablet (pack of 8)'. */
export function variantLabel(
  medication: Pick<PrescribableMedication, 'name'>,
  variant: PrescribableMedication['variants'][number],
): string {
  return `${medication.name} ${variant.strength} ${variant.form} (pack of ${variant.quantity})`;
}

/** Every variant of the catalogue, grouped by medication (each medication's variants together, in its order). */
export function medicineOptions(medications: readonly PrescribableMedication[]) {
  return medications.flatMap((medication) =>
    medication.variants.map((variant) => ({
      value: String(variant.id),
      label: variantLabel(medication, variant),
      packSize: variant.quantity,
    })),
  );
}
