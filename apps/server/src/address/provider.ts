import type { AddressLookupResult, AddressSuggestionItem } from '@telehealth/contract';

/**
 * Where street address suggestions come from (docs/product/addresses.md): Google Places (New) when a key is configured,
 * else the built-in list of Australian localities. Both answer Australian addresses only.
 */
export interface AddressLookupProvider {
  readonly name: string;
  /** Suggestions for what was typed (at least 2 characters); empty when there are none. */
  suggest(query: string, signal?: AbortSignal): Promise<AddressSuggestionItem[]>;
  /** The structured address of a suggestion's id, or null when the id is unknown. */
  resolve(id: string, signal?: AbortSignal): Promise<AddressLookupResult | null>;
}

export const AUSTRALIA = 'Australia';
/** Suggestions shown at once; the list scrolls within 200 px. */
export const MAX_SUGGESTIONS = 8;
