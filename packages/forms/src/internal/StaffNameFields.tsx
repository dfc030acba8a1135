import type { StaffAccountInput } from '@telehealth/contract';
import { Field, Input } from '@telehealth/ui';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

type NameFields = Pick<StaffAccountInput, 'firstName' | 'lastName' | 'email'>;

/** First name, last name and email of a staff account; the practitioner form shows the same three. */
export function StaffNameFields<Values extends NameFields>({
  register,
  errors,
}: {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}) {
  // The three names are in every form that uses this, so the casts only narrow the generic back to them.
  const reg = register as unknown as UseFormRegister<NameFields>;
  const errs = errors as FieldErrors<NameFields>;
  return (
    <>
      <Field label="First Name" error={errs.firstName?.message}>
        <Input autoComplete="off" {...reg('firstName')} />
      </Field>
      <Field label="Last Name" error={errs.lastName?.message}>
        <Input autoComplete="off" {...reg('lastName')} />
      </Field>
      <Field label="Email" hint="They sign in with it." error={errs.email?.message}>
        <Input type="email" autoComplete="off" {...reg('email')} />
      </Field>
    </>
  );
}
