import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { repoRoot, serverRoot } from './paths';

describe('loadConfig', () => {
  it('has safe defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: null,
      nodeEnv: 'development',
      isProduction: false,
      seedDemo: true,
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
      trustProxy: false,
      allowedOrigins: [],
      cookieSecure: false,
    });
    expect(repoRoot).not.toBeNull();
    expect(config.dataDir).toBe(path.join(repoRoot as string, 'data'));
    expect(config.webDistDir).toBe(path.resolve(serverRoot, '..', 'web', 'dist'));
  });

  it('finds the server and repository folders from its own file', () => {
    expect(path.basename(serverRoot)).toBe('server');
    expect(path.relative(repoRoot as string, serverRoot)).toBe(path.join('apps', 'server'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '4100',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/telehealth',
      DATABASE_URL: 'postgres://app@db:5432/telehealth',
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      SESSION_IDLE_MINUTES: '15',
      SESSION_ABSOLUTE_HOURS: '8',
      TRUST_PROXY: '1',
      ALLOWED_ORIGINS: 'https://admin.example.com, http://localhost:5173/',
      COOKIE_SECURE: 'true',
      WEB_DIST_DIR: '/srv/web',
      LOG_LEVEL: 'warn',
      INSTANCE_NAME: 'app-1',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '0.0.0.0',
      dataDir: '/var/lib/telehealth',
      databaseUrl: 'postgres://app@db:5432/telehealth',
      isProduction: true,
      seedDemo: true,
      sessionIdleMinutes: 15,
      sessionAbsoluteHours: 8,
      trustProxy: 1,
      allowedOrigins: ['https://admin.example.com', 'http://localhost:5173'],
      cookieSecure: true,
      webDistDir: '/srv/web',
      logLevel: 'warn',
      instanceName: 'app-1',
    });
  });

  it('resolves a relative DATA_DIR from the folder the command was run in', () => {
    expect(loadConfig({ DATA_DIR: 'tmp/data', INIT_CWD: '/home/me/project' }).dataDir).toBe(
      '/home/me/project/tmp/data',
    );
  });

  it('never seeds production unless asked, and honours SEED_DEMO=0 elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
  });

  it('parses TRUST_PROXY as a flag, a hop count or an address list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });

  it.each([
    ['PORT', 'http'],
    ['PORT', '70000'],
    ['SEED_DEMO', 'maybe'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['SESSION_ABSOLUTE_HOURS', '1.5'],
    ['ALLOWED_ORIGINS', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['INSTANCE_NAME', 'a b'],
    ['COOKIE_SECURE', 'sometimes'],
    ['COOKIE_SECURE', 'constructor'],
    ['APP_URL', 'ftp://example.com'],
    ['CLICKSEND_BASE_URL', 'not a url'],
  ])('refuses %s=%s with a clear error', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it.each([
    ['PORT', 'http', 'PORT must be a port number (got "http")'],
    ['PORT', '70000', 'PORT must be a port number (got "70000")'],
    ['SEED_DEMO', 'maybe', 'SEED_DEMO must be 1 or 0 (got "maybe")'],
    ['SESSION_IDLE_MINUTES', '0', 'SESSION_IDLE_MINUTES must be a whole number from 1 to 1440 (got "0")'],
    [
      'SESSION_ABSOLUTE_HOURS',
      '1.5',
      'SESSION_ABSOLUTE_HOURS must be a whole number from 1 to 720 (got "1.5")',
    ],
    [
      'ALLOWED_ORIGINS',
      'https://ok.example, nope',
      'ALLOWED_ORIGINS entries must be origins like https://example.com (got "nope")',
    ],
    [
      'LOG_LEVEL',
      'loud',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    ['APP_URL', 'ftp://example.com', 'APP_URL must be an http(s) URL (got "ftp://example.com")'],
  ])('names the variable and the bad value: %s=%s', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('reports every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', SEED_DEMO: 'maybe' })).toThrow(
      'PORT must be a port number (got "x"); SEED_DEMO must be 1 or 0 (got "maybe")',
    );
  });

  it('takes a direct database connection for LISTEN and the start-up lock, DATABASE_URL unless given', () => {
    const pooled = 'postgres://app:secret@pgbouncer:6432/telehealth';
    const direct = 'postgres://app:secret@db:5432/telehealth';
    expect(loadConfig({ DATABASE_URL: pooled }).databaseDirectUrl).toBe(pooled);
    expect(loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct }).databaseDirectUrl).toBe(direct);
    expect(loadConfig({}).databaseDirectUrl).toBeNull();
    expect(() => loadConfig({ DATABASE_DIRECT_URL: direct })).toThrow(
      'DATABASE_DIRECT_URL needs DATABASE_URL (it is a second, direct connection to the same database)',
    );
    expect(() => loadConfig({ DATABASE_DIRECT_URL: direct })).not.toThrow(/secret/);
  });

  it('never repeats the value of a variable that may hold a secret', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:hunter2@mail.example.com' })).toThrow(
      'SMTP_URL must look like smtp://user:password@host:587 or smtps://...',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://user:hunter2@mail.example.com' })).not.toThrow(/hunter2/);
  });

  it('treats blank values as unset and trims the others', () => {
    expect(loadConfig({ PORT: '  ', SEED_DEMO: '', LOG_LEVEL: ' warn ', HOST: ' 0.0.0.0 ' })).toMatchObject({
      port: 3000,
      seedDemo: true,
      logLevel: 'warn',
      host: '0.0.0.0',
    });
  });

  it('accepts the flag spellings yes/no, on/off and true/false in any case', () => {
    expect(loadConfig({ COOKIE_SECURE: 'YES' }).cookieSecure).toBe(true);
    expect(loadConfig({ COOKIE_SECURE: 'off' }).cookieSecure).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'False' }).seedDemo).toBe(false);
  });

  it('makes staff two-step sign-in compulsory in production, where only the demo may relax it', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).requireStaffMfa).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).requireStaffMfa).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1', REQUIRE_STAFF_MFA: '0' }).requireStaffMfa,
    ).toBe(false);
    for (const env of [
      { NODE_ENV: 'production', REQUIRE_STAFF_MFA: '0' },
      { NODE_ENV: 'production', SEED_DEMO: '0', REQUIRE_STAFF_MFA: 'off' },
    ]) {
      expect(() => loadConfig(env)).toThrow(
        /REQUIRE_STAFF_MFA may be 0 in production only on the demo \(SEED_DEMO=1\)/,
      );
    }
    // Development is a demo on one's own machine: off unless asked.
    expect(loadConfig({}).requireStaffMfa).toBe(false);
    expect(loadConfig({ REQUIRE_STAFF_MFA: '1' }).requireStaffMfa).toBe(true);
    expect(() => loadConfig({ REQUIRE_STAFF_MFA: 'always' })).toThrow(/REQUIRE_STAFF_MFA/);
  });

  it('names the session cookie __Host-sid, always Secure, in production; sid on plain-http development', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).sessionCookie).toEqual({
      name: '__Host-sid',
      alwaysSecure: true,
    });
    expect(loadConfig({ COOKIE_SECURE: '1' }).sessionCookie).toEqual({
      name: '__Host-sid',
      alwaysSecure: true,
    });
    expect(loadConfig({}).sessionCookie).toEqual({ name: 'sid', alwaysSecure: false });
    expect(loadConfig({ NODE_ENV: 'test' }).sessionCookie).toEqual({ name: 'sid', alwaysSecure: false });
  });

  it('keeps files in DATA_DIR unless S3_BUCKET names a bucket, and reads the S3 settings with it', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: 'telehealth-files' }).s3).toEqual({
      bucket: 'telehealth-files',
      endpoint: null,
      region: null,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'files.example',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_REGION: 'auto',
        S3_FORCE_PATH_STYLE: '1',
      }).s3,
    ).toEqual({
      bucket: 'files.example',
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      forcePathStyle: true,
    });
  });

  it.each([
    ['a', 'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens (got "a")'],
    [
      'Files',
      'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens (got "Files")',
    ],
  ])('refuses the bucket name %s', (bucket, message) => {
    expect(() => loadConfig({ S3_BUCKET: bucket })).toThrow(message);
  });

  it('refuses S3 settings without S3_BUCKET, and a bad endpoint, naming the variables', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'auto' })).toThrow(
      'S3_BUCKET must be set when S3_ENDPOINT or S3_REGION is set (without it files stay in DATA_DIR)',
    );
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT must be an http(s) URL (got "minio:9000")',
    );
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'sure' })).toThrow(
      'S3_FORCE_PATH_STYLE must be 1 or 0 (got "sure")',
    );
  });

  // ---- consultations
  it('has no ICE servers by default: host candidates alone, every transport allowed, credentials for an hour', () => {
    expect(loadConfig({}).ice).toEqual({ urls: [], secret: null, ttlSeconds: 3600, transportPolicy: 'all' });
  });

  it('reads TURN_URLS, TURN_SECRET, TURN_TTL_SECONDS and ICE_TRANSPORT_POLICY', () => {
    const config = loadConfig({
      TURN_URLS:
        ' stun:stun.example.com:3478, turn:turn.example.com:3478?transport=udp,turns:turn.example.com:5349 ,turn:[::1]',
      TURN_SECRET: 'north-wind',
      TURN_TTL_SECONDS: '600',
      ICE_TRANSPORT_POLICY: 'relay',
    });
    expect(config.ice).toEqual({
      urls: [
        'stun:stun.example.com:3478',
        'turn:turn.example.com:3478?transport=udp',
        'turns:turn.example.com:5349',
        'turn:[::1]',
      ],
      secret: 'north-wind',
      ttlSeconds: 600,
      transportPolicy: 'relay',
    });
    expect(loadConfig({ TURN_URLS: 'stun:127.0.0.1' }).ice).toMatchObject({
      urls: ['stun:127.0.0.1'],
      secret: null,
    });
  });

  it.each([
    ['https://turn.example.com', 'TURN_URLS entries must be stun:, turn: or turns: URLs'],
    ['turn:turn.example.com:99999', '(got "turn:turn.example.com:99999")'],
    ['stun:stun.example.com?transport=udp', '(got "stun:stun.example.com?transport=udp")'],
    ['turn:user@turn.example.com', '(got "turn:user@turn.example.com")'],
  ])('refuses the ICE URL %s', (url, message) => {
    expect(() => loadConfig({ TURN_URLS: url, TURN_SECRET: 'x' })).toThrow(message);
  });

  it('refuses TURN without its secret, TURN settings without URLs, relay without TURN and a bad policy or TTL', () => {
    expect(() => loadConfig({ TURN_URLS: 'turn:turn.example.com' })).toThrow(
      "TURN_SECRET must be set when TURN_URLS lists a turn: or turns: URL (coturn's static-auth-secret)",
    );
    expect(() => loadConfig({ TURN_SECRET: 'north-wind', TURN_TTL_SECONDS: '60' })).toThrow(
      'TURN_URLS must be set when TURN_SECRET or TURN_TTL_SECONDS is set',
    );
    expect(() => loadConfig({ TURN_URLS: 'stun:stun.example.com', ICE_TRANSPORT_POLICY: 'relay' })).toThrow(
      'ICE_TRANSPORT_POLICY may be relay only when TURN_URLS lists a turn: or turns: URL',
    );
    expect(() => loadConfig({ ICE_TRANSPORT_POLICY: 'none' })).toThrow(
      'ICE_TRANSPORT_POLICY must be all or relay (got "none")',
    );
    expect(() => loadConfig({ TURN_URLS: 'stun:a.example', TURN_TTL_SECONDS: '0' })).toThrow(
      'TURN_TTL_SECONDS must be a whole number from 1 to 604800 (got "0")',
    );
  });

  it('never repeats TURN_SECRET', () => {
    expect(() => loadConfig({ TURN_SECRET: 'north-wind' })).not.toThrow(/north-wind/);
  });
});
