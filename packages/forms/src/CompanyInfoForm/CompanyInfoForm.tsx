import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CompanyInfo,
  type CompanyInfoInput,
  companyInfoInput,
  DEFAULT_COUNTRY,
} from '@telehealth/contract';
import { Button, Field, Grid, Heading, Input, Stack } from '@telehealth/ui';
import { Controller, useForm } from 'react-hook-form';
import { AddressAutocomplete } from '../AddressAutocomplete/AddressAutocomplete';
import type { AddressProvider } from '../AddressAutocomplete/address';
import { FormFields } from '../internal/FormFields';

export interface CompanyInfoFormProps {
  /** The stored settings; empty values become empty strings and the country is always Australia. */
  defaultValues?: Partial<Record<keyof CompanyInfoInput, string | null | undefined>>;
  /** Called with valid values (trimmed, the contact number in E.164); the page saves them one at a time. */
  onSubmit: (values: CompanyInfo) => Promise<unknown> | unknown;
  /** Street address suggestions; without one the street is a plain text field. */
  addressProvider?: AddressProvider | null;
  /** While the settings load: Save Changes is off. */
  loading?: boolean;
  disabled?: boolean;
}

const emptyCompany: Record<keyof CompanyInfoInput, string> = {
  company_name: '',
  brand_name: '',
  company_email: '',
  support_email: '',
  contact_number: '',
  company_abn: '',
  company_address: '',
  company_suburb: '',
  company_state: '',
  company_postcode: '',
  company_country: DEFAULT_COUNTRY,
  privacy_url: '',
};

/** The form's starting values: every field text, nulls as '', the country Australia (Part 2 §4). */
export function companyFormValues(values: CompanyInfoFormProps['defaultValues'] = {}): CompanyInfoInput {
  const filled: Record<string, string> = { ...emptyCompany };
  for (const key of Object.keys(emptyCompany) as (keyof CompanyInfoInput)[]) filled[key] = values[key] ?? '';
  return { ...(filled as Omit<CompanyInfoInput, 'company_country'>), company_country: DEFAULT_COUNTRY };
}

const stateHint = 'ACT, NSW, NT, QLD, SA, TAS, VIC or WA.';

/**
 * The Company Information tab: company details and the address, with street suggestions. The address
 * must be an Australian one; a postcode outside its state is refused under the postcode (docs/product/addresses.md).
 */
export function CompanyInfoForm({
  defaultValues,
  onSubmit,
  addressProvider,
  loading = false,
  disabled,
}: CompanyInfoFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CompanyInfoInput, unknown, CompanyInfo>({
    resolver: zodResolver(companyInfoInput),
    values: companyFormValues(defaultValues),
    resetOptions: { keepDirtyValues: true },
  });
  const set = (name: keyof CompanyInfoInput, value: string) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: Boolean(errors[name]) });

  return (
    <form
      onSubmit={handleSubmit(async (values) => onSubmit(values))}
      noValidate
      aria-label="Company Information"
    >
      <FormFields disabled={disabled}>
        <Stack gap="large">
          <Grid columns={{ mobile: '1', tablet: '2' }} gap="medium">
            <Field label="Company Name" error={errors.company_name?.message}>
              <Input autoComplete="organization" {...register('company_name')} />
            </Field>
            <Field
              label="Brand Name"
              hint="Used in templates: a short brand name rather than the full company name."
              error={errors.brand_name?.message}
            >
              <Input {...register('brand_name')} />
            </Field>
            <Field label="Company Email" error={errors.company_email?.message}>
              <Input type="email" autoComplete="email" {...register('company_email')} />
            </Field>
            <Field label="Support Email" error={errors.support_email?.message}>
              <Input type="email" {...register('support_email')} />
            </Field>
            <Field label="Contact Number" error={errors.contact_number?.message}>
              <Input type="tel" autoComplete="tel" {...register('contact_number')} />
            </Field>
            <Field label="ABN (Australian Business Number)" error={errors.company_abn?.message}>
              <Input inputMode="numeric" {...register('company_abn')} />
            </Field>
            <Field label="Privacy Policy URL" error={errors.privacy_url?.message}>
              <Input type="url" inputMode="url" {...register('privacy_url')} />
            </Field>
          </Grid>
          <Stack gap="medium" as="section" aria-labelledby="company-address-heading">
            <Heading level={3} id="company-address-heading">
              Address Information
            </Heading>
            <Controller
              control={control}
              name="company_address"
              render={({ field }) => (
                <Field
                  label="Street Address"
                  hint="Type 2 characters or more for suggestions, e.g. '1 Martin Place, Sydney'."
                  error={errors.company_address?.message}
                >
                  <AddressAutocomplete
                    provider={addressProvider}
                    name={field.name}
                    ref={field.ref}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    autoComplete="off"
                    onSelect={(address) => {
                      set('company_address', address.address);
                      set('company_suburb', address.suburb);
                      set('company_state', address.state);
                      set('company_postcode', address.postcode);
                      setValue('company_country', DEFAULT_COUNTRY);
                    }}
                  />
                </Field>
              )}
            />
            <Grid columns={{ mobile: '1', tablet: '2' }} gap="medium">
              <Field label="Suburb/City" error={errors.company_suburb?.message}>
                <Input autoComplete="address-level2" {...register('company_suburb')} />
              </Field>
              <Field label="State" hint={stateHint} error={errors.company_state?.message}>
                <Input autoComplete="address-level1" {...register('company_state')} />
              </Field>
              <Field label="Postcode" error={errors.company_postcode?.message}>
                <Input inputMode="numeric" autoComplete="postal-code" {...register('company_postcode')} />
              </Field>
              <Field label="Country" hint="Fixed: the service is Australian.">
                <Input readOnly value={DEFAULT_COUNTRY} name="company_country" />
              </Field>
            </Grid>
          </Stack>
          <div>
            <Button type="submit" variant="solid" busy={isSubmitting} disabled={loading || isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </Stack>
      </FormFields>
    </form>
  );
}
