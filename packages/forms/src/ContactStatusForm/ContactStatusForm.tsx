import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ContactStatusUpdateInput,
  contactStatuses,
  contactStatusLabels,
  contactStatusUpdateInput,
} from '@telehealth/contract';
import { Button, Field, Inline, Select, Stack } from '@telehealth/ui';
import { Controller, useForm } from 'react-hook-form';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';

export interface ContactStatusFormProps {
  /** The submission's current status. */
  defaultValues?: Partial<ContactStatusUpdateInput>;
  /** Called with the chosen status; a rejection is the caller's to report (the 'Error' toast). */
  onSubmit: (values: ContactStatusUpdateInput) => Promise<unknown> | unknown;
  /** Called by Cancel. */
  onCancel?: () => void;
  /** Shows the form with every control and button off (no permission, or data still loading). */
  disabled?: boolean;
}

const statusOptions = contactStatuses.map((status) => ({
  value: status,
  label: contactStatusLabels[status],
}));

/** The 'Update Submission Status' form (docs/product/site.md): any status may follow any other. */
export function ContactStatusForm({ defaultValues, onSubmit, onCancel, disabled }: ContactStatusFormProps) {
  const form = useForm<ContactStatusUpdateInput>({
    resolver: zodResolver(contactStatusUpdateInput),
    defaultValues: { status: 'new', ...defaultValues },
  });
  const {
    control,
    formState: { errors },
  } = form;
  // The caller reports a failure (the 'Error' toast); the choice stays so it can be sent again.
  const shell = useFormShell(form, { report: 'caller', onSubmit });

  return (
    <FormShell {...shell.props} disabled={disabled} aria-label="Update submission status">
      <Stack gap="large">
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Field label="Status" error={errors.status?.message}>
              <Select
                options={statusOptions}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
              />
            </Field>
          )}
        />
        <Inline gap="small" justify="end">
          {onCancel ? (
            <Button type="button" variant="outline" onClick={onCancel} disabled={shell.isSubmitting}>
              Cancel
            </Button>
          ) : null}
          <SubmitButton>Update</SubmitButton>
        </Inline>
      </Stack>
    </FormShell>
  );
}
