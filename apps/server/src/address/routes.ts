import { addressEndpoints, addressMessages, errorTypes, settingsMessages } from '@telehealth/contract';
import type { FastifyInstance } from 'fastify';
import { registerDomain } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { createBuiltinProvider } from './builtin';
import { createGooglePlacesProvider } from './google';
import type { AddressLookupProvider } from './provider';

/** Google Places when GOOGLE_MAPS_API_KEY is set, else the built-in Australian locality list. */
export function addressProviderFor(googleMapsApiKey: string | null): AddressLookupProvider {
  return googleMapsApiKey ? createGooglePlacesProvider(googleMapsApiKey) : createBuiltinProvider();
}

const LOOKUP_TIMEOUT_MS = 5000;

/**
 * `GET /api/address-suggestions?q=` and `GET /api/address-suggestions/{id}`. A failing provider is logged and
 * answers no suggestions, so the form keeps working as plain text (docs/product/addresses.md).
 */
export async function addressRoutes(
  app: FastifyInstance,
  options: { provider?: AddressLookupProvider } = {},
): Promise<void> {
  const provider = options.provider ?? addressProviderFor(app.ctx.config.googleMapsApiKey);
  registerDomain(app, addressEndpoints, {
    addressSuggestions: async (request) => {
      try {
        return await provider.suggest(request.query.q, AbortSignal.timeout(LOOKUP_TIMEOUT_MS));
      } catch (error) {
        request.log.warn({ err: error, provider: provider.name }, settingsMessages.addressLookupFailed);
        return [];
      }
    },
    resolveAddressSuggestion: async (request) => {
      const found = await provider.resolve(request.params.id, AbortSignal.timeout(LOOKUP_TIMEOUT_MS));
      if (!found)
        throw new HttpError(404, addressMessages.suggestionNotFound, { errorType: errorTypes.notFound });
      return found;
    },
  });
}
