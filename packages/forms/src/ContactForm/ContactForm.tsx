import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ContactFormInput,
  checkContactAttachments,
  contactAttachmentRules,
  contactFormInput,
} from '@telehealth/contract';
import { Alert, Button, Field, Input, Select, Stack, Text, Textarea } from '@telehealth/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormFields } from '../internal/FormFields';
import { applySubmitError } from '../internal/serverError';

/** The enquiry types offered in the Type select. */
export const contactEnquiryTypes = [
  'General Enquiry',
  'Prescription',
  'Appointment',
  'Billing',
  'Technical Support',
  'Other',
] as const;

const typeOptions = contactEnquiryTypes.map((type) => ({ value: type, label: type }));

const accept = contactAttachmentRules.extensions.map((extension) => `.${extension}`).join(',');

const fieldNames = ['name', 'email', 'phone', 'type', 'category', 'subject', 'message'] as const;

type ContactFormValues = z.output<typeof contactFormInput>;

export interface ContactFormProps {
  /** Starting values. */
  defaultValues?: Partial<ContactFormInput>;
  /**
   * Called with valid values and the chosen files (already checked with `checkContactAttachments`).
   * A rejection carrying `{ message, field? }` is shown under the field or above the button.
   */
  onSubmit: (values: ContactFormValues, attachments: File[]) => Promise<unknown> | unknown;
  /** Shows the form with every control and button off (no permission, or data still loading). */
  disabled?: boolean;
}

/** The public contact form: who you are, what it is about, and up to 5 pdf or image attachments. */
export function ContactForm({ disabled, defaultValues, onSubmit }: ContactFormProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormInput),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      type: '',
      category: '',
      subject: '',
      message: '',
      ...defaultValues,
    },
  });

  async function submit(values: ContactFormValues) {
    setFormError(null);
    const problem = checkContactAttachments(files);
    if (problem) {
      setFileError(problem);
      return;
    }
    try {
      await onSubmit(values, files);
    } catch (error) {
      setFormError(applySubmitError(error, fieldNames, setError));
    }
  }

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="Contact us">
      <FormFields disabled={disabled}>
        <Stack gap="medium">
          <Field label="Name" required error={errors.name?.message}>
            <Input autoComplete="name" {...register('name')} />
          </Field>
          <Field label="Email" required error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </Field>
          <Field label="Phone (optional)" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...register('phone')} />
          </Field>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Field label="Enquiry Type" required error={errors.type?.message}>
                <Select
                  options={typeOptions}
                  placeholder="Select an enquiry type"
                  value={field.value ?? ''}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                />
              </Field>
            )}
          />
          <Field label="Category (optional)" error={errors.category?.message}>
            <Input {...register('category')} />
          </Field>
          <Field label="Subject" required error={errors.subject?.message}>
            <Input {...register('subject')} />
          </Field>
          <Field label="Message" required error={errors.message?.message}>
            <Textarea rows={6} {...register('message')} />
          </Field>
          <Field
            label="Attachments (optional)"
            hint={`Up to ${contactAttachmentRules.maxFiles} PDF, JPG, JPEG, PNG or GIF files, 10 MB each.`}
            error={fileError ?? undefined}
          >
            <Input
              type="file"
              multiple
              accept={accept}
              onChange={(event) => {
                const chosen = [...(event.target.files ?? [])];
                setFiles(chosen);
                setFileError(checkContactAttachments(chosen));
              }}
            />
          </Field>
          {files.length > 0 ? (
            <Text size="small" tone="muted">
              {files.length === 1 ? '1 file selected' : `${files.length} files selected`}
            </Text>
          ) : null}
          {formError ? (
            <Alert tone="critical" title="Error">
              {formError}
            </Alert>
          ) : null}
          <Button type="submit" variant="primary" busy={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send Message'}
          </Button>
        </Stack>
      </FormFields>
    </form>
  );
}
