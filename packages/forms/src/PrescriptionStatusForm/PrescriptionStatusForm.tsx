import { zodResolver } from '@hookform/resolvers/zod';
import {
  nextPrescriptionStatus,
  type PrescriptionStatus,
  prescriptionStatusInput,
  prescriptionStatusLabels,
} from '@telehealth/contract';
import { Field, Input, Stack, Text } from '@telehealth/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../internal/FormActions';
import { FormError } from '../internal/FormError';
import { FormFields } from '../internal/FormFields';
import { applySubmitError } from '../internal/serverError';

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
 * A prescription's next step (journeys §7): `preparing` → `ready` → `posted` → `delivered`, one at a time. Marking it
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
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof prescriptionStatusInput>, unknown, PrescriptionStatusFormValues>({
    resolver: zodResolver(prescriptionStatusInput),
    values: { status: next ?? currentStatus, trackingNumber: defaultTrackingNumber ?? '' },
  });

  if (next === null) {
    return <Text tone="muted">This prescription has been delivered: its status cannot change.</Text>;
  }

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // Only posted carries a tracking number.
      await onSubmit(next === 'posted' ? values : { status: values.status });
    } catch (error) {
      setFormError(applySubmitError(error, ['trackingNumber'], setError));
    }
  });

  const action = `Mark as ${prescriptionStatusLabels[next]}`;
  return (
    <form onSubmit={submit} noValidate aria-label="Update prescription status">
      <FormFields disabled={disabled}>
        <Stack gap="medium">
          <FormError message={formError} />
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
          <FormActions onCancel={onCancel} isSubmitting={isSubmitting}>
            {isSubmitting ? 'Saving...' : action}
          </FormActions>
        </Stack>
      </FormFields>
    </form>
  );
}
