/** A picked address: the address lookup's result (docs/product/addresses.md). */
export interface StructuredAddress {
  /** The street line, e.g. '12 George Street'. */
  address: string;
  /** Unit and building, e.g. 'Unit 5, Harbour Tower'; empty when there is none. */
  addressLine2: string;
  suburb: string;
  /** The state's short name, e.g. 'NSW'. */
  state: string;
  postcode: string;
  /** Always 'Australia': the service is Australian only. */
  country: string;
  /** The Australia Post delivery point id; lookups never supply one, so it is empty. */
  dpid: string;
  lat?: number;
  lng?: number;
}

/** One suggestion in the list. */
export interface AddressSuggestion {
  /** Unique within one list, e.g. a place id. */
  id: string;
  /** The text shown, e.g. '12 George Street, Sydney NSW 2000'. */
  description: string;
}

/** Where suggestions come from: Google Places in the app, a fixed list in stories and tests. */
export interface AddressProvider {
  /** Suggestions for what was typed; an empty list when there are none or the service is down. */
  suggest(query: string): Promise<AddressSuggestion[]>;
  /** The structured address of a suggestion the user picked. */
  resolve(suggestion: AddressSuggestion): Promise<StructuredAddress>;
}

/** One component of a place's address: Places API (New) spelling or the legacy one. */
export type PlaceAddressComponent =
  | { longText?: string | null; shortText?: string | null; types: readonly string[] }
  | { long_name?: string; short_name?: string; types: readonly string[] };

export const AUSTRALIA = 'Australia';

function emptyAddress(): StructuredAddress {
  return { address: '', addressLine2: '', suburb: '', state: '', postcode: '', country: AUSTRALIA, dpid: '' };
}

function longText(component: PlaceAddressComponent | undefined): string {
  if (!component) return '';
  return (
    ('longText' in component ? component.longText : 'long_name' in component ? component.long_name : '') ?? ''
  );
}

function shortText(component: PlaceAddressComponent | undefined): string {
  if (!component) return '';
  const short =
    'shortText' in component ? component.shortText : 'short_name' in component ? component.short_name : '';
  return short || longText(component);
}

/**
 * The structured address of a place's address components: street number and route make
 * the street line; a subpremise becomes 'Unit {n}' with the premise (building) after it; the state
 * is its short name; the country is always Australia and the dpid empty.
 */
export function addressFromPlace(
  components: readonly PlaceAddressComponent[],
  location?: { lat: number; lng: number } | null,
): StructuredAddress {
  const find = (...types: string[]) =>
    types.map((type) => components.find((component) => component.types.includes(type))).find(Boolean);
  const street = [longText(find('street_number')), longText(find('route'))].filter(Boolean).join(' ');
  const subpremise = longText(find('subpremise'));
  const premise = longText(find('premise'));
  const result: StructuredAddress = {
    ...emptyAddress(),
    address: street,
    addressLine2: [subpremise ? `Unit ${subpremise}` : '', premise].filter(Boolean).join(', '),
    suburb: longText(find('locality', 'postal_town', 'sublocality_level_1', 'sublocality')),
    state: shortText(find('administrative_area_level_1')),
    postcode: longText(find('postal_code')),
  };
  if (location) {
    result.lat = location.lat;
    result.lng = location.lng;
  }
  return result;
}

const STATE_AT_END = /^(.*?)\s+(NSW|VIC|QLD|SA|WA|TAS|NT|ACT)(?:\s+(\d{4}))?$/i;

/**
 * The fallback when a place has no details: the description is split on commas into
 * street, suburb and 'state postcode' ('12 George Street, Sydney, NSW 2000'). A trailing
 * 'Australia' is dropped, and 'Sydney NSW 2000' in the suburb part is split too.
 */
export function addressFromDescription(description: string): StructuredAddress {
  const parts = description
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 1 && parts[parts.length - 1]?.toLowerCase() === AUSTRALIA.toLowerCase()) parts.pop();
  const [street = '', suburbPart = '', statePostcode = ''] = parts;
  let suburb = suburbPart;
  let [state = '', postcode = ''] = statePostcode.split(/\s+/).filter(Boolean);
  const combined = !statePostcode ? STATE_AT_END.exec(suburbPart) : null;
  if (combined) {
    suburb = combined[1] ?? '';
    state = combined[2]?.toUpperCase() ?? '';
    postcode = combined[3] ?? '';
  }
  return { ...emptyAddress(), address: street, suburb, state, postcode };
}

/** One line for display: 'Unit 5, 12 George Street, Sydney NSW 2000'. */
export function formatAddress(address: StructuredAddress): string {
  const place = [address.suburb, address.state, address.postcode].filter(Boolean).join(' ');
  return [address.addressLine2, address.address, place].filter(Boolean).join(', ');
}

/** Minimum characters before suggestions are asked for. */
export const ADDRESS_MIN_CHARS = 2;

/** A provider over a fixed list, for stories and tests: matches the formatted address, case-insensitively. */
export function createMemoryAddressProvider(
  addresses: readonly StructuredAddress[],
  options: { delayMs?: number } = {},
): AddressProvider {
  const wait = () =>
    options.delayMs ? new Promise((resolve) => setTimeout(resolve, options.delayMs)) : Promise.resolve();
  return {
    async suggest(query) {
      await wait();
      const needle = query.trim().toLowerCase();
      if (needle.length < ADDRESS_MIN_CHARS) return [];
      return addresses.flatMap((address, index) => {
        const description = formatAddress(address);
        return description.toLowerCase().includes(needle) ? [{ id: String(index), description }] : [];
      });
    },
    async resolve(suggestion) {
      await wait();
      return addresses[Number(suggestion.id)] ?? addressFromDescription(suggestion.description);
    },
  };
}
