import { zodResolver } from '@hookform/resolvers/zod';
import {
  emptyTestEmailIds,
  requiredIdsFor,
  type TestEmailInput,
  type TestEmailRequest,
  testEmailIdLabels,
  testEmailInput,
  testEmailTemplates,
} from '@telehealth/contract';
import { Field, Input, Select, Stack } from '@telehealth/ui';
import { Controller, useForm } from 'react-hook-form';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';

export interface TestEmailFormProps {
  /** Starting values: usually none. */
  defaultValues?: Partial<TestEmailInput>;
  /** Called with the IDs as integers; the form resets after it resolves and keeps its values if it rejects. */
  onSubmit: (values: TestEmailRequest) => Promise<unknown> | unknown;
  /** Shows the form with every control and button off (no permission, or data still loading). */
  disabled?: boolean;
}

const templateOptions = testEmailTemplates.map((template) => ({
  value: template.type,
  label: template.label,
}));
const idHints: Partial<Record<string, string>> = { appointmentIds: 'Separate several IDs with commas.' };

type FormValues = Record<string, string> & { templateType: string; recipientEmail: string };

/** Sends one of the 13 email templates with the IDs it needs (docs/product/admin.md). */
export function TestEmailForm({ disabled, defaultValues, onSubmit }: TestEmailFormProps) {
  const blank = { templateType: '', recipientEmail: '', ...emptyTestEmailIds } as FormValues;
  const form = useForm<FormValues, unknown, TestEmailRequest>({
    // The schema reads text IDs and hands back integers.
    resolver: zodResolver(testEmailInput) as never,
    defaultValues: { ...blank, ...(defaultValues as Partial<FormValues>) },
  });
  const {
    register,
    control,
    watch,
    reset,
    getValues,
    formState: { errors },
  } = form;
  const ids = requiredIdsFor(watch('templateType'));
  // The caller reports a failure; the values stay so they can be corrected.
  const shell = useFormShell(form, {
    report: 'caller',
    onSubmit: async (values) => {
      await onSubmit(values);
      reset(blank);
    },
  });

  return (
    <FormShell {...shell.props} disabled={disabled} aria-label="Test email">
      <Stack gap="medium">
        <Controller
          control={control}
          name="templateType"
          render={({ field }) => (
            <Field label="Email Template" error={errors.templateType?.message}>
              <Select
                options={templateOptions}
                placeholder="Select a template"
                value={field.value ?? ''}
                onValueChange={(value) => {
                  // Choosing a template resets every ID field.
                  reset({ ...blank, recipientEmail: getValues('recipientEmail'), templateType: value });
                }}
                name={field.name}
              />
            </Field>
          )}
        />
        <Field label="Recipient Email" error={errors.recipientEmail?.message}>
          <Input type="email" autoComplete="email" {...register('recipientEmail')} />
        </Field>
        {ids.map((id) => (
          <Field key={id} label={testEmailIdLabels[id]} hint={idHints[id]} error={errors[id]?.message}>
            <Input inputMode={id === 'trackingNumber' ? 'text' : 'numeric'} {...register(id)} />
          </Field>
        ))}
        <SubmitButton busyLabel="Sending...">Send Test Email</SubmitButton>
      </Stack>
    </FormShell>
  );
}
