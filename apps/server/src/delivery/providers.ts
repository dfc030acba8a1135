import nodemailer from 'nodemailer';
import type { DeliveryConfig } from './config';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SmsMessage {
  /** E.164, e.g. +61412345678. */
  to: string;
  body: string;
}

/** A way out for email. `name` is stored with each message; `label` is how people read it. */
export interface EmailProvider {
  readonly name: string;
  readonly label: string;
  send(message: EmailMessage, signal: AbortSignal): Promise<void>;
  close?(): void;
}

export interface SmsProvider {
  readonly name: string;
  readonly label: string;
  send(message: SmsMessage, signal: AbortSignal): Promise<void>;
  close?(): void;
}

/** A provider's refusal or failure, worded for the outbox. `retryable` when another try may succeed. */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Records only: used when no SMTP server or SMS account is configured (development, tests, demos). */
export class OutboxEmailProvider implements EmailProvider {
  readonly name = 'outbox';
  readonly label = 'Outbox';
  async send(): Promise<void> {}
}

export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';
  readonly label = 'Outbox';
  async send(): Promise<void> {}
}

type NodemailerError = Error & { code?: string; responseCode?: number; permanent?: boolean };

/** nodemailer over SMTP_URL, one connection per message (no pool: messages are rare and bursts small). */
export class SmtpEmailProvider implements EmailProvider {
  readonly name = 'smtp';
  readonly label = 'SMTP';
  private readonly transport: ReturnType<typeof nodemailer.createTransport>;

  constructor(
    url: string,
    private readonly from: string,
    timeoutMs: number,
  ) {
    this.transport = nodemailer.createTransport({
      url,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  }

  async send(message: EmailMessage, signal: AbortSignal): Promise<void> {
    signal.throwIfAborted();
    try {
      await this.transport.sendMail({
        from: this.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    } catch (error) {
      const failure = error as NodemailerError;
      const code = failure.responseCode ? `SMTP ${failure.responseCode}` : (failure.code ?? 'SMTP error');
      // A permanent rejection (5xx) will not change on a retry; connection trouble and 4xx may.
      throw new ProviderError(`${code}: ${failure.message}`, failure.permanent !== true);
    }
  }

  close(): void {
    this.transport.close();
  }
}

interface ClickSendAnswer {
  http_code?: number;
  response_code?: string;
  response_msg?: string;
  data?: { messages?: { status?: string }[] };
}

/** ClickSend REST v3: `POST {base}/v3/sms/send`, basic auth username:apiKey. */
export class ClickSendSmsProvider implements SmsProvider {
  readonly name = 'clicksend';
  readonly label = 'ClickSend';
  private readonly authorization: string;

  constructor(
    credentials: { username: string; apiKey: string },
    private readonly baseUrl: string,
  ) {
    this.authorization = `Basic ${Buffer.from(`${credentials.username}:${credentials.apiKey}`).toString('base64')}`;
  }

  async send(message: SmsMessage, signal: AbortSignal): Promise<void> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/v3/sms/send`, {
        method: 'POST',
        headers: {
          authorization: this.authorization,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ messages: [{ source: 'telehealth', to: message.to, body: message.body }] }),
        signal,
      });
    } catch (error) {
      const reason = signal.aborted ? 'timed out' : error instanceof Error ? error.message : String(error);
      throw new ProviderError(`ClickSend could not be reached: ${reason}`, true);
    }
    let answer: ClickSendAnswer = {};
    try {
      answer = (await response.json()) as ClickSendAnswer;
    } catch {
      // a non-JSON answer (proxy error page) is described by its status alone
    }
    if (!response.ok) {
      const retryable = response.status >= 500 || response.status === 408 || response.status === 429;
      const detail = answer.response_msg ?? answer.response_code ?? response.statusText;
      throw new ProviderError(`ClickSend answered ${response.status}: ${detail}`, retryable);
    }
    const status = answer.data?.messages?.[0]?.status;
    if (answer.response_code !== 'SUCCESS' || status !== 'SUCCESS') {
      throw new ProviderError(
        `ClickSend refused the message: ${status ?? answer.response_code ?? 'unknown status'}`,
        false,
      );
    }
  }
}

export function createEmailProvider(config: DeliveryConfig): EmailProvider {
  return config.smtpUrl
    ? new SmtpEmailProvider(config.smtpUrl, config.mailFrom, config.timeoutMs)
    : new OutboxEmailProvider();
}

export function createSmsProvider(config: DeliveryConfig): SmsProvider {
  return config.clicksend
    ? new ClickSendSmsProvider(config.clicksend, config.clicksend.baseUrl)
    : new OutboxSmsProvider();
}
