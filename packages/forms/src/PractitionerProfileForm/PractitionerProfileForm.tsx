import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_TIMEZONE,
  type PractitionerProfile,
  type PractitionerProfileInput,
  practitionerMessages,
  practitionerProfileInput,
  prescriberReachable,
  reviewMessages,
} from '@telehealth/contract';
import { Alert, Field, Grid, Input, Stack, Textarea } from '@telehealth/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../internal/FormError';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';
import { PrescriberFields } from '../internal/PrescriberFields';
import { TimezoneField } from '../internal/ProfileFields';

/** What `PUT /api/practitioner/profile` takes: AHPRA upper-cased, both numbers without spaces, or null. */
export type PractitionerProfileValues = z.output<typeof practitionerProfileInput>;

export interface PractitionerProfileFormProps {
  /** The profile as `GET /api/practitioner/profile` gives it; nulls become ''. */
  defaultValues?: Partial<
    Pick<
      PractitionerProfile,
      | 'name'
      | 'specialization'
      | 'bio'
      | 'timezone'
      | 'ahpraNumber'
      | 'prescriberNumber'
      | 'practiceAddress'
      | 'practicePhone'
    >
  >;
  /**
   * Whether the saved profile can prescribe (prescriber number, signature, AHPRA number, practice address and phone);
   * without, a status line says what is missing.
   */
  canPrescribe: boolean;
  /** Saves the profile; a rejection's `{ message, field }` shows under the field, or above Save. */
  onSubmit: (values: PractitionerProfileValues) => Promise<void>;
  disabled?: boolean;
}

type Values = PractitionerProfileInput;
const fields = [
  'name',
  'specialization',
  'bio',
  'timezone',
  'ahpraNumber',
  'prescriberNumber',
  'practiceAddress',
  'practicePhone',
] as const;

function formValues(profile: PractitionerProfileFormProps['defaultValues'] = {}): Values {
  return {
    name: profile.name ?? '',
    specialization: profile.specialization ?? '',
    bio: profile.bio ?? '',
    timezone: profile.timezone || DEFAULT_TIMEZONE,
    ahpraNumber: profile.ahpraNumber ?? '',
    prescriberNumber: profile.prescriberNumber ?? '',
    practiceAddress: profile.practiceAddress ?? '',
    practicePhone: profile.practicePhone ?? '',
  };
}

/**
 * The practitioner's profile: name, specialisation, bio, timezone, AHPRA registration number,
 * prescriber number, and the practice's address and phone that print on prescriptions, checked with the contract's
 * `practitionerProfileInput`. The signature is `SignatureField`.
 */
export function PractitionerProfileForm({
  defaultValues,
  canPrescribe,
  onSubmit,
  disabled,
}: PractitionerProfileFormProps) {
  const form = useForm<Values, unknown, PractitionerProfileValues>({
    resolver: zodResolver(practitionerProfileInput),
    values: formValues(defaultValues),
    resetOptions: { keepDirtyValues: true },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const shell = useFormShell(form, { fields });
  const [saved, setSaved] = useState(false);
  const practiceMissing = !prescriberReachable({
    ahpraNumber: defaultValues?.ahpraNumber ?? null,
    practiceAddress: defaultValues?.practiceAddress ?? null,
    practicePhone: defaultValues?.practicePhone ?? null,
  });
  // Without the practice details the profile cannot prescribe either way; name the prescriber number too when it
  // is missing (the signature is checked beside its own field).
  const prescriberMissing = !canPrescribe && (!practiceMissing || !defaultValues?.prescriberNumber);

  const submit = shell.handle(async (values) => {
    setSaved(false);
    await onSubmit(values);
    setSaved(true);
  });

  return (
    <FormProvider {...form}>
      <FormShell
        onSubmit={submit}
        submitting={shell.isSubmitting}
        disabled={disabled}
        aria-label="Practitioner profile"
      >
        <Stack gap="large">
          {prescriberMissing ? <Alert tone="caution">{reviewMessages.prescriberRequired}</Alert> : null}
          {practiceMissing ? <Alert tone="caution">{reviewMessages.practiceRequired}</Alert> : null}
          <Grid columns={{ mobile: '1', tablet: '2' }} gap="medium">
            <Field label="Name" hint="As it prints on prescriptions." error={errors.name?.message}>
              <Input autoComplete="name" {...register('name')} />
            </Field>
            <Field label="Specialisation (optional)" error={errors.specialization?.message}>
              <Input {...register('specialization')} />
            </Field>
            <TimezoneField hint="Your availability and appointments are in it." />
            <PrescriberFields
              ahpra={register('ahpraNumber')}
              prescriber={register('prescriberNumber')}
              ahpraError={errors.ahpraNumber?.message}
              prescriberError={errors.prescriberNumber?.message}
            />
            <Field
              label="Practice address (optional)"
              hint="One line, as it prints on prescriptions, e.g. Level 2, 100 George Street, Sydney NSW 2000. Needed to prescribe."
              error={errors.practiceAddress?.message}
            >
              {/* No autofill token: "street-address" is for a multi-line box (a textarea) and holds no suburb, and this
                    is one line with the suburb, state and postcode; no token means that. */}
              <Input {...register('practiceAddress')} />
            </Field>
            <Field
              label="Practice phone (optional)"
              hint="A number pharmacists can call, e.g. 02 9000 0000. Needed to prescribe."
              error={errors.practicePhone?.message}
            >
              <Input type="tel" autoComplete="tel" {...register('practicePhone')} />
            </Field>
          </Grid>
          <Field label="Bio (optional)" hint="Patients see it when they book." error={errors.bio?.message}>
            <Textarea rows={5} {...register('bio')} />
          </Field>
          <FormError message={shell.failure} />
          {saved ? <Alert tone="positive">{practitionerMessages.profileSaved}</Alert> : null}
          <div>
            <SubmitButton busyLabel="Saving...">Save Changes</SubmitButton>
          </div>
        </Stack>
      </FormShell>
    </FormProvider>
  );
}
