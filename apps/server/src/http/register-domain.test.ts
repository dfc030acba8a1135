import { healthEndpoints, promoCodeEndpoints } from '@telehealth/contract';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { omit, pick, registerDomain } from './endpoint';

const ok = async () => ({ status: 'ok' as const });
const ready = async () => ({ status: 'ok' as const, database: 'ok' as const });

let app: FastifyInstance;
const registered: string[] = [];

const bare = () => {
  registered.length = 0;
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.method !== 'HEAD') registered.push(`${route.method} ${route.url}`);
  });
  return app;
};

afterEach(async () => {
  await app?.close();
});

describe('registerDomain', () => {
  it('serves every endpoint of the domain, in the order its handlers are written', async () => {
    registerDomain(bare(), healthEndpoints, {
      ready,
      health: ok,
      healthLive: { handler: ok, options: { bodyLimit: 1024 } },
      healthReady: ready,
    });
    await app.ready();
    expect(registered).toEqual([
      'GET /api/ready',
      'GET /api/health',
      'GET /api/health/live',
      'GET /api/health/ready',
    ]);
    const response = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('passes each endpoint its own options', async () => {
    registerDomain(bare(), pick(healthEndpoints, ['health']), {
      health: {
        handler: ok,
        options: {
          onSend: async (_request, reply, payload) => {
            reply.header('x-seen', 'yes');
            return payload;
          },
        },
      },
    });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-seen']).toBe('yes');
  });

  it('splits a domain with pick and omit over the same names, which together cover it', () => {
    const names = ['ready', 'healthReady'] as const;
    expect(Object.keys(pick(healthEndpoints, names))).toEqual(['ready', 'healthReady']);
    expect(Object.keys(omit(healthEndpoints, names))).toEqual(['health', 'healthLive']);
    registerDomain(bare(), omit(healthEndpoints, names), { health: ok, healthLive: ok });
    registerDomain(app, pick(healthEndpoints, names), { ready, healthReady: ready });
    expect(registered.sort()).toEqual(
      Object.values(healthEndpoints)
        .map((endpoint) => `${endpoint.method} ${endpoint.path}`)
        .sort(),
    );
  });

  it('refuses, at run time too, a handler set that does not match the domain', () => {
    const handlers = { health: ok, healthLive: ok, ready } as unknown as Parameters<
      typeof registerDomain<typeof healthEndpoints>
    >[2];
    expect(() => registerDomain(bare(), healthEndpoints, handlers)).toThrow(
      'registerDomain: missing healthReady; unknown none',
    );
  });
});

// The typecheck runs over this file: each refusal below must stay an error, or `tsc` fails on the unused directive.
// These functions are never called.
export function typeRefusals(server: FastifyInstance): void {
  // @ts-expect-error -- a missing handler: healthReady is not served
  registerDomain(server, healthEndpoints, { health: ok, healthLive: ok, ready });

  registerDomain(server, healthEndpoints, {
    health: ok,
    healthLive: ok,
    ready,
    healthReady: ready,
    // @ts-expect-error -- a name that is not an endpoint of the domain
    listPromoCodes: async () => [],
  });

  registerDomain(server, promoCodeEndpoints, {
    listPromoCodes: async () => [],
    // @ts-expect-error -- a handler typed from its endpoint: this answer is not a promo code
    createPromoCode: async () => ({ status: 'ok' as const }),
    updatePromoCode: async (request) => {
      // @ts-expect-error -- the parsed params of the endpoint: `id` is a number
      const id: string = request.params.id;
      return { id } as never;
    },
    deletePromoCode: async () => ({ message: 'Deleted' }),
    listPromoRedemptions: async () => [],
    validatePromoCode: {
      handler: async () => ({ discount: 1 }) as never,
      // @ts-expect-error -- options are the route options, nothing else
      options: { rateLimited: true },
    },
  });

  // @ts-expect-error -- a split must name endpoints of the domain
  pick(healthEndpoints, ['listPromoCodes']);

  // @ts-expect-error -- the half served here lacks the picked names' handlers
  registerDomain(server, pick(healthEndpoints, ['ready', 'healthReady']), { ready });
}
