import type { Route } from '../endpoint/route';

/** The address endpoints: method, path and who may call them. Free of zod, so the browser can import it. */
export const addressRoutes = {
  addressSuggestions: {
    method: 'GET',
    path: '/api/address-suggestions',
    access: 'signedIn',
    tag: 'settings',
  },
  resolveAddressSuggestion: {
    method: 'GET',
    path: '/api/address-suggestions/:id',
    access: 'signedIn',
    tag: 'settings',
  },
} as const satisfies Record<string, Route>;
