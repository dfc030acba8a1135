import { zodResolver } from '@hookform/resolvers/zod';
import {
  passwordRequirements,
  type RegisterFormInput,
  type RegisterInput,
  registerFormInput,
} from '@telehealth/contract';
import { Field, Input, PasswordStrengthMeter, Stack } from '@telehealth/ui';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { FormError } from '../internal/FormError';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';

const registrationFields = ['firstName', 'lastName', 'email', 'phone', 'password'] as const;

export interface RegistrationFormProps {
  defaultValues?: Partial<RegisterFormInput>;
  /** Called with valid values, without the confirmation; a rejection with `{ message, field? }` is shown on the form. */
  onSubmit: (values: RegisterInput) => Promise<unknown> | unknown;
  /** Shows the form with every control and button off (no permission, or data still loading). */
  disabled?: boolean;
}

/** The meter follows the password on its own, so typing does not re-render the whole form. */
function PasswordMeter({ control }: { control: Control<RegisterFormInput> }) {
  const password = useWatch({ control, name: 'password' });
  return <PasswordStrengthMeter password={password} requirements={passwordRequirements} />;
}

/**
 * Patient registration: names, email, an Australian mobile (required: reminders and texts go to it), a password meeting every requirement (with the strength meter
 * listing the contract's rules as they are met), and its confirmation.
 */
export function RegistrationForm({ disabled, defaultValues, onSubmit }: RegistrationFormProps) {
  const form = useForm<RegisterFormInput>({
    resolver: zodResolver(registerFormInput),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      ...defaultValues,
    },
  });

  const {
    register,
    control,
    formState: { errors },
  } = form;
  const shell = useFormShell(form, {
    fields: registrationFields,
    onSubmit: ({ confirmPassword: _confirmation, ...values }) => onSubmit(values),
  });

  return (
    <FormShell {...shell.props} disabled={disabled} aria-label="Create account">
      <Stack gap="medium">
        <FormError message={shell.failure} title="Registration failed" />
        <Field label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </Field>
        <Field label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field
          label="Mobile"
          hint="An Australian mobile, such as 0412 345 678, for appointment reminders and texts."
          error={errors.phone?.message}
        >
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
        </Field>
        <Field label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </Field>
        <PasswordMeter control={control} />
        <Field label="Confirm password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </Field>
        <SubmitButton busyLabel="Creating account...">Create account</SubmitButton>
      </Stack>
    </FormShell>
  );
}
