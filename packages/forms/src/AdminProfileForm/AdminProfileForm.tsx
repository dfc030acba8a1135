import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminProfile, type AdminProfileInput, adminProfileInput } from '@telehealth/contract';
import { Field, Grid, Input, Stack } from '@telehealth/ui';
import { FormProvider, useForm } from 'react-hook-form';
import type { AddressProvider } from '../AddressAutocomplete/address';
import { AddressFields } from '../internal/AddressFields';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';
import { NameAndEmailFields, profileValues, TimezoneField } from '../internal/ProfileFields';

type TextField = Exclude<keyof AdminProfileInput, 'lat' | 'lng'>;

export interface AdminProfileFormProps {
  /** The signed-in admin as `GET /api/user` gives it; nulls become ''. */
  defaultValues?: Partial<Record<TextField, string | null | undefined>> & {
    lat?: number | null;
    lng?: number | null;
  };
  onSubmit: (values: AdminProfile) => Promise<unknown> | unknown;
  addressProvider?: AddressProvider | null;
  /** The level of the Address heading, to follow the page's outline (2 by default). */
  headingLevel?: 2 | 3 | 4;
  disabled?: boolean;
}

const textFields = (Object.keys(adminProfileInput.shape) as (keyof AdminProfileInput)[]).filter(
  (key): key is TextField => key !== 'lat' && key !== 'lng',
);

/** Profile Information (docs/product/settings.md): the admin's own details; the email cannot be changed here. */
export function AdminProfileForm({
  defaultValues,
  onSubmit,
  addressProvider,
  headingLevel = 2,
  disabled,
}: AdminProfileFormProps) {
  const form = useForm<AdminProfileInput, unknown, AdminProfile>({
    resolver: zodResolver(adminProfileInput),
    values: profileValues<AdminProfileInput>(textFields, defaultValues),
    resetOptions: { keepDirtyValues: true },
  });
  const {
    register,
    formState: { errors },
  } = form;
  // The caller reports a failure (its toast); the values stay so they can be sent again.
  const shell = useFormShell(form, { report: 'caller', onSubmit });

  return (
    <FormProvider {...form}>
      <FormShell {...shell.props} disabled={disabled} aria-label="Profile Information">
        <Stack gap="large">
          <Grid columns={{ mobile: '1', tablet: '2' }} gap="medium">
            <NameAndEmailFields />
            <Field label="Phone" error={errors.phone?.message}>
              <Input type="tel" autoComplete="tel" {...register('phone')} />
            </Field>
            <Field
              label="Contact Email"
              hint="Where admin notifications go; empty uses your sign-in email."
              error={errors.contactEmail?.message}
            >
              <Input type="email" {...register('contactEmail')} />
            </Field>
            <Field label="Contact Mobile" error={errors.contactMobile?.message}>
              <Input type="tel" {...register('contactMobile')} />
            </Field>
            <TimezoneField />
          </Grid>
          <AddressFields addressProvider={addressProvider} headingLevel={headingLevel} idPrefix="profile" />
          <div>
            <SubmitButton busyLabel="Saving...">Save Changes</SubmitButton>
          </div>
        </Stack>
      </FormShell>
    </FormProvider>
  );
}
