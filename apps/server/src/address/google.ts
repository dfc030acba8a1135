import type { AddressLookupResult, AddressSuggestionItem } from '@telehealth/contract';
import { type AddressLookupProvider, AUSTRALIA, MAX_SUGGESTIONS } from './provider';

/** Places API (New) has no 'address' collection; these primary types are its street addresses. */
export const GOOGLE_ADDRESS_TYPES = ['street_address', 'premise', 'subpremise'] as const;
const BASE_URL = 'https://places.googleapis.com/v1';

interface Component {
  longText?: string;
  shortText?: string;
  types: string[];
}

/**
 * The structured address of a place's components (docs/product/addresses.md): street number and route make the street
 * line; a subpremise becomes 'Unit {n}' with the premise after it; the state is its short name.
 */
export function addressFromComponents(
  components: readonly Component[],
  location?: { latitude?: number; longitude?: number } | null,
): AddressLookupResult {
  const find = (...types: string[]) =>
    types.map((type) => components.find((component) => component.types.includes(type))).find(Boolean);
  const long = (component: Component | undefined) => component?.longText ?? '';
  const short = (component: Component | undefined) => component?.shortText || long(component);
  const subpremise = long(find('subpremise'));
  const result: AddressLookupResult = {
    address: [long(find('street_number')), long(find('route'))].filter(Boolean).join(' '),
    addressLine2: [subpremise ? `Unit ${subpremise}` : '', long(find('premise'))].filter(Boolean).join(', '),
    suburb: long(find('locality', 'postal_town', 'sublocality_level_1', 'sublocality')),
    state: short(find('administrative_area_level_1')),
    postcode: long(find('postal_code')),
    country: AUSTRALIA,
    dpid: '',
  };
  if (typeof location?.latitude === 'number' && typeof location.longitude === 'number') {
    result.lat = location.latitude;
    result.lng = location.longitude;
  }
  return result;
}

/**
 * Google Places (New) over its REST API, from the server so the key never reaches a browser: autocomplete
 * restricted to Australia and street addresses, then the place's address components and location.
 */
export function createGooglePlacesProvider(
  apiKey: string,
  fetchImpl: typeof fetch = fetch,
): AddressLookupProvider {
  const headers = { 'Content-Type': 'application/json', 'X-Goog-Api-Key': apiKey };
  return {
    name: 'google-places',
    async suggest(query, signal) {
      const response = await fetchImpl(`${BASE_URL}/places:autocomplete`, {
        method: 'POST',
        headers,
        signal: signal ?? null,
        body: JSON.stringify({
          input: query,
          includedRegionCodes: ['au'],
          includedPrimaryTypes: GOOGLE_ADDRESS_TYPES,
          regionCode: 'au',
        }),
      });
      if (!response.ok) throw new Error(`Places autocomplete answered ${response.status}`);
      const body = (await response.json()) as {
        suggestions?: { placePrediction?: { placeId?: string; text?: { text?: string } } }[];
      };
      return (body.suggestions ?? [])
        .flatMap(({ placePrediction }): AddressSuggestionItem[] =>
          placePrediction?.placeId && placePrediction.text?.text
            ? [{ id: placePrediction.placeId, description: placePrediction.text.text }]
            : [],
        )
        .slice(0, MAX_SUGGESTIONS);
    },
    async resolve(id, signal) {
      const response = await fetchImpl(`${BASE_URL}/places/${encodeURIComponent(id)}`, {
        headers: { ...headers, 'X-Goog-FieldMask': 'addressComponents,location' },
        signal: signal ?? null,
      });
      if (response.status === 404 || response.status === 400) return null;
      if (!response.ok) throw new Error(`Place details answered ${response.status}`);
      const body = (await response.json()) as {
        addressComponents?: Component[];
        location?: { latitude?: number; longitude?: number };
      };
      return addressFromComponents(body.addressComponents ?? [], body.location);
    },
  };
}
