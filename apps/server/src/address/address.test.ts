import { addressLookupResult, addressSuggestion } from '@telehealth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';
import { createBuiltinProvider, splitQuery } from './builtin';
import { addressFromComponents, createGooglePlacesProvider } from './google';

describe('built-in provider', () => {
  const provider = createBuiltinProvider();

  it('splits what was typed at the last comma', () => {
    expect(splitQuery('12 George St, Parra')).toEqual({ street: '12 George St', locality: 'parra' });
    expect(splitQuery('Parramatta')).toEqual({ street: '', locality: 'parramatta' });
  });

  it('suggests real suburbs with state and postcode after the street typed', async () => {
    const list = await provider.suggest('1 Martin Place, Sydney');
    expect(list[0]?.description).toBe('1 Martin Place, Sydney NSW 2000');
    expect(list.length).toBeLessThanOrEqual(8);
    const resolved = await provider.resolve(list[0]?.id ?? '');
    expect(resolved).toMatchObject({
      address: '1 Martin Place',
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      country: 'Australia',
      dpid: '',
    });
    expect(resolved?.lat).toBeLessThan(-33);
    expect(resolved?.lng).toBeGreaterThan(151);
  });

  it('matches by postcode and needs 2 characters', async () => {
    const byPostcode = await provider.suggest('3000');
    expect(byPostcode.map((item) => item.description)).toContain('Melbourne VIC 3000');
    expect(await provider.suggest('S')).toEqual([]);
  });

  it('resolves nothing for an unknown id', async () => {
    expect(await provider.resolve('999999|x')).toBeNull();
    expect(await provider.resolve('abc')).toBeNull();
  });
});

describe('Google Places (New) provider', () => {
  it('asks for Australian street addresses with the key in a header and maps the place', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fakeFetch = (async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      if (url.endsWith(':autocomplete'))
        return Response.json({
          suggestions: [
            { placePrediction: { placeId: 'abc', text: { text: '5/12 George St, Sydney NSW, Australia' } } },
          ],
        });
      return Response.json({
        addressComponents: [
          { longText: '5', shortText: '5', types: ['subpremise'] },
          { longText: '12', shortText: '12', types: ['street_number'] },
          { longText: 'George Street', shortText: 'George St', types: ['route'] },
          { longText: 'Sydney', shortText: 'Sydney', types: ['locality'] },
          { longText: 'New South Wales', shortText: 'NSW', types: ['administrative_area_level_1'] },
          { longText: '2000', shortText: '2000', types: ['postal_code'] },
        ],
        location: { latitude: -33.86, longitude: 151.2 },
      });
    }) as typeof fetch;
    const provider = createGooglePlacesProvider('KEY', fakeFetch);
    expect(await provider.suggest('12 George')).toEqual([
      { id: 'abc', description: '5/12 George St, Sydney NSW, Australia' },
    ]);
    const body = JSON.parse(String(calls[0]?.init?.body));
    expect(body).toMatchObject({ input: '12 George', includedRegionCodes: ['au'], regionCode: 'au' });
    expect(body.includedPrimaryTypes).toContain('street_address');
    expect((calls[0]?.init?.headers as Record<string, string> | undefined)?.['X-Goog-Api-Key']).toBe('KEY');
    expect(await provider.resolve('abc')).toEqual({
      address: '12 George Street',
      addressLine2: 'Unit 5',
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      country: 'Australia',
      dpid: '',
      lat: -33.86,
      lng: 151.2,
    });
  });

  it('builds a unit line with the premise after it', () => {
    expect(
      addressFromComponents([
        { longText: '3', types: ['subpremise'] },
        { longText: 'Harbour Tower', types: ['premise'] },
      ]).addressLine2,
    ).toBe('Unit 3, Harbour Tower');
  });
});

describe('GET /api/address-suggestions', () => {
  let h: TestServer<Role>;
  beforeAll(async () => {
    h = await createTestServer({ dataDir: true, signIn: roles });
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  it('suggests and resolves for a signed-in user; 401 for a visitor', async () => {
    const response = await h.as('admin', {
      method: 'GET',
      url: `/api/address-suggestions?q=${encodeURIComponent('1 Martin Place, Sydney')}`,
    });
    expect(response.statusCode).toBe(200);
    const list = addressSuggestion.array().parse(response.json());
    expect(list[0]?.description).toBe('1 Martin Place, Sydney NSW 2000');
    const resolved = await h.as('admin', {
      method: 'GET',
      url: `/api/address-suggestions/${encodeURIComponent(list[0]?.id ?? '')}`,
    });
    expect(addressLookupResult.parse(resolved.json())).toMatchObject({ suburb: 'Sydney', postcode: '2000' });
    expect((await h.as(null, { method: 'GET', url: '/api/address-suggestions?q=Sy' })).statusCode).toBe(401);
  });

  it('refuses a query under 2 characters', async () => {
    const response = await h.as('admin', { method: 'GET', url: '/api/address-suggestions?q=S' });
    expect(response.statusCode).toBe(400);
  });
});
