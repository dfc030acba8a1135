import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The loader as the tests drive it: what setOptions received, and what each library import gives.
const loader = vi.hoisted(() => ({
  setOptions: vi.fn(),
  libraries: {} as Record<string, () => Promise<unknown>>,
}));

vi.mock('@googlemaps/js-api-loader', () => ({
  setOptions: (options: unknown) => loader.setOptions(options),
  importLibrary: (name: string) => loader.libraries[name]?.() ?? Promise.reject(new Error(`no ${name}`)),
}));

// The provider keeps one load per page: load the module afresh for each test.
async function freshModule() {
  vi.resetModules();
  return import('./googlePlaces');
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  loader.setOptions.mockReset();
  loader.libraries = {};
});

afterEach(() => {
  vi.restoreAllMocks();
});

function fakePlaces() {
  const fetchFields = vi.fn(async () => undefined);
  const place = {
    addressComponents: [
      { longText: '12', shortText: '12', types: ['street_number'] },
      { longText: 'George Street', shortText: 'George St', types: ['route'] },
      { longText: 'Sydney', shortText: 'Sydney', types: ['locality'] },
      { longText: 'New South Wales', shortText: 'NSW', types: ['administrative_area_level_1'] },
      { longText: '2000', shortText: '2000', types: ['postal_code'] },
    ],
    location: { lat: () => -33.86, lng: () => 151.2 },
    fetchFields,
  };
  const fetchAutocompleteSuggestions = vi.fn(async () => ({
    suggestions: [
      {
        placePrediction: {
          placeId: 'place-1',
          text: { toString: () => '12 George Street, Sydney NSW, Australia' },
          toPlace: () => place,
        },
      },
    ],
  }));
  const library = {
    AutocompleteSuggestion: { fetchAutocompleteSuggestions },
    AutocompleteSessionToken: class {},
  };
  return { library, fetchAutocompleteSuggestions, fetchFields };
}

/** The Maps JavaScript API loads, and Places with it. */
function mapsLoad(library: unknown) {
  loader.libraries = { core: async () => ({}), places: async () => library };
}

describe('createGooglePlacesProvider', () => {
  it('loads nothing and suggests nothing without a key', async () => {
    const { createGooglePlacesProvider } = await freshModule();
    const provider = createGooglePlacesProvider({ apiKey: '' });
    expect(await provider.suggest('12 George')).toEqual([]);
    expect(loader.setOptions).not.toHaveBeenCalled();
  });

  it('loads the places library for Australia on the first lookup, once, and asks for street addresses', async () => {
    const { library, fetchAutocompleteSuggestions } = fakePlaces();
    mapsLoad(library);
    const { createGooglePlacesProvider, GOOGLE_ADDRESS_TYPES } = await freshModule();
    const provider = createGooglePlacesProvider({ apiKey: 'test-key' });
    expect(loader.setOptions).not.toHaveBeenCalled();
    expect(await provider.suggest('1')).toEqual([]);
    expect(loader.setOptions).not.toHaveBeenCalled();

    expect(await provider.suggest('12 George')).toEqual([
      { id: 'place-1', description: '12 George Street, Sydney NSW, Australia' },
    ]);
    expect(loader.setOptions).toHaveBeenCalledWith({ key: 'test-key', region: 'AU' });
    expect(fetchAutocompleteSuggestions).toHaveBeenCalledWith(
      expect.objectContaining({
        input: '12 George',
        includedRegionCodes: ['au'],
        includedPrimaryTypes: GOOGLE_ADDRESS_TYPES,
        region: 'au',
      }),
    );
    await provider.suggest('12 George St');
    expect(loader.setOptions).toHaveBeenCalledTimes(1);
  });

  it("only logs 'Failed to load Google Maps API' when the script fails, and suggests nothing", async () => {
    const failed = () => Promise.reject(new Error('The Google Maps JavaScript API could not load.'));
    loader.libraries = { core: failed, places: failed };
    const { createGooglePlacesProvider } = await freshModule();
    const provider = createGooglePlacesProvider({ apiKey: 'test-key' });
    expect(await provider.suggest('12 George')).toEqual([]);
    expect(console.error).toHaveBeenCalledWith('Failed to load Google Maps API');
    // Later lookups neither retry nor log again.
    expect(await provider.suggest('12 George St')).toEqual([]);
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(loader.setOptions).toHaveBeenCalledTimes(1);
  });

  it("only logs 'Failed to load address lookup service' when the places library fails", async () => {
    loader.libraries = { core: async () => ({}), places: () => Promise.reject(new Error('denied')) };
    const { createGooglePlacesProvider } = await freshModule();
    const provider = createGooglePlacesProvider({ apiKey: 'test-key' });
    expect(await provider.suggest('12 George')).toEqual([]);
    expect(console.error).toHaveBeenCalledWith('Failed to load address lookup service');
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('resolves a suggestion to the structured address with its location', async () => {
    const { library, fetchFields } = fakePlaces();
    mapsLoad(library);
    const { createGooglePlacesProvider } = await freshModule();
    const provider = createGooglePlacesProvider({ apiKey: 'test-key' });
    const [suggestion] = await provider.suggest('12 George');
    expect(suggestion).toBeDefined();
    const address = await provider.resolve(suggestion as NonNullable<typeof suggestion>);
    expect(fetchFields).toHaveBeenCalledWith({ fields: ['addressComponents', 'location'] });
    expect(address).toEqual({
      address: '12 George Street',
      addressLine2: '',
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      country: 'Australia',
      dpid: '',
      lat: -33.86,
      lng: 151.2,
    });
  });

  it('falls back to the description when a suggestion has no place', async () => {
    const { createGooglePlacesProvider } = await freshModule();
    const provider = createGooglePlacesProvider({ apiKey: 'test-key' });
    expect(
      await provider.resolve({ id: 'unknown', description: '1 Collins Street, Melbourne, VIC 3000' }),
    ).toEqual(
      expect.objectContaining({
        address: '1 Collins Street',
        suburb: 'Melbourne',
        state: 'VIC',
        postcode: '3000',
      }),
    );
  });
});
