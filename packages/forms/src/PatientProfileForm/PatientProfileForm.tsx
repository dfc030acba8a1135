import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatMedicareNumber,
  type PatientProfileInput,
  type PatientProfileValues,
  patientProfileInput,
} from '@telehealth/contract';
import { Field, Grid, Input, Stack } from '@telehealth/ui';
import { FormProvider, useForm } from 'react-hook-form';
import type { AddressProvider } from '../AddressAutocomplete/address';
import { AddressFields } from '../internal/AddressFields';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';
import { NameAndEmailFields, profileValues, TimezoneField } from '../internal/ProfileFields';

type TextField = Exclude<keyof PatientProfileInput, 'lat' | 'lng'>;

export interface PatientProfileFormProps {
  /** The patient's profile as `GET /api/profile` gives it; nulls become ''. */
  defaultValues?: Partial<Record<TextField, string | null | undefined>> & {
    lat?: number | null;
    lng?: number | null;
  };
  /** Receives the mobile in E.164 and the Medicare number as digits. */
  onSubmit: (values: PatientProfileValues) => Promise<unknown> | unknown;
  addressProvider?: AddressProvider | null;
  /** The level of the Address heading, to follow the page's outline (2 by default). */
  headingLevel?: 2 | 3 | 4;
  disabled?: boolean;
}

const textFields = (Object.keys(patientProfileInput.shape) as (keyof PatientProfileInput)[]).filter(
  (key): key is TextField => key !== 'lat' && key !== 'lng',
);

/** '+61412345678' reads as '0412 345 678', the way Australians write their mobile. */
function localMobile(e164: string): string {
  const match = /^\+61(4\d{2})(\d{3})(\d{3})$/.exec(e164);
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : e164;
}

function patientValues(values: PatientProfileFormProps['defaultValues'] = {}): PatientProfileInput {
  return {
    ...profileValues<PatientProfileInput>(textFields, values),
    phone: values.phone ? localMobile(values.phone) : '',
    medicareNumber: values.medicareNumber ? formatMedicareNumber(values.medicareNumber) : '',
  };
}

/**
 * The patient's profile (docs/product/settings.md): name, date of birth, an Australian mobile, the timezone times are shown in,
 * the postal address (looked up as you type) and an optional Medicare card number, its check digit verified.
 */
export function PatientProfileForm({
  defaultValues,
  onSubmit,
  addressProvider,
  headingLevel = 2,
  disabled,
}: PatientProfileFormProps) {
  const form = useForm<PatientProfileInput, unknown, PatientProfileValues>({
    resolver: zodResolver(patientProfileInput),
    values: patientValues(defaultValues),
    resetOptions: { keepDirtyValues: true },
  });
  const {
    register,
    formState: { errors },
  } = form;
  // The caller reports a failure (its toast); the values stay so they can be sent again.
  const shell = useFormShell(form, { report: 'caller', onSubmit });

  return (
    <FormProvider {...form}>
      <FormShell {...shell.props} disabled={disabled} aria-label="Profile Information">
        <Stack gap="large">
          <Grid columns={{ mobile: '1', tablet: '2' }} gap="medium">
            <NameAndEmailFields />
            <Field label="Date of Birth" error={errors.dateOfBirth?.message}>
              <Input type="date" autoComplete="bday" {...register('dateOfBirth')} />
            </Field>
            <Field
              label="Mobile"
              hint="An Australian mobile, for appointment texts."
              error={errors.phone?.message}
            >
              <Input type="tel" autoComplete="tel" {...register('phone')} />
            </Field>
            <TimezoneField hint="Appointment times show in it." />
            <Field
              label="Medicare Number (optional)"
              hint="The 10 digits on your card; add your reference number (IRN) after them if you like."
              error={errors.medicareNumber?.message}
            >
              <Input inputMode="numeric" autoComplete="off" {...register('medicareNumber')} />
            </Field>
          </Grid>
          <AddressFields
            addressProvider={addressProvider}
            headingLevel={headingLevel}
            idPrefix="patient-profile"
          />
          <div>
            <SubmitButton busyLabel="Saving...">Save Changes</SubmitButton>
          </div>
        </Stack>
      </FormShell>
    </FormProvider>
  );
}
