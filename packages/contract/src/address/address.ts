import { z } from 'zod';

/** Australian states and territories by their short names. */
export const australianStates = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AustralianState = (typeof australianStates)[number];

/**
 * Strings of the address and ABN rules. The four "required" ones are the company settings form's, word for word;
 * the others are ours, in the same plain style (docs/product/addresses.md).
 */
export const addressMessages = {
  abnInvalid: 'Invalid ABN',
  contactNumberInvalid: 'Enter a valid Australian phone number',
  lookupQueryTooShort: 'Type at least 2 characters',
  suggestionNotFound: 'Address suggestion not found',
  streetRequired: 'Street address is required',
  suburbRequired: 'Suburb is required',
  stateRequired: 'State is required',
  stateInvalid: 'Enter an Australian state or territory: ACT, NSW, NT, QLD, SA, TAS, VIC or WA',
  postcodeRequired: 'Postcode is required',
  postcodeInvalid: 'Postcode must be 4 digits',
  /** A practice address is one line, as it prints on a prescription. */
  oneLineFormat:
    'Write the address as street, suburb, state and postcode, e.g. Level 2, 100 George Street, Sydney NSW 2000',
  oneLinePostcode: 'End the address with its 4-digit postcode, e.g. Sydney NSW 2000',
  oneLineState: 'Put the state before the postcode: ACT, NSW, NT, QLD, SA, TAS, VIC or WA',
  oneLineSuburb: 'Put the suburb before the state, e.g. Sydney NSW 2000',
} as const;

/** 'Postcode {postcode} is not in {state}: please check the state and postcode' (an error on the postcode). */
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

/** Four digits: '0800' in Darwin keeps its leading zero. */
export const POSTCODE_PATTERN = /^\d{4}$/;

/** An Australian address as the rules see it, each part as typed. */
export interface AustralianAddressParts {
  street: string;
  suburb: string;
  state: string;
  postcode: string;
}
export type AustralianAddressPart = keyof AustralianAddressParts;

/**
 * What is wrong with an address, part by part (docs/product/addresses.md): a street, a suburb, a state from the 8 (a
 * full name such as 'Victoria' counts), and a 4-digit postcode within that state's ranges. An address that may be
 * left out (`optional`) is judged only once any part of it is filled in.
 */
export function australianAddressIssues(
  address: AustralianAddressParts,
  options: { optional?: boolean } = {},
): { part: AustralianAddressPart; message: string }[] {
  const street = address.street.trim();
  const suburb = address.suburb.trim();
  const state = address.state.trim();
  const postcode = address.postcode.trim();
  if (options.optional && !street && !suburb && !state && !postcode) return [];
  const issues: { part: AustralianAddressPart; message: string }[] = [];
  if (!street) issues.push({ part: 'street', message: addressMessages.streetRequired });
  if (!suburb) issues.push({ part: 'suburb', message: addressMessages.suburbRequired });
  const short = state ? stateShortName(state) : null;
  if (!state) issues.push({ part: 'state', message: addressMessages.stateRequired });
  else if (!short) issues.push({ part: 'state', message: addressMessages.stateInvalid });
  if (!postcode) issues.push({ part: 'postcode', message: addressMessages.postcodeRequired });
  else if (!POSTCODE_PATTERN.test(postcode))
    issues.push({ part: 'postcode', message: addressMessages.postcodeInvalid });
  else if (short && !postcodeMatchesState(postcode, short))
    issues.push({ part: 'postcode', message: postcodeStateMismatchMessage(postcode, short) });
  return issues;
}

/**
 * The zod check of an object holding an address under its own field names: each problem is an issue on its field,
 * so the form shows it under the field and the server answers it with `field`.
 */
export function refineAustralianAddress<Key extends string>(
  fields: Record<AustralianAddressPart, Key>,
  options: { optional?: boolean } = {},
) {
  return (value: Partial<Record<Key, string | null | undefined>>, context: z.RefinementCtx) => {
    const part = (name: AustralianAddressPart) => value[fields[name]] ?? '';
    const issues = australianAddressIssues(
      { street: part('street'), suburb: part('suburb'), state: part('state'), postcode: part('postcode') },
      options,
    );
    for (const issue of issues)
      context.addIssue({ code: 'custom', message: issue.message, path: [fields[issue.part]] });
  };
}

/** A state as stored: its short name ('Victoria' and 'vic' become 'VIC'); anything else is left for the rules. */
export function normalizeState(value: string): string {
  return stateShortName(value) ?? value.trim();
}

const stateNames: readonly (readonly [string, AustralianState])[] = [
  ...australianStates.map((short) => [short, short] as const),
  ['Australian Capital Territory', 'ACT'],
  ['New South Wales', 'NSW'],
  ['Northern Territory', 'NT'],
  ['Queensland', 'QLD'],
  ['South Australia', 'SA'],
  ['Tasmania', 'TAS'],
  ['Victoria', 'VIC'],
  ['Western Australia', 'WA'],
];

export type OneLineAddress =
  | { ok: true; parts: AustralianAddressParts & { state: AustralianState }; text: string }
  | { ok: false; message: string };

/**
 * A one-line address ('Level 2, 100 George Street, Sydney NSW 2000', as a prescription prints it) read into its
 * parts, and written back tidily ('sydney nsw 2000' keeps the suburb as typed and gets 'NSW'); or the first problem
 * with it, in words that say how to write it. The same rules as `australianAddressIssues`.
 */
export function parseOneLineAddress(input: string): OneLineAddress {
  const text = input.replace(/\s+/g, ' ').trim();
  const comma = text.lastIndexOf(',');
  if (comma < 0) return { ok: false, message: addressMessages.oneLineFormat };
  let street = text.slice(0, comma).trim();
  const tail = text.slice(comma + 1).trim();
  const postcodeMatch = /(?:^|\s)(\S+)$/.exec(tail);
  const postcode = postcodeMatch?.[1] ?? '';
  if (!street || !POSTCODE_PATTERN.test(postcode)) {
    return { ok: false, message: street ? addressMessages.oneLinePostcode : addressMessages.oneLineFormat };
  }
  const beforePostcode = tail.slice(0, tail.length - postcode.length).trim();
  const stateMatch = stateNames
    .filter(([name]) => new RegExp(`(^|\\s)${name}$`, 'i').test(beforePostcode))
    .sort((a, b) => b[0].length - a[0].length)[0];
  if (!stateMatch) return { ok: false, message: addressMessages.oneLineState };
  const [name, state] = stateMatch;
  let suburb = beforePostcode.slice(0, beforePostcode.length - name.length).trim();
  if (!suburb) {
    // 'George Street, Sydney, NSW 2000': the suburb is the last part before the state's.
    const earlier = street.lastIndexOf(',');
    suburb = earlier < 0 ? '' : street.slice(earlier + 1).trim();
    street = earlier < 0 ? street : street.slice(0, earlier).trim();
  }
  if (!suburb || !street) return { ok: false, message: addressMessages.oneLineSuburb };
  if (!postcodeMatchesState(postcode, state))
    return { ok: false, message: postcodeStateMismatchMessage(postcode, state) };
  return {
    ok: true,
    parts: { street, suburb, state, postcode },
    text: `${street}, ${suburb} ${state} ${postcode}`,
  };
}

/** `GET /api/address-suggestions?q=`: what was typed; at least 2 characters, as the company address search asks. */
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

/** The address lookup result, with lat and lng when the provider knows them. */
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
