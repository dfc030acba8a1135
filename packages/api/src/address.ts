import type { AddressLookupResult, AddressSuggestionItem } from '@telehealth/contract';
import { useMemo } from 'react';
import { type ApiClient, useApiClient } from './client';
import { callEndpoint } from './endpoint';

/** Street address suggestions from the server (Google Places or its built-in list of Australian localities). */
export interface ServerAddressProvider {
  suggest(query: string): Promise<AddressSuggestionItem[]>;
  resolve(suggestion: AddressSuggestionItem): Promise<AddressLookupResult>;
}

/**
 * `GET /api/address-suggestions?q=` and `/{id}` as an address provider (the shape `AddressAutocomplete` takes).
 * A failure is logged ('Failed to load address lookup service') and gives no suggestions, so the field keeps
 * working as plain text (docs/product/addresses.md).
 */
export function createServerAddressProvider(
  client: ApiClient,
  log: (message: string, error: unknown) => void = (message, error) => console.error(message, error),
): ServerAddressProvider {
  return {
    async suggest(query) {
      try {
        return await callEndpoint(client, 'addressSuggestions', { query: { q: query } });
      } catch (error) {
        log('Failed to load address lookup service', error);
        return [];
      }
    },
    resolve(suggestion) {
      return callEndpoint(client, 'resolveAddressSuggestion', { params: { id: suggestion.id } });
    },
  };
}

/** The server address provider for the app's client, made once per client. */
export function useAddressProvider(): ServerAddressProvider {
  const client = useApiClient();
  return useMemo(() => createServerAddressProvider(client), [client]);
}
