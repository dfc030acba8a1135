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
import { Alert, Button, Field, Grid, Input, Stack, Textarea } from '@telehealth/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormFields } from '../internal/FormFields';
import { PrescriberFields } from '../internal/PrescriberFields';
import { TimezoneField } from '../internal/ProfileFields';
import { applySubmitError } from '../internal/serverError';

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
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const [status, setStatus] = useState<{ tone: 'positive' | 'critical'; message: string } | null>(null);
  const saved = {
    ahpraNumber: defaultValues?.ahpraNumber ?? null,
    practiceAddress: defaultValues?.practiceAddress ?? null,
    practicePhone: defaultValues?.practicePhone ?? null,
  };
  const practiceMissing = !prescriberReachable(saved);
  // Without the practice details the profile cannot prescribe either way; name the prescriber number too when it
  // is missing (the signature is checked beside its own field).
  const prescriberMissing = !canPrescribe && (!practiceMissing || !defaultValues?.prescriberNumber);

  const submit = handleSubmit(async (values) => {
    setStatus(null);
    try {
      await onSubmit(values);
      setStatus({ tone: 'positive', message: practitionerMessages.profileSaved });
    } catch (error) {
      const message = applySubmitError<Values>(error, fields, setError);
      if (message) setStatus({ tone: 'critical', message });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Practitioner profile">
        <FormFields disabled={disabled}>
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
            {status ? <Alert tone={status.tone}>{status.message}</Alert> : null}
            <div>
              <Button type="submit" variant="solid" busy={isSubmitting}>
                {isSubmitting ? 'Saving...' : 'Save Changes'}
              </Button>
            </div>
          </Stack>
        </FormFields>
      </form>
    </FormProvider>
  );
}
