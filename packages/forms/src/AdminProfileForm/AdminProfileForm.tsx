import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminProfile,
  type AdminProfileInput,
  adminProfileInput,
  DEFAULT_COUNTRY,
  DEFAULT_TIMEZONE,
  timezoneChoices,
} from '@telehealth/contract';
import { Button, Field, Grid, Heading, Input, Select, Stack } from '@telehealth/ui';
import { Controller, useForm } from 'react-hook-form';
import { AddressAutocomplete } from '../AddressAutocomplete/AddressAutocomplete';
import type { AddressProvider } from '../AddressAutocomplete/address';
import { FormFields } from '../internal/FormFields';

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

const timezoneOptions = timezoneChoices.map(({ value, label }) => ({ value, label: `${label} (${value})` }));

const textFields = (Object.keys(adminProfileInput.shape) as (keyof AdminProfileInput)[]).filter(
  (key): key is TextField => key !== 'lat' && key !== 'lng',
);

function profileValues(values: AdminProfileFormProps['defaultValues'] = {}): AdminProfileInput {
  const filled: Record<string, unknown> = {};
  for (const key of textFields) filled[key] = values[key] ?? '';
  filled.timezone = values.timezone || DEFAULT_TIMEZONE;
  filled.country = values.country || DEFAULT_COUNTRY;
  filled.lat = values.lat ?? null;
  filled.lng = values.lng ?? null;
  return filled as AdminProfileInput;
}

/** Profile Information (Part 2 §2, §3): the admin's own details; the email cannot be changed here. */
export function AdminProfileForm({
  defaultValues,
  onSubmit,
  addressProvider,
  headingLevel = 2,
  disabled,
}: AdminProfileFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AdminProfileInput, unknown, AdminProfile>({
    resolver: zodResolver(adminProfileInput),
    values: profileValues(defaultValues),
    resetOptions: { keepDirtyValues: true },
  });
  const set = (name: TextField, value: string) => setValue(name, value, { shouldDirty: true });

  return (
    <form
      onSubmit={handleSubmit(async (values) => onSubmit(values))}
      noValidate
      aria-label="Profile Information"
    >
      <FormFields disabled={disabled}>
        <Stack gap="large">
          <Grid columns={{ mobile: '1', tablet: '2' }} gap="medium">
            <Field label="First Name" error={errors.firstName?.message}>
              <Input autoComplete="given-name" {...register('firstName')} />
            </Field>
            <Field label="Last Name" error={errors.lastName?.message}>
              <Input autoComplete="family-name" {...register('lastName')} />
            </Field>
            <Field label="Email" hint="Your sign-in email cannot be changed." error={errors.email?.message}>
              <Input type="email" readOnly {...register('email')} />
            </Field>
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
            <Controller
              control={control}
              name="timezone"
              render={({ field }) => (
                <Field label="Timezone" error={errors.timezone?.message}>
                  <Select
                    options={timezoneOptions}
                    value={field.value}
                    onValueChange={field.onChange}
                    name={field.name}
                  />
                </Field>
              )}
            />
          </Grid>
          <Stack gap="medium" as="section" aria-labelledby="profile-address-heading">
            <Heading level={headingLevel} id="profile-address-heading">
              Address
            </Heading>
            <Controller
              control={control}
              name="address"
              render={({ field }) => (
                <Field label="Street Address" error={errors.address?.message}>
                  <AddressAutocomplete
                    provider={addressProvider}
                    name={field.name}
                    ref={field.ref}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    onSelect={(address) => {
                      set('address', address.address);
                      if (address.addressLine2) set('addressLine2', address.addressLine2);
                      set('suburb', address.suburb);
                      set('state', address.state);
                      set('postcode', address.postcode);
                      set('country', DEFAULT_COUNTRY);
                      set('dpid', address.dpid);
                      if (address.lat !== undefined && address.lng !== undefined) {
                        setValue('lat', address.lat, { shouldDirty: true });
                        setValue('lng', address.lng, { shouldDirty: true });
                      }
                    }}
                  />
                </Field>
              )}
            />
            <Grid columns={{ mobile: '1', tablet: '2' }} gap="medium">
              <Field label="Address Line 2" error={errors.addressLine2?.message}>
                <Input autoComplete="address-line2" {...register('addressLine2')} />
              </Field>
              <Field label="Suburb" error={errors.suburb?.message}>
                <Input autoComplete="address-level2" {...register('suburb')} />
              </Field>
              <Field label="State" error={errors.state?.message}>
                <Input autoComplete="address-level1" {...register('state')} />
              </Field>
              <Field label="Postcode" error={errors.postcode?.message}>
                <Input inputMode="numeric" autoComplete="postal-code" {...register('postcode')} />
              </Field>
              <Field label="Country" error={errors.country?.message}>
                <Input autoComplete="country-name" {...register('country')} />
              </Field>
            </Grid>
          </Stack>
          <div>
            <Button type="submit" variant="solid" busy={isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </Stack>
      </FormFields>
    </form>
  );
}
