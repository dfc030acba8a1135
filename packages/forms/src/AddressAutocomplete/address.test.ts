import { describe, expect, it } from 'vitest';
import {
  addressFromDescription,
  addressFromPlace,
  createMemoryAddressProvider,
  formatAddress,
  type StructuredAddress,
} from './address';

const george = [
  { longText: '12', shortText: '12', types: ['street_number'] },
  { longText: 'George Street', shortText: 'George St', types: ['route'] },
  { longText: 'Sydney', shortText: 'Sydney', types: ['locality', 'political'] },
  { longText: 'Council of the City of Sydney', shortText: 'Sydney', types: ['administrative_area_level_2'] },
  { longText: 'New South Wales', shortText: 'NSW', types: ['administrative_area_level_1', 'political'] },
  { longText: 'Australia', shortText: 'AU', types: ['country', 'political'] },
  { longText: '2000', shortText: '2000', types: ['postal_code'] },
];

describe('addressFromPlace', () => {
  it('makes the street line of street number and route, with the state short name', () => {
    expect(addressFromPlace(george)).toEqual({
      address: '12 George Street',
      addressLine2: '',
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      country: 'Australia',
      dpid: '',
    });
  });

  it("turns a subpremise into 'Unit {n}' with the premise after it, and keeps the location", () => {
    const components = [
      { longText: '5', types: ['subpremise'] },
      { longText: 'Harbour Tower', types: ['premise'] },
      ...george,
    ];
    expect(addressFromPlace(components, { lat: -33.86, lng: 151.2 })).toEqual({
      address: '12 George Street',
      addressLine2: 'Unit 5, Harbour Tower',
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      country: 'Australia',
      dpid: '',
      lat: -33.86,
      lng: 151.2,
    });
    expect(addressFromPlace([{ longText: '3', types: ['subpremise'] }, ...george]).addressLine2).toBe(
      'Unit 3',
    );
  });

  it('reads the legacy component spelling too', () => {
    const legacy = [
      { long_name: '1', short_name: '1', types: ['street_number'] },
      { long_name: 'Collins Street', short_name: 'Collins St', types: ['route'] },
      { long_name: 'Melbourne', short_name: 'Melbourne', types: ['locality'] },
      { long_name: 'Victoria', short_name: 'VIC', types: ['administrative_area_level_1'] },
      { long_name: '3000', short_name: '3000', types: ['postal_code'] },
    ];
    expect(addressFromPlace(legacy)).toMatchObject({
      address: '1 Collins Street',
      suburb: 'Melbourne',
      state: 'VIC',
      postcode: '3000',
    });
  });

  it('leaves missing parts empty and the country Australia', () => {
    expect(addressFromPlace([{ longText: 'George Street', types: ['route'] }])).toEqual({
      address: 'George Street',
      addressLine2: '',
      suburb: '',
      state: '',
      postcode: '',
      country: 'Australia',
      dpid: '',
    });
  });
});

describe('addressFromDescription', () => {
  const expected = {
    address: '12 George Street',
    addressLine2: '',
    suburb: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    country: 'Australia',
    dpid: '',
  };

  it("splits on commas into street, suburb and 'state postcode'", () => {
    expect(addressFromDescription('12 George Street, Sydney, NSW 2000')).toEqual(expected);
  });

  it('drops a trailing Australia', () => {
    expect(addressFromDescription('12 George Street, Sydney, NSW 2000, Australia')).toEqual(expected);
  });

  it("splits 'Sydney NSW 2000' when the suburb and state share a part", () => {
    expect(addressFromDescription('12 George Street, Sydney NSW 2000, Australia')).toEqual(expected);
    expect(addressFromDescription('12 George Street, Sydney NSW, Australia')).toEqual({
      ...expected,
      postcode: '',
    });
  });

  it('keeps what there is', () => {
    expect(addressFromDescription('12 George Street')).toEqual({
      ...expected,
      suburb: '',
      state: '',
      postcode: '',
    });
  });
});

describe('createMemoryAddressProvider', () => {
  const addresses: StructuredAddress[] = [
    addressFromDescription('12 George Street, Sydney, NSW 2000'),
    { ...addressFromDescription('1 Collins Street, Melbourne, VIC 3000'), addressLine2: 'Unit 4' },
  ];

  it('suggests matching addresses from 2 characters, and resolves them', async () => {
    const provider = createMemoryAddressProvider(addresses);
    expect(await provider.suggest('g')).toEqual([]);
    const found = await provider.suggest('coll');
    expect(found).toEqual([{ id: '1', description: 'Unit 4, 1 Collins Street, Melbourne VIC 3000' }]);
    expect(await provider.resolve(found[0] as (typeof found)[0])).toBe(addresses[1]);
  });

  it('formats an address on one line', () => {
    expect(formatAddress(addresses[0] as StructuredAddress)).toBe('12 George Street, Sydney NSW 2000');
  });
});
