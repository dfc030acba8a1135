import { authMessages, errorTypes } from '@telehealth/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const contentSecurityPolicy = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'", // CSP3: 'self' covers the same-origin ws:/wss: socket
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Whether a state-changing request comes from another site. The session cookie is SameSite=Lax, and this
 * closes what Lax leaves open (same-site subdomains, top-level POSTs from old browsers). Requests carrying
 * neither header (curl, server-to-server) cannot ride a browser's cookie, so they pass.
 */
export function isCrossSiteRequest(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return true; // 'null' (sandboxed frames, file://) and garbage.
  }
  if (parsed.origin === 'null') return true;
  if (allowedOrigins.includes(parsed.origin)) return false;
  // Scheme as well as host: http://host is another origin than https://host. Behind a TLS proxy without
  // TRUST_PROXY the request looks like http, so COOKIE_SECURE (the site is https) makes https the scheme.
  const httpsSite = (request.server as { ctx?: { config?: { cookieSecure?: boolean } } }).ctx?.config
    ?.cookieSecure;
  const scheme = httpsSite ? 'https:' : `${request.protocol}:`;
  return parsed.host !== request.headers.host || parsed.protocol !== scheme;
}

export function registerSecurity(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  app.addHook('onRequest', async (request) => {
    if (UNSAFE_METHODS.has(request.method) && isCrossSiteRequest(request, allowedOrigins)) {
      throw new HttpError(403, authMessages.crossSite, { errorType: errorTypes.crossSite });
    }
  });

  // onSend runs for every reply, errors and 404s included.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Content-Security-Policy', contentSecurityPolicy);
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    // API answers hold personal and health data: never cache them.
    if (isApiPath(request.url)) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
