import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The loader keeps one script per page: load the module afresh for each test.
async function freshModule() {
  vi.resetModules();
  return import('./googlePlaces');
}

function mapsScript() {
  return document.querySelector<HTMLScriptElement>('script[src^="https://maps.googleapis.com/maps/api/js"]');
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  delete (window as { google?: unknown }).google;
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

describe('createGooglePlacesProvider', () => {
  it('loads nothing and suggests nothing without a key', async () => {
    const { createGooglePlacesProvider } = await freshModule();
    const provider = createGooglePlacesProvider({ apiKey: '' });
    expect(await provider.suggest('12 George')).toEqual([]);
    expect(mapsScript()).toBeNull();
  });

  it('loads the places library for Australia on the first lookup', async () => {
    const { createGooglePlacesProvider } = await freshModule();
    const provider = createGooglePlacesProvider({ apiKey: 'test-key' });
    expect(mapsScript()).toBeNull();
    const pending = provider.suggest('12 George');
    await vi.waitFor(() => expect(mapsScript()).not.toBeNull());
    const url = new URL(mapsScript()?.src ?? '');
    expect(url.searchParams.get('key')).toBe('test-key');
    expect(url.searchParams.get('libraries')).toBe('places');
    expect(url.searchParams.get('region')).toBe('AU');

    // What the real script does when it has loaded: define google.maps and call the callback.
    const { library, fetchAutocompleteSuggestions } = fakePlaces();
    (window as { google?: unknown }).google = { maps: { importLibrary: vi.fn(async () => library) } };
    const callback = url.searchParams.get('callback') ?? '';
    (window as unknown as Record<string, () => void>)[callback]?.();

    expect(await pending).toEqual([
      { id: 'place-1', description: '12 George Street, Sydney NSW, Australia' },
    ]);
    expect(fetchAutocompleteSuggestions).toHaveBeenCalledWith(
      expect.objectContaining({ input: '12 George', includedRegionCodes: ['au'], region: 'au' }),
    );
  });

  it("only logs 'Failed to load Google Maps API' when the script fails, and suggests nothing", async () => {
    const { createGooglePlacesProvider } = await freshModule();
    const provider = createGooglePlacesProvider({ apiKey: 'test-key' });
    const pending = provider.suggest('12 George');
    await vi.waitFor(() => expect(mapsScript()).not.toBeNull());
    mapsScript()?.dispatchEvent(new Event('error'));
    expect(await pending).toEqual([]);
    expect(console.error).toHaveBeenCalledWith('Failed to load Google Maps API');
    // Later lookups neither retry nor log again.
    expect(await provider.suggest('12 George St')).toEqual([]);
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it("only logs 'Failed to load address lookup service' when the places library fails", async () => {
    (window as { google?: unknown }).google = {
      maps: { importLibrary: vi.fn(async () => Promise.reject(new Error('denied'))) },
    };
    const { createGooglePlacesProvider } = await freshModule();
    const provider = createGooglePlacesProvider({ apiKey: 'test-key' });
    expect(await provider.suggest('12 George')).toEqual([]);
    expect(console.error).toHaveBeenCalledWith('Failed to load address lookup service');
    expect(mapsScript()).toBeNull();
  });

  it('resolves a suggestion to the structured address with its location', async () => {
    const { library, fetchFields } = fakePlaces();
    (window as { google?: unknown }).google = { maps: { importLibrary: vi.fn(async () => library) } };
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
