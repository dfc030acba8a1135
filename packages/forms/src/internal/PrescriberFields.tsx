import { Field, Input } from '@telehealth/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The AHPRA registration and prescriber numbers, as the practitioner's profile and the admin's form ask for them. */
export function PrescriberFields({
  ahpra,
  prescriber,
  ahpraError,
  prescriberError,
}: {
  ahpra: UseFormRegisterReturn;
  prescriber: UseFormRegisterReturn;
  ahpraError?: string | undefined;
  prescriberError?: string | undefined;
}) {
  return (
    <>
      <Field
        label="AHPRA registration number (optional)"
        hint="Three letters and ten digits, e.g. MED0001234567. Needed to prescribe."
        error={ahpraError}
      >
        <Input autoComplete="off" autoCapitalize="characters" {...ahpra} />
      </Field>
      <Field
        label="Prescriber number (optional)"
        hint="Digits only. Needed to prescribe."
        error={prescriberError}
      >
        <Input inputMode="numeric" autoComplete="off" {...prescriber} />
      </Field>
    </>
  );
}
