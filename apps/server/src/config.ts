import os from 'node:os';
import path from 'node:path';
import { sessionCookieName } from '@telehealth/contract';
import { z } from 'zod';
import {
  DEFAULT_CLICKSEND_BASE_URL,
  DEFAULT_MAIL_FROM,
  type DeliveryConfig,
  deliveryDefaults,
} from './delivery/config';
import { repoRoot, serverRoot } from './paths';

export interface Config {
  port: number;
  host: string;
  /** Holds the PGlite database (`db/`), its lock file and uploads. */
  dataDir: string;
  /** PostgreSQL connection string; PGlite in dataDir when null. */
  databaseUrl: string | null;
  /**
   * A connection to the same PostgreSQL that bypasses any pooler (PgBouncer in transaction mode), for what needs a
   * session of its own: the bus's LISTEN and the start-up advisory lock. DATABASE_DIRECT_URL, else DATABASE_URL.
   */
  databaseDirectUrl: string | null;
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
  /**
   * The session cookie: `__Host-sid`, always Secure, in production (or with COOKIE_SECURE); `sid` elsewhere, Secure
   * on https requests only, so that plain-http development keeps working. Every reader takes the name from here.
   */
  sessionCookie: { name: string; alwaysSecure: boolean };
  /**
   * REQUIRE_STAFF_MFA: staff (admins, practitioners, content writers) without a second factor must enrol one at
   * their next sign-in. On by default in production, where only the demo (SEED_DEMO=1) may turn it off; off by
   * default in development. The sign-in page says when it is off (docs/product/access.md).
   */
  requireStaffMfa: boolean;
  /** The built SPA (apps/web/dist). */
  webDistDir: string;
  logLevel: string;
  /** INSTANCE_NAME: sent as `X-Instance` on every answer, to tell instances apart behind a proxy; none when null. */
  instanceName: string | null;
  /** Email (SMTP_URL, MAIL_FROM), SMS (CLICKSEND_*) and the links in messages (APP_URL). */
  delivery: DeliveryConfig;
  /** Google Places (New) key for address suggestions; the built-in locality list serves when null. */
  googleMapsApiKey: string | null;
  // ---- checkout and payments
  /** Stripe, when STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set; the built-in test provider otherwise. */
  stripe: StripeConfig | null;
  // ---- object storage
  /** S3-compatible storage for files, when S3_BUCKET is set; DATA_DIR/uploads otherwise. */
  s3: S3Config | null;
  // ---- several instances
  /** REDIS_URL: the rate-limit counters live in Redis; in PostgreSQL (or PGlite) when null. */
  redisUrl: string | null;
  /** REDIS_KEY_PREFIX: prepended to every Redis key, so that several deployments can share one Redis. */
  redisKeyPrefix: string;
  /** PRESENCE_HEARTBEAT_SECONDS: how often an instance renews its presence row; it expires after three. */
  presenceHeartbeatSeconds: number;
  /** PDF_WORKERS: threads that draw PDFs, off the event loop; by default one less than the cores, at least one. */
  pdfWorkers: number;
  // ---- consultations
  /** The consultation room's ICE servers: TURN_URLS, TURN_SECRET, TURN_TTL_SECONDS, ICE_TRANSPORT_POLICY. */
  ice: IceConfig;
}

/** How the consultation room's calls find each other (docs/product/consultations.md, ICE servers). */
export interface IceConfig {
  /** TURN_URLS: `stun:`, `turn:` and `turns:` URLs; empty: host candidates alone (one network, tests). */
  urls: string[];
  /** TURN_SECRET: coturn's `static-auth-secret`, which signs each call's short-lived TURN credentials. */
  secret: string | null;
  /** TURN_TTL_SECONDS: how long a TURN credential stays valid. */
  ttlSeconds: number;
  /** ICE_TRANSPORT_POLICY: `relay` sends every call through TURN (to prove the relay path). */
  transportPolicy: 'all' | 'relay';
}

export interface S3Config {
  bucket: string;
  /** S3_ENDPOINT: MinIO, R2 or another S3-compatible service; AWS's own endpoint when null. */
  endpoint: string | null;
  /** S3_REGION; when null the AWS SDK's chain (AWS_REGION, a profile) decides. */
  region: string | null;
  /** S3_FORCE_PATH_STYLE: `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO, s3rver). */
  forcePathStyle: boolean;
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  /** STRIPE_WEBHOOK_SECRET (`whsec_...`): without it the webhook refuses every event. */
  webhookSecret: string | null;
  /** STRIPE_API_URL: another address for Stripe's API (a local fake in tests); Stripe's own when null. */
  apiUrl: string | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** Variables whose values may hold credentials: an error names them but never repeats the value. */
const secretVariables = new Set([
  'DATABASE_URL',
  'DATABASE_DIRECT_URL',
  'SMTP_URL',
  'CLICKSEND_API_KEY',
  'GOOGLE_MAPS_API_KEY',
  // ---- checkout and payments
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  // ---- several instances
  'REDIS_URL',
  // ---- consultations
  'TURN_SECRET',
]);

// Every variable is text; unset and blank mean the same (the default).
const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === ''
    ? undefined
    : typeof value === 'string'
      ? value.trim()
      : value;
const unsetOr = <Schema extends z.ZodType>(schema: Schema) => z.preprocess(blankAsUnset, schema.optional());

const text = unsetOr(z.string());
const flagWords: Record<string, boolean> = {
  1: true,
  true: true,
  yes: true,
  on: true,
  0: false,
  false: false,
  no: false,
  off: false,
};
const flag = unsetOr(
  z
    .string()
    .refine((value) => Object.hasOwn(flagWords, value.toLowerCase()), { error: 'must be 1 or 0' })
    .transform((value) => flagWords[value.toLowerCase()] === true),
);
const wholeNumber = (max: number) =>
  unsetOr(
    z.coerce
      .number({ error: `must be a whole number from 1 to ${max}` })
      .int({ error: `must be a whole number from 1 to ${max}` })
      .min(1, { error: `must be a whole number from 1 to ${max}` })
      .max(max, { error: `must be a whole number from 1 to ${max}` }),
  );
/** One ICE server URL (RFC 7064, 7065): `stun:host[:port]`, `turn:` or `turns:host[:port][?transport=udp|tcp]`. */
const iceUrlPattern =
  /^(?:stun:(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?|turns?:(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?(?:\?transport=(?:udp|tcp))?)$/;
const isTurnUrl = (url: string) => /^turns?:/.test(url);
const httpUrl = unsetOr(
  z
    .string()
    .refine((value) => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol), {
      error: 'must be an http(s) URL',
    })
    .transform((value) => new URL(value).toString().replace(/\/$/, '')),
);

/** The environment the server reads, checked once at startup; messages follow the variable's name. */
export const environmentSchema = z
  .object({
    NODE_ENV: text,
    INIT_CWD: text,
    PORT: unsetOr(
      z.coerce
        .number({ error: 'must be a port number' })
        .int({ error: 'must be a port number' })
        .min(0, { error: 'must be a port number' })
        .max(65535, { error: 'must be a port number' }),
    ),
    HOST: text,
    DATA_DIR: text,
    DATABASE_URL: text,
    DATABASE_DIRECT_URL: text,
    SEED_DEMO: flag,
    SESSION_IDLE_MINUTES: wholeNumber(24 * 60),
    SESSION_ABSOLUTE_HOURS: wholeNumber(24 * 30),
    TRUST_PROXY: unsetOr(
      z.string().transform((value): boolean | number | string => {
        const lower = value.toLowerCase();
        if (lower === 'true' || lower === 'yes') return true;
        if (lower === 'false' || lower === 'no' || lower === '0') return false;
        return /^\d+$/.test(value) ? Number(value) : value;
      }),
    ),
    ALLOWED_ORIGINS: unsetOr(
      z.string().transform((value, context) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
          .flatMap((item) => {
            const origin = URL.canParse(item) ? new URL(item).origin : 'null';
            if (origin !== 'null') return [origin];
            context.addIssue({
              code: 'custom',
              message: `entries must be origins like https://example.com (got "${item}")`,
            });
            return [];
          }),
      ),
    ),
    COOKIE_SECURE: flag,
    REQUIRE_STAFF_MFA: flag,
    WEB_DIST_DIR: text,
    INSTANCE_NAME: unsetOr(
      z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, {
        error: 'must be 1 to 64 letters, digits, dots, dashes or underscores',
      }),
    ),
    LOG_LEVEL: unsetOr(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      }),
    ),
    SMTP_URL: unsetOr(
      z
        .string()
        .refine((value) => URL.canParse(value) && ['smtp:', 'smtps:'].includes(new URL(value).protocol), {
          error: 'must look like smtp://user:password@host:587 or smtps://...',
        }),
    ),
    MAIL_FROM: text,
    CLICKSEND_USERNAME: text,
    CLICKSEND_API_KEY: text,
    CLICKSEND_BASE_URL: httpUrl,
    APP_URL: httpUrl,
    GOOGLE_MAPS_API_KEY: text,
    // ---- checkout and payments
    STRIPE_SECRET_KEY: text,
    STRIPE_PUBLISHABLE_KEY: text,
    STRIPE_WEBHOOK_SECRET: text,
    STRIPE_API_URL: httpUrl,
    // ---- object storage
    S3_BUCKET: unsetOr(
      z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        error: 'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
      }),
    ),
    S3_ENDPOINT: httpUrl,
    S3_REGION: text,
    S3_FORCE_PATH_STYLE: flag,
    // ---- several instances
    REDIS_URL: unsetOr(
      z
        .string()
        .refine((value) => URL.canParse(value) && ['redis:', 'rediss:'].includes(new URL(value).protocol), {
          error: 'must look like redis://host:6379 or rediss://user:password@host:6380/0',
        }),
    ),
    REDIS_KEY_PREFIX: text,
    PRESENCE_HEARTBEAT_SECONDS: wholeNumber(300),
    PDF_WORKERS: wholeNumber(64),
    // ---- consultations
    TURN_URLS: unsetOr(
      z.string().transform((value, context) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
          .flatMap((item) => {
            const match = iceUrlPattern.exec(item);
            const port = match?.[1] ?? match?.[2];
            if (match && (port === undefined || Number(port) <= 65535)) return [item];
            context.addIssue({
              code: 'custom',
              message: `entries must be stun:, turn: or turns: URLs like turn:turn.example.com:3478?transport=udp (got "${item}")`,
            });
            return [];
          }),
      ),
    ),
    TURN_SECRET: text,
    TURN_TTL_SECONDS: wholeNumber(7 * 24 * 3600),
    ICE_TRANSPORT_POLICY: unsetOr(z.enum(['all', 'relay'], { error: 'must be all or relay' })),
  })
  .superRefine((env, context) => {
    if (env.DATABASE_DIRECT_URL && !env.DATABASE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['DATABASE_DIRECT_URL'],
        message: 'needs DATABASE_URL (it is a second, direct connection to the same database)',
      });
    }
    // Staff two-step sign-in may be relaxed in production only on the demo, whose accounts are public anyway.
    if (env.NODE_ENV === 'production' && env.REQUIRE_STAFF_MFA === false && env.SEED_DEMO !== true) {
      context.addIssue({
        code: 'custom',
        path: ['REQUIRE_STAFF_MFA'],
        message: 'may be 0 in production only on the demo (SEED_DEMO=1); staff must use two-step sign-in',
      });
    }
    if (Boolean(env.CLICKSEND_USERNAME) !== Boolean(env.CLICKSEND_API_KEY)) {
      context.addIssue({
        code: 'custom',
        path: ['CLICKSEND_USERNAME'],
        message: 'and CLICKSEND_API_KEY must be set together',
      });
    }
    // ---- checkout and payments
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'and STRIPE_PUBLISHABLE_KEY must be set together',
      });
    }
    // ---- object storage
    const s3Settings = (['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const).filter((name) =>
      Boolean(env[name]),
    );
    if (!env.S3_BUCKET && s3Settings.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: `must be set when ${s3Settings.join(' or ')} is set (without it files stay in DATA_DIR)`,
      });
    }
    // ---- consultations: TURN credentials are signed with the secret, and relay needs a TURN server to relay.
    const turnUrls = (env.TURN_URLS ?? []).filter(isTurnUrl);
    if (turnUrls.length > 0 && !env.TURN_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['TURN_SECRET'],
        message: "must be set when TURN_URLS lists a turn: or turns: URL (coturn's static-auth-secret)",
      });
    }
    const turnSettings = (['TURN_SECRET', 'TURN_TTL_SECONDS'] as const).filter(
      (name) => env[name] !== undefined,
    );
    if (!env.TURN_URLS?.length && turnSettings.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['TURN_URLS'],
        message: `must be set when ${turnSettings.join(' or ')} is set`,
      });
    }
    if (env.ICE_TRANSPORT_POLICY === 'relay' && turnUrls.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['ICE_TRANSPORT_POLICY'],
        message: 'may be relay only when TURN_URLS lists a turn: or turns: URL',
      });
    }
  });

export type Environment = z.output<typeof environmentSchema>;

/** `PORT must be a port number (got "http")`: the variable, the rule, and the value unless it may hold a secret. */
function describeIssues(error: z.ZodError, env: Env): string {
  return error.issues
    .map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = env[name];
      const shown =
        value === undefined || secretVariables.has(name) || issue.message.includes('(got ')
          ? ''
          : ` (got "${value}")`;
      return `${name} ${issue.message}${shown}`;
    })
    .join('; ');
}

/** Reads the environment with `environmentSchema`; a bad value throws ConfigError naming the variable and value. */
export function parseEnvironment(env: Env): Environment {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error, env));
  return parsed.data;
}

/** Everything the server reads from the environment, validated once at startup. */
export function loadConfig(env: Env = process.env): Config {
  const vars = parseEnvironment(env);
  const nodeEnv = vars.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  // `npm start -w` runs in apps/server: relative paths follow the folder the command was typed in
  // (npm's INIT_CWD), and the default data folder is the repo root's, wherever the server runs from.
  const invokedFrom = vars.INIT_CWD ?? process.cwd();
  const port = vars.PORT ?? 3000;
  const clicksend =
    vars.CLICKSEND_USERNAME && vars.CLICKSEND_API_KEY
      ? {
          username: vars.CLICKSEND_USERNAME,
          apiKey: vars.CLICKSEND_API_KEY,
          baseUrl: vars.CLICKSEND_BASE_URL ?? DEFAULT_CLICKSEND_BASE_URL,
        }
      : null;

  return {
    port,
    host: vars.HOST ?? '127.0.0.1',
    dataDir: vars.DATA_DIR
      ? path.resolve(invokedFrom, vars.DATA_DIR)
      : path.join(repoRoot ?? invokedFrom, 'data'),
    databaseUrl: vars.DATABASE_URL ?? null,
    databaseDirectUrl: vars.DATABASE_DIRECT_URL ?? vars.DATABASE_URL ?? null,
    nodeEnv,
    isProduction,
    // Demo accounts with a published password must never appear in production by accident.
    seedDemo: vars.SEED_DEMO ?? !isProduction,
    sessionIdleMinutes: vars.SESSION_IDLE_MINUTES ?? 30,
    sessionAbsoluteHours: vars.SESSION_ABSOLUTE_HOURS ?? 12,
    trustProxy: vars.TRUST_PROXY ?? false,
    allowedOrigins: vars.ALLOWED_ORIGINS ?? [],
    cookieSecure: vars.COOKIE_SECURE ?? false,
    sessionCookie: {
      name: sessionCookieName(isProduction || (vars.COOKIE_SECURE ?? false)),
      alwaysSecure: isProduction || (vars.COOKIE_SECURE ?? false),
    },
    requireStaffMfa: vars.REQUIRE_STAFF_MFA ?? isProduction,
    webDistDir: vars.WEB_DIST_DIR
      ? path.resolve(invokedFrom, vars.WEB_DIST_DIR)
      : path.resolve(serverRoot, '..', 'web', 'dist'),
    logLevel: vars.LOG_LEVEL ?? 'info',
    instanceName: vars.INSTANCE_NAME ?? null,
    delivery: {
      smtpUrl: vars.SMTP_URL ?? null,
      mailFrom: vars.MAIL_FROM ?? DEFAULT_MAIL_FROM,
      clicksend,
      appUrl: vars.APP_URL ?? `http://localhost:${port}`,
      ...deliveryDefaults,
    },
    googleMapsApiKey: vars.GOOGLE_MAPS_API_KEY ?? null,
    // ---- checkout and payments
    stripe:
      vars.STRIPE_SECRET_KEY && vars.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: vars.STRIPE_SECRET_KEY,
            publishableKey: vars.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: vars.STRIPE_WEBHOOK_SECRET ?? null,
            apiUrl: vars.STRIPE_API_URL ?? null,
          }
        : null,
    // ---- object storage
    s3: vars.S3_BUCKET
      ? {
          bucket: vars.S3_BUCKET,
          endpoint: vars.S3_ENDPOINT ?? null,
          region: vars.S3_REGION ?? null,
          forcePathStyle: vars.S3_FORCE_PATH_STYLE ?? false,
        }
      : null,
    // ---- several instances
    redisUrl: vars.REDIS_URL ?? null,
    redisKeyPrefix: vars.REDIS_KEY_PREFIX ?? 'telehealth:',
    presenceHeartbeatSeconds: vars.PRESENCE_HEARTBEAT_SECONDS ?? 10,
    // One core stays with the event loop, which answers every other request while PDFs are drawn.
    pdfWorkers: vars.PDF_WORKERS ?? Math.max(1, os.availableParallelism() - 1),
    // ---- consultations
    ice: {
      urls: vars.TURN_URLS ?? [],
      secret: vars.TURN_SECRET ?? null,
      ttlSeconds: vars.TURN_TTL_SECONDS ?? 3600,
      transportPolicy: vars.ICE_TRANSPORT_POLICY ?? 'all',
    },
  };
}
