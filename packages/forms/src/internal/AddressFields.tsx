import { DEFAULT_COUNTRY } from '@telehealth/contract';
import { Field, Grid, Heading, Input, Stack } from '@telehealth/ui';
import { Controller, useFormContext } from 'react-hook-form';
import { AddressAutocomplete } from '../AddressAutocomplete/AddressAutocomplete';
import type { AddressProvider } from '../AddressAutocomplete/address';

/** The address part of a profile form: the fields any profile shares. */
export interface AddressValues {
  address?: string | null | undefined;
  addressLine2?: string | null | undefined;
  suburb?: string | null | undefined;
  state?: string | null | undefined;
  postcode?: string | null | undefined;
  country?: string | null | undefined;
  dpid?: string | null | undefined;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
}

type AddressText = 'address' | 'addressLine2' | 'suburb' | 'state' | 'postcode' | 'country' | 'dpid';

export interface AddressFieldsProps {
  addressProvider?: AddressProvider | null | undefined;
  headingLevel: 2 | 3 | 4;
  /** Unique per page, for the section's heading id. */
  idPrefix: string;
}

/**
 * The Address section of a profile (Part 2 §3): the street line looks addresses up as you type, and picking one
 * fills street, suburb, state, postcode, country, dpid and (when the provider knows it) the position. The contract
 * checks it as an Australian address (docs/product/addresses.md); each problem shows under its field.
 */
export function AddressFields({ addressProvider, headingLevel, idPrefix }: AddressFieldsProps) {
  // Inside the profile form's FormProvider: its values include AddressValues.
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useFormContext<AddressValues>();
  const set = (name: AddressText, value: string) => setValue(name, value, { shouldDirty: true });
  const headingId = `${idPrefix}-address-heading`;
  return (
    <Stack gap="medium" as="section" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
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
        <Field label="State" hint="ACT, NSW, NT, QLD, SA, TAS, VIC or WA." error={errors.state?.message}>
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
  );
}
