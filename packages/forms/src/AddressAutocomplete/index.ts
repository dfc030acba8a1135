export { AddressAutocomplete, type AddressAutocompleteProps } from './AddressAutocomplete';
export {
  ADDRESS_MIN_CHARS,
  type AddressProvider,
  type AddressSuggestion,
  addressFromDescription,
  addressFromPlace,
  createMemoryAddressProvider,
  formatAddress,
  type PlaceAddressComponent,
  type StructuredAddress,
} from './address';
export {
  createGooglePlacesProvider,
  GOOGLE_ADDRESS_TYPES,
  type GooglePlacesProviderOptions,
  MAPS_LIBRARY_ERROR,
  MAPS_SCRIPT_ERROR,
} from './googlePlaces';
