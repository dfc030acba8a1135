import { Combobox, type ComboboxOption, type ComboboxProps } from '@telehealth/ui';
import { useCallback } from 'react';
import {
  ADDRESS_MIN_CHARS,
  type AddressProvider,
  addressFromDescription,
  type StructuredAddress,
} from './address';

export interface AddressAutocompleteProps
  extends Omit<ComboboxProps, 'loadOptions' | 'onOptionSelect' | 'minChars' | 'listLabel'> {
  /** Where suggestions come from; without one the field is a plain text input. */
  provider?: AddressProvider | null;
  /** Called with the structured address when a suggestion is picked. */
  onSelect: (address: StructuredAddress) => void;
  /** Characters needed before suggestions are asked for (2 by default). */
  minChars?: number;
  /** Accessible name of the suggestion list. */
  listLabel?: string;
}

/**
 * The street address field (docs/product/addresses.md): ui's Combobox over an `AddressProvider`. Suggestions start
 * at 2 characters; picking one resolves it to a structured address (street line in the field,
 * suburb, state, postcode, country Australia) for `onSelect`. If the provider fails, it stays a text
 * input. Every native input prop passes through, so `{...register('company_address')}` works.
 */
export function AddressAutocomplete({
  provider,
  onSelect,
  minChars = ADDRESS_MIN_CHARS,
  listLabel = 'Address suggestions',
  ...props
}: AddressAutocompleteProps) {
  const loadOptions = useCallback(
    async (query: string): Promise<ComboboxOption[]> =>
      (await provider?.suggest(query))?.map(({ id, description }) => ({ id, label: description })) ?? [],
    [provider],
  );

  const pick = async (option: ComboboxOption) => {
    const suggestion = { id: option.id, description: option.label };
    let address: StructuredAddress;
    try {
      address = provider ? await provider.resolve(suggestion) : addressFromDescription(option.label);
    } catch {
      address = addressFromDescription(option.label);
    }
    onSelect(address);
    // The field shows the street line; the other parts go to their own fields.
    return address.address;
  };

  return (
    <Combobox
      {...props}
      loadOptions={provider ? loadOptions : null}
      onOptionSelect={pick}
      minChars={minChars}
      listLabel={listLabel}
    />
  );
}
