import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import {
  ADDRESS_MIN_CHARS,
  type AddressProvider,
  type AddressSuggestion,
  addressFromDescription,
  addressFromPlace,
  type PlaceAddressComponent,
} from './address';

// The few parts of the Maps JavaScript API (Places API (New)) used here, typed locally: the
// packages' tsconfig loads no global @types, google.maps included.
interface PlacePrediction {
  placeId: string;
  text: { toString(): string };
  toPlace(): Place;
}
interface Place {
  addressComponents?: PlaceAddressComponent[] | null;
  location?: { lat(): number; lng(): number } | null;
  fetchFields(request: { fields: string[] }): Promise<unknown>;
}
interface AutocompleteRequest {
  input: string;
  includedRegionCodes: string[];
  includedPrimaryTypes: string[];
  region: string;
  sessionToken?: unknown;
}
/** The `places` library as `google.maps.importLibrary('places')` returns it. */
export interface PlacesLibrary {
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(
      request: AutocompleteRequest,
    ): Promise<{ suggestions: { placePrediction?: PlacePrediction | null }[] }>;
  };
  AutocompleteSessionToken: new () => unknown;
}
/** The logged messages (docs/product/addresses.md); the address field keeps working as plain text after either. */
export const MAPS_SCRIPT_ERROR = 'Failed to load Google Maps API';
export const MAPS_LIBRARY_ERROR = 'Failed to load address lookup service';

/** Australia only (country au, region AU), addresses only. */
const REGION = 'AU';
/** Places API (New) has no 'address' collection; these primary types are its street addresses. */
export const GOOGLE_ADDRESS_TYPES = ['street_address', 'premise', 'subpremise'];

let loading: Promise<PlacesLibrary | null> | null = null;

/**
 * The places library, loaded through `@googlemaps/js-api-loader` on first use (its `setOptions` may
 * run once per page). A failure is logged once and yields null for the page's lifetime: the address
 * field then works without suggestions.
 */
export function loadPlacesLibrary(apiKey: string): Promise<PlacesLibrary | null> {
  loading ??= (async () => {
    setOptions({ key: apiKey, region: REGION });
    // Both asked for in one tick, so one script brings both: 'core' settles whether the script
    // loaded at all, 'places' whether the key may use Places.
    const core = importLibrary('core');
    const places = importLibrary('places');
    places.catch(() => {}); // Awaited below; a failed script rejects both.
    try {
      await core;
    } catch {
      console.error(MAPS_SCRIPT_ERROR);
      return null;
    }
    try {
      return (await places) as unknown as PlacesLibrary;
    } catch {
      console.error(MAPS_LIBRARY_ERROR);
      return null;
    }
  })();
  return loading;
}

export interface GooglePlacesProviderOptions {
  /** The Maps JavaScript API key; without one nothing loads and there are no suggestions. */
  apiKey?: string | null;
}

/**
 * Address suggestions from Google Places Autocomplete (Places API (New) in the Maps JavaScript
 * API: `AutocompleteSuggestion`, since the legacy `places.Autocomplete` is closed to new keys),
 * restricted to Australian street addresses. The API loads on the first lookup, and only when a key
 * is configured; if it fails to load, lookups answer with no suggestions.
 */
export function createGooglePlacesProvider({ apiKey }: GooglePlacesProviderOptions): AddressProvider {
  const predictions = new Map<string, PlacePrediction>();
  // One session token per typing session, ended by picking a place (Google bills per session).
  let sessionToken: unknown;

  return {
    async suggest(query) {
      const input = query.trim();
      if (!apiKey || input.length < ADDRESS_MIN_CHARS) return [];
      const places = await loadPlacesLibrary(apiKey);
      if (!places) return [];
      sessionToken ??= new places.AutocompleteSessionToken();
      try {
        const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
          input,
          includedRegionCodes: [REGION.toLowerCase()],
          includedPrimaryTypes: GOOGLE_ADDRESS_TYPES,
          region: REGION.toLowerCase(),
          sessionToken,
        });
        predictions.clear();
        return suggestions.flatMap(({ placePrediction }): AddressSuggestion[] => {
          if (!placePrediction) return [];
          predictions.set(placePrediction.placeId, placePrediction);
          return [{ id: placePrediction.placeId, description: placePrediction.text.toString() }];
        });
      } catch (error) {
        console.warn('Address suggestions are unavailable', error);
        return [];
      }
    },
    async resolve(suggestion) {
      const prediction = predictions.get(suggestion.id);
      if (!prediction) return addressFromDescription(suggestion.description);
      try {
        const place = prediction.toPlace();
        await place.fetchFields({ fields: ['addressComponents', 'location'] });
        sessionToken = undefined;
        const address = addressFromPlace(
          place.addressComponents ?? [],
          place.location ? { lat: place.location.lat(), lng: place.location.lng() } : null,
        );
        // A place without a street (e.g. a building only) falls back to the description's parts.
        return address.address
          ? address
          : { ...addressFromDescription(suggestion.description), ...pick(address) };
      } catch {
        return addressFromDescription(suggestion.description);
      }
    },
  };
}

/** The non-empty fields of an address. */
function pick(address: ReturnType<typeof addressFromPlace>) {
  return Object.fromEntries(
    Object.entries(address).filter(([, value]) => value !== '' && value !== undefined),
  );
}
