import { z } from 'zod';
import { defineEndpoints } from '../endpoint/define';
import { addressLookupResult, addressSuggestion, addressSuggestionQuery } from './address';
import { addressRoutes } from './routes';

/** The address endpoints' schemas, summaries and error answers, under the names of `addressRoutes`. */
export const addressEndpoints = defineEndpoints(addressRoutes, {
  addressSuggestions: {
    summary: 'Australian street address suggestions for what was typed',
    query: addressSuggestionQuery,
    response: z.array(addressSuggestion),
  },
  resolveAddressSuggestion: {
    summary: 'The structured address of a picked suggestion',
    params: z.object({ id: z.string().min(1).max(500) }),
    response: addressLookupResult,
  },
});
