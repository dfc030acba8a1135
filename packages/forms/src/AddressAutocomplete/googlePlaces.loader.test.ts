import { afterEach, beforeEach, expect, it, vi } from 'vitest';

// The real @googlemaps/js-api-loader, once per file (it bootstraps the API once per page): what
// reaches Google is one script for Australia with the places library.

function mapsScript() {
  return document.querySelector<HTMLScriptElement>('script[src^="https://maps.googleapis.com/maps/api/js"]');
}

// The package's files share one page (Vitest runs them without isolation): start from a page that never loaded
// the API, with fresh copies of the provider and the loader's module state.
let createGooglePlacesProvider: typeof import('./googlePlaces').createGooglePlacesProvider;
beforeEach(async () => {
  delete (window as { google?: unknown }).google;
  for (const script of document.querySelectorAll('script[src*="maps.googleapis.com"]')) script.remove();
  vi.resetModules();
  ({ createGooglePlacesProvider } = await import('./googlePlaces'));
});

afterEach(() => {
  vi.restoreAllMocks();
});

it('adds one Maps JavaScript API script, with the key, region AU and the places library, on the first lookup', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const provider = createGooglePlacesProvider({ apiKey: 'test-key' });
  expect(mapsScript()).toBeNull();
  const pending = provider.suggest('12 George');
  await vi.waitFor(() => expect(mapsScript()).not.toBeNull());
  const url = new URL(mapsScript()?.src ?? '');
  expect(url.searchParams.get('key')).toBe('test-key');
  expect(url.searchParams.get('region')).toBe('AU');
  expect(url.searchParams.get('libraries')?.split(',')).toContain('places');

  // What the real script does once loaded: install google.maps.importLibrary and call back.
  const fetchAutocompleteSuggestions = vi.fn(async () => ({
    suggestions: [
      { placePrediction: { placeId: 'p1', text: { toString: () => '12 George Street, Sydney NSW' } } },
    ],
  }));
  const places = {
    AutocompleteSuggestion: { fetchAutocompleteSuggestions },
    AutocompleteSessionToken: class {},
  };
  const maps = (window as unknown as { google: { maps: Record<string, unknown> } }).google.maps;
  maps.importLibrary = vi.fn(async (name: string) => (name === 'places' ? places : {}));
  const callback = url.searchParams.get('callback')?.replace(/^google\.maps\./, '') ?? '';
  (maps[callback] as () => void)();

  expect(await pending).toEqual([{ id: 'p1', description: '12 George Street, Sydney NSW' }]);
  expect(document.querySelectorAll('script[src^="https://maps.googleapis.com/maps/api/js"]')).toHaveLength(1);
});
