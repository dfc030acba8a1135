import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outboundMessages } from '../db/schema';
import type { DeliveryConfig } from './config';
import { normalizePhoneNumber } from './phone';
import {
  createEmailProvider,
  createSmsProvider,
  type EmailProvider,
  ProviderError,
  type SmsProvider,
} from './providers';

export interface DeliveryResult {
  /** The outbound_messages row. */
  id: number;
  status: 'sent' | 'failed';
  /** The provider's label ('SMTP', 'ClickSend', 'Outbox'). */
  provider: string;
  /** Why it failed, in the provider's words; null when sent. */
  error: string | null;
  attempts: number;
}

export interface Related {
  type: string;
  id?: number | null;
}

export interface RetryPolicy {
  timeoutMs: number;
  attempts: number;
  backoffMs: number;
}

const MAX_ERROR_LENGTH = 1000;

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `call` until it succeeds, at most `policy.attempts` times, each bounded by `policy.timeoutMs`
 * (the signal aborts, and the wait ends even if the provider ignores it). Waits backoffMs, then twice
 * that, between tries. Never throws: the outcome is returned.
 */
export async function withRetries(
  policy: RetryPolicy,
  call: (signal: AbortSignal) => Promise<void>,
): Promise<{ ok: true; attempts: number } | { ok: false; attempts: number; error: string }> {
  let lastError = 'unknown error';
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new ProviderError(`timed out after ${policy.timeoutMs} ms`, true));
      }, policy.timeoutMs);
    });
    const pending = Promise.resolve().then(() => call(controller.signal));
    // Whichever loses the race must not surface later as an unhandled rejection.
    pending.catch(() => {});
    try {
      await Promise.race([pending, timeout]);
      return { ok: true, attempts: attempt };
    } catch (error) {
      lastError = describe(error);
      const retryable = !(error instanceof ProviderError) || error.retryable;
      if (!retryable || attempt === policy.attempts)
        return { ok: false, attempts: attempt, error: lastError };
    } finally {
      clearTimeout(timer);
    }
    await sleep(policy.backoffMs * 2 ** (attempt - 1));
  }
  return { ok: false, attempts: policy.attempts, error: lastError };
}

/**
 * Every email and SMS goes through here: recorded as queued in outbound_messages, handed to the
 * provider with retries, then marked sent or failed with the error. Bodies and recipients are never logged.
 */
export class DeliveryService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    readonly email: EmailProvider,
    readonly sms: SmsProvider,
    private readonly policy: RetryPolicy,
    private readonly log: FastifyBaseLogger,
  ) {}

  static fromConfig(
    db: Db,
    now: () => Date,
    config: DeliveryConfig,
    log: FastifyBaseLogger,
  ): DeliveryService {
    return new DeliveryService(db, now, createEmailProvider(config), createSmsProvider(config), config, log);
  }

  async sendEmail(
    message: { to: string; subject: string; text: string; html: string },
    related?: Related,
  ): Promise<DeliveryResult> {
    const provider = this.email;
    const id = await this.record({
      channel: 'email',
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      html: message.html,
      provider: provider.name,
      related,
    });
    return this.finish(id, provider.label, 'email', (signal) => provider.send(message, signal));
  }

  /** Throws InvalidPhoneError (nothing recorded) when the number cannot be normalised. */
  async sendSms(message: { to: string; body: string }, related?: Related): Promise<DeliveryResult> {
    const to = normalizePhoneNumber(message.to);
    const provider = this.sms;
    const id = await this.record({
      channel: 'sms',
      recipient: to,
      subject: null,
      body: message.body,
      html: null,
      provider: provider.name,
      related,
    });
    return this.finish(id, provider.label, 'sms', (signal) =>
      provider.send({ to, body: message.body }, signal),
    );
  }

  close(): void {
    this.email.close?.();
    this.sms.close?.();
  }

  private async record(row: {
    channel: 'email' | 'sms';
    recipient: string;
    subject: string | null;
    body: string;
    html: string | null;
    provider: string;
    related?: Related | undefined;
  }): Promise<number> {
    const [inserted] = await this.db
      .insert(outboundMessages)
      .values({
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        html: row.html,
        provider: row.provider,
        status: 'queued',
        relatedType: row.related?.type ?? null,
        relatedId: row.related?.id ?? null,
        createdAt: this.now(),
      })
      .returning({ id: outboundMessages.id });
    if (!inserted) throw new Error('outbound message was not recorded');
    return inserted.id;
  }

  private async finish(
    id: number,
    label: string,
    channel: 'email' | 'sms',
    call: (signal: AbortSignal) => Promise<void>,
  ): Promise<DeliveryResult> {
    const outcome = await withRetries(this.policy, call);
    const error = outcome.ok ? null : outcome.error;
    const status = outcome.ok ? 'sent' : 'failed';
    await this.db.update(outboundMessages).set({ status, error }).where(eq(outboundMessages.id, id));
    const entry = { outboundId: id, channel, provider: label, status, attempts: outcome.attempts };
    if (outcome.ok) this.log.info(entry, 'message delivered');
    else this.log.warn(entry, 'message delivery failed');
    return { id, status, provider: label, error, attempts: outcome.attempts };
  }
}
