import path from 'node:path';
import { type DeliveryConfig, DeliveryConfigError, loadDeliveryConfig } from './delivery/config';
import { repoRoot, serverRoot } from './paths';

export interface Config {
  port: number;
  host: string;
  /** Holds the PGlite database (`db/`), its lock file and uploads. */
  dataDir: string;
  /** PostgreSQL connection string; PGlite in dataDir when null. */
  databaseUrl: string | null;
  nodeEnv: string;
  isProduction: boolean;
  /** Whether to fill an empty database with demo data. */
  seedDemo: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Fastify's trustProxy: false, true, a hop count, or a list of addresses/CIDRs. */
  trustProxy: boolean | number | string;
  /** Origins (scheme://host[:port]) besides the server's own that may send state-changing requests. */
  allowedOrigins: string[];
  /** Marks the session cookie Secure even on plain-http requests (behind a TLS proxy without trustProxy). */
  cookieSecure: boolean;
  /** The built SPA (apps/web/dist). */
  webDistDir: string;
  logLevel: string;
  /** Email (SMTP_URL, MAIL_FROM), SMS (CLICKSEND_*) and the links in messages (APP_URL). */
  delivery: DeliveryConfig;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parseFlag(name: string, value: string | undefined): boolean | undefined {
  const raw = nonEmpty(value)?.toLowerCase();
  if (raw === undefined) return undefined;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be 1 or 0 (got "${value}")`);
}

function parsePositiveInt(name: string, value: string | undefined, fallback: number, max: number): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return fallback;
  const parsed = Number(raw);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > max) {
    throw new ConfigError(`${name} must be a whole number from 1 to ${max} (got "${value}")`);
  }
  return parsed;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  const raw = nonEmpty(value);
  if (raw === undefined) return false;
  const flag = raw.toLowerCase();
  if (flag === 'true' || flag === 'yes') return true;
  if (flag === 'false' || flag === 'no' || flag === '0') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

function parseOrigins(value: string | undefined): string[] {
  const raw = nonEmpty(value);
  if (raw === undefined) return [];
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      try {
        const origin = new URL(item).origin;
        if (origin === 'null') throw new Error('opaque');
        return origin;
      } catch {
        throw new ConfigError(
          `ALLOWED_ORIGINS entries must be origins like https://example.com (got "${item}")`,
        );
      }
    });
}

function readDelivery(env: Env, port: number): DeliveryConfig {
  try {
    return loadDeliveryConfig(env, { port });
  } catch (error) {
    if (error instanceof DeliveryConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

/** Everything the server reads from the environment, validated once at startup. */
export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = nonEmpty(env.NODE_ENV) ?? 'development';
  const isProduction = nodeEnv === 'production';
  // `npm start -w` runs in apps/server: relative paths follow the folder the command was typed in
  // (npm's INIT_CWD), and the default data folder is the repo root's, wherever the server runs from.
  const invokedFrom = nonEmpty(env.INIT_CWD) ?? process.cwd();
  const dataDirSetting = nonEmpty(env.DATA_DIR);
  const webDistSetting = nonEmpty(env.WEB_DIST_DIR);
  const seedFlag = parseFlag('SEED_DEMO', env.SEED_DEMO);

  const port = nonEmpty(env.PORT) === undefined ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number (got "${env.PORT}")`);
  }

  return {
    port,
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: dataDirSetting
      ? path.resolve(invokedFrom, dataDirSetting)
      : path.join(repoRoot ?? invokedFrom, 'data'),
    databaseUrl: nonEmpty(env.DATABASE_URL) ?? null,
    nodeEnv,
    isProduction,
    // Demo accounts with a published password must never appear in production by accident.
    seedDemo: seedFlag ?? !isProduction,
    sessionIdleMinutes: parsePositiveInt('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 30, 24 * 60),
    sessionAbsoluteHours: parsePositiveInt('SESSION_ABSOLUTE_HOURS', env.SESSION_ABSOLUTE_HOURS, 12, 24 * 30),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    allowedOrigins: parseOrigins(env.ALLOWED_ORIGINS),
    cookieSecure: parseFlag('COOKIE_SECURE', env.COOKIE_SECURE) ?? false,
    webDistDir: webDistSetting
      ? path.resolve(invokedFrom, webDistSetting)
      : path.resolve(serverRoot, '..', 'web', 'dist'),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    delivery: readDelivery(env, port),
  };
}
