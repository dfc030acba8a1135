import { zodResolver } from '@hookform/resolvers/zod';
import {
  nextPrescriptionStatus,
  type PrescriptionStatus,
  prescriptionStatusInput,
  prescriptionStatusLabels,
} from '@telehealth/contract';
import { Field, Input, Stack, Text } from '@telehealth/ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../internal/FormActions';
import { FormError } from '../internal/FormError';
import { FormShell, useFormShell } from '../internal/FormShell';

const trackingFields = ['trackingNumber'] as const;

export type PrescriptionStatusFormValues = z.output<typeof prescriptionStatusInput>;

export interface PrescriptionStatusFormProps {
  /** Where the prescription is now: the form offers the one step after it. */
  currentStatus: PrescriptionStatus;
  /** The tracking number already known, if any. */
  defaultTrackingNumber?: string | null;
  /** Called with the next status (and, for posted, the tracking number); a rejection's message is shown. */
  onSubmit: (values: PrescriptionStatusFormValues) => Promise<unknown> | unknown;
  onCancel?: () => void;
  disabled?: boolean;
}

/**
 * A prescription's next step (docs/product/prescriptions.md): `preparing` → `ready` → `posted` → `delivered`, one at a time. Marking it
 * posted needs the tracking number, which is emailed to the patient. A delivered prescription has no step left.
 */
export function PrescriptionStatusForm({
  currentStatus,
  defaultTrackingNumber,
  onSubmit,
  onCancel,
  disabled,
}: PrescriptionStatusFormProps) {
  const next = nextPrescriptionStatus(currentStatus);
  const form = useForm<z.input<typeof prescriptionStatusInput>, unknown, PrescriptionStatusFormValues>({
    resolver: zodResolver(prescriptionStatusInput),
    values: { status: next ?? currentStatus, trackingNumber: defaultTrackingNumber ?? '' },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const shell = useFormShell(form, {
    fields: trackingFields,
    onSubmit: (values) => onSubmit(next === 'posted' ? values : { status: values.status }),
  });

  if (next === null) {
    return <Text tone="muted">This prescription has been delivered: its status cannot change.</Text>;
  }

  const action = `Mark as ${prescriptionStatusLabels[next]}`;
  return (
    <FormShell
      // Only posted carries a tracking number.
      {...shell.props}
      disabled={disabled}
      aria-label="Update prescription status"
    >
      <Stack gap="medium">
        <FormError message={shell.failure} title="Error" />
        <Text>
          Status: {prescriptionStatusLabels[currentStatus]}. Next: {prescriptionStatusLabels[next]}.
        </Text>
        {next === 'posted' ? (
          <Field
            label="Tracking number"
            hint="Emailed to the patient with the tracking link"
            error={errors.trackingNumber?.message}
          >
            <Input autoComplete="off" {...register('trackingNumber')} />
          </Field>
        ) : null}
        <FormActions onCancel={onCancel} busyLabel="Saving...">
          {action}
        </FormActions>
      </Stack>
    </FormShell>
  );
}
