import { describe, expect, it, vi } from 'vitest';
import { createServerAddressProvider } from './address';
import { createMockClient, mockFailure } from './mock';

describe('createServerAddressProvider', () => {
  it('asks the server for suggestions and resolves a picked one', async () => {
    const client = createMockClient({
      '/api/address-suggestions': ({ query }) => [
        { id: `1|${query.q?.split(',')[0]}`, description: '1 Martin Place, Sydney NSW 2000' },
      ],
      '/api/address-suggestions/1%7C1%20Martin%20Place': {
        address: '1 Martin Place',
        addressLine2: '',
        suburb: 'Sydney',
        state: 'NSW',
        postcode: '2000',
        country: 'Australia',
        dpid: '',
        lat: -33.8675,
        lng: 151.2094,
      },
    });
    const provider = createServerAddressProvider(client);
    const [suggestion] = await provider.suggest('1 Martin Place, Syd');
    expect(suggestion).toEqual({ id: '1|1 Martin Place', description: '1 Martin Place, Sydney NSW 2000' });
    expect(await provider.resolve(suggestion as { id: string; description: string })).toMatchObject({
      suburb: 'Sydney',
      lat: -33.8675,
    });
  });

  it("logs 'Failed to load address lookup service' and gives no suggestions when the server fails", async () => {
    const log = vi.fn();
    const client = createMockClient({ '/api/address-suggestions': mockFailure(500, 'down') });
    const provider = createServerAddressProvider(client, log);
    expect(await provider.suggest('Sydney')).toEqual([]);
    expect(log).toHaveBeenCalledWith('Failed to load address lookup service', expect.anything());
  });
});
