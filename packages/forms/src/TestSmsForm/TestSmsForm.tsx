import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TestSmsInput,
  type TestSmsPayload,
  type TestSmsRequest,
  testSmsDefaults,
  testSmsInput,
  testSmsMessageTypeLabels,
  testSmsMessageTypes,
  testSmsPayload,
} from '@telehealth/contract';
import { Field, Input, Select, Stack, Text } from '@telehealth/ui';
import { Controller, useForm } from 'react-hook-form';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';

export interface TestSmsFormProps {
  /** Starting values; the sample patient, doctor, prescription, date and time of the test tools (docs/product/admin.md) by default. */
  defaultValues?: Partial<TestSmsInput>;
  /**
   * Called with valid values, and only the chosen type's own fields (the prescription ID, or the appointment's
   * date and time); the page shows the outcome as a toast.
   */
  onSubmit: (values: TestSmsPayload) => Promise<unknown> | unknown;
  /** Shows the form with every control and button off (no permission, or data still loading). */
  disabled?: boolean;
}

const typeOptions = testSmsMessageTypes.map((type) => ({
  value: type,
  label: testSmsMessageTypeLabels[type],
}));

/** Sends a sample prescription or appointment SMS to a phone number. */
export function TestSmsForm({ disabled, defaultValues, onSubmit }: TestSmsFormProps) {
  const form = useForm<TestSmsInput, unknown, TestSmsRequest>({
    resolver: zodResolver(testSmsInput),
    defaultValues: { ...testSmsDefaults, ...defaultValues },
  });
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  // The caller reports a failure (its toast); the values stay so they can be sent again.
  const shell = useFormShell(form, {
    report: 'caller',
    onSubmit: (values) => onSubmit(testSmsPayload(values)),
  });
  const messageType = watch('messageType');

  return (
    <FormShell {...shell.props} disabled={disabled} aria-label="Test SMS">
      <Stack gap="medium">
        <Field
          label="Phone Number"
          hint="The country code may be omitted: Australian numbers get +61."
          error={errors.phoneNumber?.message}
        >
          <Input type="tel" autoComplete="tel" {...register('phoneNumber')} />
        </Field>
        <Controller
          control={control}
          name="messageType"
          render={({ field }) => (
            <Field label="Message Type" error={errors.messageType?.message}>
              <Select
                options={typeOptions}
                value={field.value}
                onValueChange={field.onChange}
                name={field.name}
              />
            </Field>
          )}
        />
        <Field label="Patient Name" error={errors.patientName?.message}>
          <Input {...register('patientName')} />
        </Field>
        <Field label="Doctor Name" error={errors.doctorName?.message}>
          <Input {...register('doctorName')} />
        </Field>
        {messageType === 'appointment' ? (
          <>
            <Field label="Appointment Date" error={errors.appointmentDate?.message}>
              <Input type="date" {...register('appointmentDate')} />
            </Field>
            <Field label="Appointment Time" error={errors.appointmentTime?.message}>
              <Input {...register('appointmentTime')} />
            </Field>
          </>
        ) : (
          <Field label="Prescription ID" error={errors.prescriptionId?.message}>
            <Input {...register('prescriptionId')} />
          </Field>
        )}
        <Text size="small" tone="muted">
          The message goes through the configured SMS provider.
        </Text>
        <SubmitButton busyLabel="Sending...">Send Test SMS</SubmitButton>
      </Stack>
    </FormShell>
  );
}
