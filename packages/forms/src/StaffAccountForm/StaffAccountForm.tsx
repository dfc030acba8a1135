import { zodResolver } from '@hookform/resolvers/zod';
import { adminPeopleMessages, type StaffAccountInput, staffAccountInput } from '@telehealth/contract';
import { Alert, Stack } from '@telehealth/ui';
import { useForm } from 'react-hook-form';
import { FormActions } from '../internal/FormActions';
import { FormError } from '../internal/FormError';
import { FormShell, useFormShell } from '../internal/FormShell';
import { StaffNameFields } from '../internal/StaffNameFields';

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
 * A new staff account (content writers, docs/product/admin.md): name and email, checked with the contract's
 * `staffAccountInput`. The server emails a link to set a password.
 */
export function StaffAccountForm({ submitLabel, onSubmit, onCancel, disabled }: StaffAccountFormProps) {
  const form = useForm<StaffAccountInput>({
    resolver: zodResolver(staffAccountInput),
    defaultValues: { firstName: '', lastName: '', email: '' },
  });
  const shell = useFormShell(form, { fields, onSubmit });
  return (
    <FormShell {...shell.props} disabled={disabled} aria-label={submitLabel}>
      <Stack gap="medium">
        <StaffNameFields register={form.register} errors={form.formState.errors} />
        <Alert tone="info">{adminPeopleMessages.linkWillBeEmailed}</Alert>
        <FormError message={shell.failure} />
        <FormActions onCancel={onCancel} busyLabel="Adding...">
          {submitLabel}
        </FormActions>
      </Stack>
    </FormShell>
  );
}
