/** How email and SMS leave the server. Read from the environment once, with the rest of the config. */
export interface DeliveryConfig {
  /** `smtp://user:pass@host:587` or `smtps://...`; null sends email to the outbox only. */
  smtpUrl: string | null;
  /** The From header of every email. */
  mailFrom: string;
  /** ClickSend REST v3 credentials; null sends SMS to the outbox only. */
  clicksend: { username: string; apiKey: string; baseUrl: string } | null;
  /** Absolute base of links in emails (payment retry, sign-in). */
  appUrl: string;
  /** One provider call may take this long before it counts as failed. */
  timeoutMs: number;
  /** Provider calls per message, the first included. */
  attempts: number;
  /** Wait before the second call; doubled before each further one. */
  backoffMs: number;
}

export class DeliveryConfigError extends Error {
  override name = 'DeliveryConfigError';
}

export const DEFAULT_CLICKSEND_BASE_URL = 'https://rest.clicksend.com';
export const DEFAULT_MAIL_FROM = 'Telehealth <no-reply@localhost>';

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function httpUrl(name: string, value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return url.toString().replace(/\/$/, '');
  } catch {
    throw new DeliveryConfigError(`${name} must be an http(s) URL (got "${value}")`);
  }
}

export function loadDeliveryConfig(env: Env, defaults: { port: number }): DeliveryConfig {
  const smtpUrl = nonEmpty(env.SMTP_URL) ?? null;
  if (smtpUrl) {
    let protocol = '';
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      // reported below without echoing the URL, which may hold a password
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:') {
      throw new DeliveryConfigError('SMTP_URL must look like smtp://user:password@host:587 or smtps://...');
    }
  }
  const username = nonEmpty(env.CLICKSEND_USERNAME);
  const apiKey = nonEmpty(env.CLICKSEND_API_KEY);
  if (Boolean(username) !== Boolean(apiKey)) {
    throw new DeliveryConfigError('CLICKSEND_USERNAME and CLICKSEND_API_KEY must be set together');
  }
  const baseUrl = httpUrl(
    'CLICKSEND_BASE_URL',
    nonEmpty(env.CLICKSEND_BASE_URL) ?? DEFAULT_CLICKSEND_BASE_URL,
  );
  return {
    smtpUrl,
    mailFrom: nonEmpty(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM,
    clicksend: username && apiKey ? { username, apiKey, baseUrl } : null,
    appUrl: httpUrl('APP_URL', nonEmpty(env.APP_URL) ?? `http://localhost:${defaults.port}`),
    timeoutMs: 10_000,
    attempts: 3,
    backoffMs: 500,
  };
}
