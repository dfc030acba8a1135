import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ContactStatusUpdateInput,
  contactStatuses,
  contactStatusLabels,
  contactStatusUpdateInput,
} from '@telehealth/contract';
import { Button, Field, Inline, Select, Stack } from '@telehealth/ui';
import { Controller, useForm } from 'react-hook-form';
import { FormFields } from '../internal/FormFields';

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

/** The 'Update Submission Status' form (Part 1 §2): any status may follow any other (§4). */
export function ContactStatusForm({ defaultValues, onSubmit, onCancel, disabled }: ContactStatusFormProps) {
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ContactStatusUpdateInput>({
    resolver: zodResolver(contactStatusUpdateInput),
    defaultValues: { status: 'new', ...defaultValues },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch {
      // The caller reports the failure; the choice stays so it can be sent again.
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Update submission status">
      <FormFields disabled={disabled}>
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
              <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
                Cancel
              </Button>
            ) : null}
            <Button type="submit" variant="solid" busy={isSubmitting}>
              Update
            </Button>
          </Inline>
        </Stack>
      </FormFields>
    </form>
  );
}
