import { z } from 'zod';

/** Australian states and territories by their short names. */
export const australianStates = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AustralianState = (typeof australianStates)[number];

/** Strings of the address and ABN rules (beyond the spec; they have no spec wording). */
export const addressMessages = {
  abnInvalid: 'Invalid ABN',
  contactNumberInvalid: 'Enter a valid Australian phone number',
  lookupQueryTooShort: 'Type at least 2 characters',
  suggestionNotFound: 'Address suggestion not found',
} as const;

/** 'Postcode {postcode} is not in {state}: please check the state and postcode' (a warning, not an error). */
export function postcodeStateMismatchMessage(postcode: string, state: string): string {
  return `Postcode ${postcode} is not in ${state}: please check the state and postcode`;
}

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/**
 * An ABN's checksum: 11 digits (spaces allowed); subtract 1 from the first, weight them by
 * 10, 1, 3, 5, …, 19, and the sum is divisible by 89 (51 824 753 556 is valid).
 */
export function isValidAbn(input: string): boolean {
  const digits = input.replace(/\s+/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = [...digits].reduce(
    (total, digit, index) => total + (Number(digit) - (index === 0 ? 1 : 0)) * (ABN_WEIGHTS[index] ?? 0),
    0,
  );
  return sum % 89 === 0;
}

/** Australia Post's postcode ranges per state (delivery areas and PO boxes). */
const postcodeRanges: Readonly<Record<AustralianState, readonly (readonly [number, number])[]>> = {
  NSW: [
    [1000, 2599],
    [2619, 2899],
    [2921, 2999],
  ],
  ACT: [
    [200, 299],
    [2600, 2618],
    [2900, 2920],
  ],
  VIC: [
    [3000, 3999],
    [8000, 8999],
  ],
  QLD: [
    [4000, 4999],
    [9000, 9999],
  ],
  SA: [[5000, 5999]],
  WA: [[6000, 6999]],
  TAS: [[7000, 7999]],
  NT: [[800, 999]],
};

/** The state's short name for 'NSW', 'nsw' or 'New South Wales'; null when it is none. */
export function stateShortName(input: string): AustralianState | null {
  const text = input.trim().toUpperCase();
  if ((australianStates as readonly string[]).includes(text)) return text as AustralianState;
  const names: Record<string, AustralianState> = {
    'AUSTRALIAN CAPITAL TERRITORY': 'ACT',
    'NEW SOUTH WALES': 'NSW',
    'NORTHERN TERRITORY': 'NT',
    QUEENSLAND: 'QLD',
    'SOUTH AUSTRALIA': 'SA',
    TASMANIA: 'TAS',
    VICTORIA: 'VIC',
    'WESTERN AUSTRALIA': 'WA',
  };
  return names[text] ?? null;
}

/**
 * Whether a postcode lies in a state's ranges. Unknown states and malformed postcodes are not judged
 * (true): the required-field rules speak for those.
 */
export function postcodeMatchesState(postcode: string, state: string): boolean {
  const short = stateShortName(state);
  const code = postcode.trim();
  if (!short || !/^\d{4}$/.test(code)) return true;
  const value = Number(code);
  return postcodeRanges[short].some(([from, to]) => value >= from && value <= to);
}

/** The warning for a state and postcode that do not match, or null. */
export function postcodeStateWarning(postcode: string, state: string): string | null {
  return postcodeMatchesState(postcode, state)
    ? null
    : postcodeStateMismatchMessage(postcode.trim(), state.trim());
}

/** `GET /api/address-suggestions?q=`: what was typed; at least 2 characters (Part 2 §5). */
export const ADDRESS_LOOKUP_MIN_CHARS = 2;
export const addressSuggestionQuery = z.object({
  q: z
    .string({ error: addressMessages.lookupQueryTooShort })
    .trim()
    .min(ADDRESS_LOOKUP_MIN_CHARS, { message: addressMessages.lookupQueryTooShort })
    .max(200, { message: 'Must be at most 200 characters' }),
});

/** One suggestion: an id to resolve and the text shown. */
export const addressSuggestion = z.object({ id: z.string(), description: z.string() });
export type AddressSuggestionItem = z.infer<typeof addressSuggestion>;

/** The address lookup result of Part 2 §3, with lat and lng when the provider knows them. */
export const addressLookupResult = z.object({
  address: z.string(),
  addressLine2: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: z.string(),
  dpid: z.string(),
  lat: z.number().optional(),
  lng: z.number().optional(),
});
export type AddressLookupResult = z.infer<typeof addressLookupResult>;
