import { DEFAULT_COUNTRY } from '@telehealth/contract';
import { Field, Grid, Heading, Input, Stack } from '@telehealth/ui';
import { Controller, type FieldValues, type Path, useFormContext } from 'react-hook-form';
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

type AddressPart = keyof AddressValues;

/**
 * The form's field for each part of the address. A form whose parts are named otherwise maps them (a company's
 * `company_suburb`); a part it leaves out is neither shown nor filled (a company has no second line, DPID or
 * position).
 */
export type AddressNames = Partial<Record<AddressPart, string>> & { address: string };

const profileNames: AddressNames = {
  address: 'address',
  addressLine2: 'addressLine2',
  suburb: 'suburb',
  state: 'state',
  postcode: 'postcode',
  country: 'country',
  dpid: 'dpid',
  lat: 'lat',
  lng: 'lng',
};

export interface AddressFieldsProps {
  addressProvider?: AddressProvider | null | undefined;
  headingLevel: 2 | 3 | 4;
  /** Unique per page, for the section's heading id. */
  idPrefix: string;
  /** The section's heading; 'Address' unless set. */
  title?: string | undefined;
  /** The form's names for the parts; a profile's (`address`, `suburb`, ...) unless set. */
  names?: AddressNames | undefined;
  /** Under the street line, for example how to get suggestions. */
  streetHint?: string | undefined;
  /** The suburb's label; 'Suburb' unless set. */
  suburbLabel?: string | undefined;
  /** Given, the country is always Australia: shown read-only with this hint, never edited. */
  fixedCountryHint?: string | undefined;
  /** A picked address checks again the parts it fills that show a message (the message then goes if they are fine). */
  recheckOnPick?: boolean | undefined;
}

/**
 * The Address section of a profile or of the company: the street line looks addresses up as you type, and picking
 * one fills street, suburb, state, postcode, country, dpid and (when the provider knows it) the position. The
 * contract checks it as an Australian address (docs/product/addresses.md); each problem shows under its field.
 */
export function AddressFields({
  addressProvider,
  headingLevel,
  idPrefix,
  title = 'Address',
  names = profileNames,
  streetHint,
  suburbLabel = 'Suburb',
  fixedCountryHint,
  recheckOnPick = false,
}: AddressFieldsProps) {
  // Inside the form's FormProvider: its values hold the address under `names`.
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useFormContext<FieldValues>();
  const nameOf = (part: AddressPart) => names[part] as Path<FieldValues> | undefined;
  const errorOf = (part: AddressPart) => {
    const name = nameOf(part);
    return name ? (errors[name]?.message as string | undefined) : undefined;
  };
  const set = (part: AddressPart, value: string | number) => {
    const name = nameOf(part);
    if (!name) return;
    setValue(name, value, {
      shouldDirty: true,
      ...(recheckOnPick && { shouldValidate: Boolean(errors[name]) }),
    });
  };
  const headingId = `${idPrefix}-address-heading`;
  const part = (name: AddressPart) => register(nameOf(name) as Path<FieldValues>);
  return (
    <Stack gap="medium" as="section" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        {title}
      </Heading>
      <Controller
        control={control}
        name={names.address}
        render={({ field }) => (
          <Field label="Street Address" hint={streetHint} error={errorOf('address')}>
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
                  set('lat', address.lat);
                  set('lng', address.lng);
                }
              }}
            />
          </Field>
        )}
      />
      <Grid columns={{ mobile: '1', tablet: '2' }} gap="medium">
        {names.addressLine2 ? (
          <Field label="Address Line 2" error={errorOf('addressLine2')}>
            <Input autoComplete="address-line2" {...part('addressLine2')} />
          </Field>
        ) : null}
        <Field label={suburbLabel} error={errorOf('suburb')}>
          <Input autoComplete="address-level2" {...part('suburb')} />
        </Field>
        <Field label="State" hint="ACT, NSW, NT, QLD, SA, TAS, VIC or WA." error={errorOf('state')}>
          <Input autoComplete="address-level1" {...part('state')} />
        </Field>
        <Field label="Postcode" error={errorOf('postcode')}>
          <Input inputMode="numeric" autoComplete="postal-code" {...part('postcode')} />
        </Field>
        {fixedCountryHint ? (
          <Field label="Country" hint={fixedCountryHint}>
            <Input readOnly value={DEFAULT_COUNTRY} name={names.country} />
          </Field>
        ) : (
          <Field label="Country" error={errorOf('country')}>
            <Input autoComplete="country-name" {...part('country')} />
          </Field>
        )}
      </Grid>
    </Stack>
  );
}
