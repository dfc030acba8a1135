import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_TIMEZONE,
  type PractitionerProfile,
  type PractitionerProfileInput,
  practitionerMessages,
  practitionerProfileInput,
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
      'name' | 'specialization' | 'bio' | 'timezone' | 'ahpraNumber' | 'prescriberNumber'
    >
  >;
  /** Whether the profile has a prescriber number and a signature; without them a status line says what is missing. */
  canPrescribe: boolean;
  /** Saves the profile; a rejection's `{ message, field }` shows under the field, or above Save. */
  onSubmit: (values: PractitionerProfileValues) => Promise<void>;
  disabled?: boolean;
}

type Values = PractitionerProfileInput;
const fields = ['name', 'specialization', 'bio', 'timezone', 'ahpraNumber', 'prescriberNumber'] as const;

function formValues(profile: PractitionerProfileFormProps['defaultValues'] = {}): Values {
  return {
    name: profile.name ?? '',
    specialization: profile.specialization ?? '',
    bio: profile.bio ?? '',
    timezone: profile.timezone || DEFAULT_TIMEZONE,
    ahpraNumber: profile.ahpraNumber ?? '',
    prescriberNumber: profile.prescriberNumber ?? '',
  };
}

/**
 * The practitioner's profile (journeys §5): name, specialisation, bio, timezone, AHPRA registration number and
 * prescriber number, checked with the contract's `practitionerProfileInput`. The signature is `SignatureField`.
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
            {canPrescribe ? null : <Alert tone="caution">{reviewMessages.prescriberRequired}</Alert>}
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
