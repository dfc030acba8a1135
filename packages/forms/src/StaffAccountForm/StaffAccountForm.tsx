import { zodResolver } from '@hookform/resolvers/zod';
import { adminPeopleMessages, type StaffAccountInput, staffAccountInput } from '@telehealth/contract';
import { Alert, Stack } from '@telehealth/ui';
import { useForm } from 'react-hook-form';
import { FormActions } from '../internal/FormActions';
import { FormFields } from '../internal/FormFields';
import { StaffNameFields } from '../internal/StaffNameFields';
import { useServerSubmit } from '../internal/useServerSubmit';

export interface StaffAccountFormProps {
  /** What the submit button says: 'Add Content Writer'. */
  submitLabel: string;
  /** Creates the account; a rejection's `{ message, field }` shows under the field (a taken email under Email). */
  onSubmit: (values: StaffAccountInput) => Promise<unknown> | unknown;
  onCancel?: () => void;
  disabled?: boolean;
}

const fields = ['firstName', 'lastName', 'email'] as const;

/**
 * A new staff account (journeys §7: content writers): name and email, checked with the contract's
 * `staffAccountInput`. The server emails a link to set a password.
 */
export function StaffAccountForm({ submitLabel, onSubmit, onCancel, disabled }: StaffAccountFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StaffAccountInput>({
    resolver: zodResolver(staffAccountInput),
    defaultValues: { firstName: '', lastName: '', email: '' },
  });
  const { failure, run } = useServerSubmit<StaffAccountInput>(fields, setError);
  const submit = handleSubmit((values) => run(() => onSubmit(values)));
  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <FormFields disabled={disabled}>
        <Stack gap="medium">
          <StaffNameFields register={register} errors={errors} />
          <Alert tone="info">{adminPeopleMessages.linkWillBeEmailed}</Alert>
          {failure ? <Alert tone="critical">{failure}</Alert> : null}
          <FormActions onCancel={onCancel} isSubmitting={isSubmitting}>
            {isSubmitting ? 'Adding...' : submitLabel}
          </FormActions>
        </Stack>
      </FormFields>
    </form>
  );
}
