/** How email and SMS leave the server. Read from the environment once, with the rest of the config (config.ts). */
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

export const DEFAULT_CLICKSEND_BASE_URL = 'https://rest.clicksend.com';
export const DEFAULT_MAIL_FROM = 'Telehealth <no-reply@localhost>';

/** Retries and time limits: fixed, not configurable. */
export const deliveryDefaults = {
  timeoutMs: 10_000,
  attempts: 3,
  backoffMs: 500,
} as const satisfies Pick<DeliveryConfig, 'timeoutMs' | 'attempts' | 'backoffMs'>;
