import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminPractitioner,
  APPOINTMENT_LIMIT_MAX,
  APPOINTMENT_LIMIT_MIN,
  adminPeopleMessages,
  type PractitionerAccountInput,
  type PractitionerAccountValues,
  practitionerAccountInput,
} from '@telehealth/contract';
import { Alert, Field, Grid, Input, Stack, Textarea } from '@telehealth/ui';
import { useForm } from 'react-hook-form';
import { FormActions } from '../internal/FormActions';
import { FormError } from '../internal/FormError';
import { FormShell, useFormShell } from '../internal/FormShell';
import { PrescriberFields } from '../internal/PrescriberFields';
import { StaffNameFields } from '../internal/StaffNameFields';

export interface PractitionerAccountFormProps {
  /** `create` for 'Add Practitioner' (a link to set a password is emailed), `edit` for an existing practitioner. */
  mode: 'create' | 'edit';
  /** The practitioner as `GET /api/admin/practitioners/{id}` gives it; nulls become ''. */
  defaultValues?: Partial<
    Pick<
      AdminPractitioner,
      | 'firstName'
      | 'lastName'
      | 'email'
      | 'phone'
      | 'specialization'
      | 'bio'
      | 'ahpraNumber'
      | 'prescriberNumber'
      | 'appointmentLimit'
    >
  >;
  /** Saves; a rejection's `{ message, field }` shows under the field (a taken email under Email), or above the buttons. */
  onSubmit: (values: PractitionerAccountValues) => Promise<unknown> | unknown;
  onCancel?: () => void;
  disabled?: boolean;
}

const fields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'specialization',
  'bio',
  'ahpraNumber',
  'prescriberNumber',
  'appointmentLimit',
] as const;

function formValues(
  practitioner: PractitionerAccountFormProps['defaultValues'] = {},
): PractitionerAccountInput {
  return {
    firstName: practitioner.firstName ?? '',
    lastName: practitioner.lastName ?? '',
    email: practitioner.email ?? '',
    phone: practitioner.phone ?? '',
    specialization: practitioner.specialization ?? '',
    bio: practitioner.bio ?? '',
    ahpraNumber: practitioner.ahpraNumber ?? '',
    prescriberNumber: practitioner.prescriberNumber ?? '',
    appointmentLimit: practitioner.appointmentLimit ?? 4,
  };
}

/**
 * 'Add Practitioner' and the admin's edit of a practitioner (docs/product/admin.md): the account (name, email, phone) and
 * the profile (specialisation, bio, AHPRA and prescriber numbers, appointments per hour), checked with the contract's
 * `practitionerAccountInput`, the same rules the server applies.
 */
export function PractitionerAccountForm({
  mode,
  defaultValues,
  onSubmit,
  onCancel,
  disabled,
}: PractitionerAccountFormProps) {
  const form = useForm<PractitionerAccountInput, unknown, PractitionerAccountValues>({
    resolver: zodResolver(practitionerAccountInput),
    values: formValues(defaultValues),
    resetOptions: { keepDirtyValues: true },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const shell = useFormShell(form, { fields, onSubmit });

  const creating = mode === 'create';
  return (
    <FormShell
      {...shell.props}
      disabled={disabled}
      aria-label={creating ? 'Add Practitioner' : 'Edit Practitioner'}
    >
      <Stack gap="large">
        <Grid columns={{ mobile: '1', tablet: '2' }} gap="medium">
          <StaffNameFields register={register} errors={errors} />
          <Field label="Phone (optional)" hint="For example 0412 345 678." error={errors.phone?.message}>
            <Input type="tel" autoComplete="off" {...register('phone')} />
          </Field>
          <Field label="Specialisation (optional)" error={errors.specialization?.message}>
            <Input {...register('specialization')} />
          </Field>
          <Field
            label="Appointments per hour"
            hint={`From ${APPOINTMENT_LIMIT_MIN} to ${APPOINTMENT_LIMIT_MAX}.`}
            error={errors.appointmentLimit?.message}
          >
            <Input
              type="number"
              min={APPOINTMENT_LIMIT_MIN}
              max={APPOINTMENT_LIMIT_MAX}
              {...register('appointmentLimit', { valueAsNumber: true })}
            />
          </Field>
          <PrescriberFields
            ahpra={register('ahpraNumber')}
            prescriber={register('prescriberNumber')}
            ahpraError={errors.ahpraNumber?.message}
            prescriberError={errors.prescriberNumber?.message}
          />
        </Grid>
        <Field label="Bio (optional)" hint="Patients see it when they book." error={errors.bio?.message}>
          <Textarea rows={4} {...register('bio')} />
        </Field>
        {creating ? <Alert tone="info">{adminPeopleMessages.linkWillBeEmailed}</Alert> : null}
        <FormError message={shell.failure} />
        <FormActions onCancel={onCancel} busyLabel={creating ? 'Adding...' : 'Saving...'}>
          {creating ? 'Add Practitioner' : 'Save Changes'}
        </FormActions>
      </Stack>
    </FormShell>
  );
}
