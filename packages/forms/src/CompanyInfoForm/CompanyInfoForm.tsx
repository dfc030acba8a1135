import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CompanyInfo,
  type CompanyInfoInput,
  companyInfoInput,
  DEFAULT_COUNTRY,
} from '@telehealth/contract';
import { Field, Grid, Input, Stack } from '@telehealth/ui';
import { FormProvider, useForm } from 'react-hook-form';
import type { AddressProvider } from '../AddressAutocomplete/address';
import { AddressFields, type AddressNames } from '../internal/AddressFields';
import { FormShell, SubmitButton, useFormShell } from '../internal/FormShell';

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

/** The form's starting values: every field text, nulls as '', the country Australia (docs/product/settings.md). */
export function companyFormValues(values: CompanyInfoFormProps['defaultValues'] = {}): CompanyInfoInput {
  const filled: Record<string, string> = { ...emptyCompany };
  for (const key of Object.keys(emptyCompany) as (keyof CompanyInfoInput)[]) filled[key] = values[key] ?? '';
  return { ...(filled as Omit<CompanyInfoInput, 'company_country'>), company_country: DEFAULT_COUNTRY };
}

/** The company's address, in the form's own field names; it has no second line, DPID or position. */
const companyAddressNames: AddressNames = {
  address: 'company_address',
  suburb: 'company_suburb',
  state: 'company_state',
  postcode: 'company_postcode',
  country: 'company_country',
};

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
  const form = useForm<CompanyInfoInput, unknown, CompanyInfo>({
    resolver: zodResolver(companyInfoInput),
    values: companyFormValues(defaultValues),
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
      <FormShell {...shell.props} disabled={disabled} aria-label="Company Information">
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
          <AddressFields
            addressProvider={addressProvider}
            headingLevel={3}
            idPrefix="company"
            title="Address Information"
            names={companyAddressNames}
            streetHint="Type 2 characters or more for suggestions, e.g. '1 Martin Place, Sydney'."
            suburbLabel="Suburb/City"
            fixedCountryHint="Fixed: the service is Australian."
            recheckOnPick
          />
          <div>
            <SubmitButton busyLabel="Saving..." disabled={loading || shell.isSubmitting}>
              Save Changes
            </SubmitButton>
          </div>
        </Stack>
      </FormShell>
    </FormProvider>
  );
}
