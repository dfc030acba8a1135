import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ContactFormInput,
  checkContactAttachments,
  contactAttachmentRules,
  contactFormInput,
} from '@telehealth/contract';
import { Button, Field, Inline, Input, Select, Stack, Text, Textarea } from '@telehealth/ui';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../internal/FormError';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';

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

/** '820 kB', '1.4 MB': a file's size as the list shows it. */
export function formatFileSize(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  const [value, unit] = megabytes >= 1 ? [megabytes, 'megabyte'] : [Math.max(bytes / 1024, 0.1), 'kilobyte'];
  return new Intl.NumberFormat('en-AU', { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Adds the newly chosen files to those kept: a file the rules refuse (type, size, or one past the limit) is left
 * out and named in the returned problem, so what the list shows is exactly what will be sent.
 */
function addFiles(kept: readonly File[], chosen: readonly File[]): { files: File[]; problem: string | null } {
  const files = [...kept];
  const refused: { name: string; problem: string }[] = [];
  for (const file of chosen) {
    if (files.some((other) => sameFile(other, file))) continue;
    const problem = checkContactAttachments([...files, file]);
    if (problem) refused.push({ name: file.name, problem });
    else files.push(file);
  }
  const first = refused[0];
  if (!first) return { files, problem: null };
  return { files, problem: `${first.problem}. Not added: ${refused.map((entry) => entry.name).join(', ')}.` };
}

/** Makes the native file input hold exactly `files`, so its own "N files" text never disagrees with the list. */
function syncFileInput(input: HTMLInputElement | null, files: readonly File[]) {
  if (!input) return;
  try {
    const transfer = new DataTransfer();
    for (const file of files) transfer.items.add(file);
    input.files = transfer.files;
  } catch {
    // No DataTransfer (older browsers, jsdom): empty the input; the list still shows the files.
    input.value = '';
  }
}

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
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
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

  const {
    register,
    control,
    formState: { errors },
  } = form;
  const shell = useFormShell(form, { fields: fieldNames, onSubmit: submit });

  async function submit(values: ContactFormValues) {
    const problem = checkContactAttachments(files);
    if (problem) {
      setFileError(problem);
      return;
    }
    await onSubmit(values, files);
  }

  return (
    <FormShell {...shell.props} disabled={disabled} aria-label="Contact us">
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
            ref={fileInput}
            type="file"
            multiple
            accept={accept}
            onChange={(event) => {
              const next = addFiles(files, [...(event.target.files ?? [])]);
              setFiles(next.files);
              setFileError(next.problem);
              syncFileInput(event.target, next.files);
            }}
          />
        </Field>
        {files.length > 0 ? (
          <Stack as="ul" role="list" gap="xsmall" aria-label="Selected files" padding="none" margin="none">
            {files.map((file) => (
              <Inline
                as="li"
                key={`${file.name}-${file.size}-${file.lastModified}`}
                gap="small"
                align="center"
              >
                <Text as="span" weight="medium">
                  {file.name}
                </Text>
                <Text as="span" size="small" tone="muted">
                  {formatFileSize(file.size)}
                </Text>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => {
                    const rest = files.filter((other) => other !== file);
                    setFiles(rest);
                    setFileError(null);
                    syncFileInput(fileInput.current, rest);
                  }}
                >
                  Remove
                </Button>
              </Inline>
            ))}
          </Stack>
        ) : null}
        <FormError message={shell.failure} title="Error" />
        <SubmitButton busyLabel="Sending...">Send Message</SubmitButton>
      </Stack>
    </FormShell>
  );
}
