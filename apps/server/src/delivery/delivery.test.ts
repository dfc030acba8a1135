import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { outboxPage, testSmsResult } from '@telehealth/contract';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { appointments, outboundMessages, users } from '../db/schema';
import { createTestServer, type Role, roles, type TestServer } from '../test/server';
import { DEFAULT_CLICKSEND_BASE_URL } from './config';
import { InvalidPhoneError, normalizePhoneNumber } from './phone';
import { OutboxSmsProvider, ProviderError, SmtpEmailProvider } from './providers';
import { escapeHtml, fillPlaceholders, renderEmail, renderSms } from './render';
import { DeliveryService, withRetries } from './service';

describe('normalizePhoneNumber', () => {
  // The rules are the contract's (packages/contract/src/phone.test.ts); this is the delivery's error.
  it('gives E.164 or throws InvalidPhoneError with the message the testing tool shows', () => {
    expect(normalizePhoneNumber('0412 345 678')).toBe('+61412345678');
    expect(normalizePhoneNumber('+64 21 123 4567')).toBe('+64211234567');
    for (const input of ['', 'call me', '1300 123 456', '+6141234567']) {
      expect(() => normalizePhoneNumber(input)).toThrow(InvalidPhoneError);
      expect(() => normalizePhoneNumber(input)).toThrow('Invalid phone number');
    }
  });
});

describe('rendering', () => {
  it('fills placeholders, with spaces allowed, and leaves unknown ones empty', () => {
    expect(
      fillPlaceholders('Hi {{firstName}}, {{ brandName }}{{unknown}}!', {
        firstName: 'Ada',
        brandName: 'TH',
      }),
    ).toBe('Hi Ada, TH!');
    expect(
      renderSms('Hi {{patientFirstName}} {{nothing}} from {{doctorName}}', {
        patientFirstName: 'Ada',
        doctorName: 'Dr. B',
      }),
    ).toBe('Hi Ada from Dr. B');
  });

  it('escapes values and section text in the HTML but not in the text part', () => {
    const email = renderEmail(
      {
        subject: 'Hello {{firstName}}\nagain',
        heading: 'Hi {{firstName}}',
        body: 'Line <one>\n{{list}}\n\nParagraph two {{missing}}',
        button_text: 'Go',
        button_url: '{{url}}',
        footer: '{{companyName}}',
      },
      {
        firstName: '<script>alert("x")</script>',
        list: '• a\n• b',
        url: 'https://example.com/?a=1&b="2"',
        companyName: 'ACME & Co',
        brandName: 'Brand',
      },
    );
    expect(email.subject).toBe('Hello <script>alert("x")</script> again');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(email.html).toContain('Line &lt;one&gt;<br>• a<br>• b</p>');
    expect(email.html).toContain('>Paragraph two</p>');
    expect(email.html).toContain('href="https://example.com/?a=1&amp;b=&quot;2&quot;"');
    expect(email.html).toContain('ACME &amp; Co');
    expect(email.text).toContain('Hi <script>alert("x")</script>');
    expect(email.text).toContain('Go: https://example.com/?a=1&b="2"');
    expect(email.text).not.toContain('{{');
  });

  it('leaves out a labelled value whose value is empty, label and all, and keeps any other paragraph', () => {
    const sections = {
      body: 'Approved.\n\nMedicine:\n{{medication_list}}\n\nPractitioner notes: {{decisionNotes}}\n\nThanks {{firstName}}',
    };
    const withoutNotes = renderEmail(sections, { medication_list: '• Sildenafil 50 mg tablet × 8.' });
    expect(withoutNotes.text).toBe('Approved.\n\nMedicine:\n• Sildenafil 50 mg tablet × 8.\n\nThanks');
    expect(withoutNotes.html).not.toContain('Practitioner notes');
    expect(withoutNotes.html).toContain('>Medicine:<br>• Sildenafil 50 mg tablet × 8.</p>');
    const withNotes = renderEmail(sections, {
      medication_list: '• Orlistat 120 mg capsule × 84.',
      decisionNotes: 'Take with meals.',
    });
    expect(withNotes.text).toContain(
      'Medicine:\n• Orlistat 120 mg capsule × 84.\n\nPractitioner notes: Take with meals.',
    );
    expect(withNotes.html).toContain('>Practitioner notes: Take with meals.</p>');
  });

  it('drops a button whose URL is not http(s)', () => {
    const email = renderEmail({ body: 'x', button_text: 'Go', button_url: 'javascript:alert(1)' }, {});
    expect(email.html).not.toContain('javascript:');
    expect(email.text).not.toContain('Go:');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('withRetries', () => {
  const policy = { attempts: 3, backoffMs: 1, timeoutMs: 200 };

  it('retries a failing provider and reports the last error', async () => {
    let calls = 0;
    const outcome = await withRetries(policy, async () => {
      calls++;
      throw new ProviderError(`boom ${calls}`, true);
    });
    expect(outcome).toEqual({ ok: false, attempts: 3, error: 'boom 3' });
    expect(calls).toBe(3);
  });

  it('stops at once on a permanent refusal', async () => {
    let calls = 0;
    const outcome = await withRetries(policy, async () => {
      calls++;
      throw new ProviderError('550 no such user', false);
    });
    expect(outcome).toMatchObject({ ok: false, attempts: 1 });
    expect(calls).toBe(1);
  });

  it('gives up on a provider that never answers, aborting its signal', async () => {
    const signals: AbortSignal[] = [];
    const outcome = await withRetries({ ...policy, attempts: 2, timeoutMs: 50 }, (signal) => {
      signals.push(signal);
      return new Promise(() => {});
    });
    expect(outcome).toEqual({ ok: false, attempts: 2, error: 'timed out after 50 ms' });
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('succeeds after a transient failure', async () => {
    let calls = 0;
    const outcome = await withRetries(policy, async () => {
      calls++;
      if (calls === 1) throw new Error('ECONNRESET');
    });
    expect(outcome).toEqual({ ok: true, attempts: 2 });
  });
});

describe('delivery configuration', () => {
  it('sends to the outbox when nothing is configured', () => {
    const { delivery } = loadConfig({});
    expect(delivery).toMatchObject({ smtpUrl: null, clicksend: null, attempts: 3, timeoutMs: 10_000 });
  });

  it('reads SMTP and ClickSend settings', () => {
    const { delivery } = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_FROM: 'Clinic <care@example.com>',
      CLICKSEND_USERNAME: 'clinic',
      CLICKSEND_API_KEY: 'key',
      APP_URL: 'https://clinic.example.com/',
    });
    expect(delivery).toMatchObject({
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      mailFrom: 'Clinic <care@example.com>',
      clicksend: { username: 'clinic', apiKey: 'key', baseUrl: DEFAULT_CLICKSEND_BASE_URL },
      appUrl: 'https://clinic.example.com',
    });
  });

  it('refuses half a ClickSend account and a non-SMTP URL without echoing secrets', () => {
    expect(() => loadConfig({ CLICKSEND_USERNAME: 'clinic' })).toThrow(
      'CLICKSEND_USERNAME and CLICKSEND_API_KEY must be set together',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@example.com' })).toThrow(
      /^SMTP_URL must look like/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@example.com' })).not.toThrow(/secret/);
  });
});

// ---------------------------------------------------------------- real SMTP and a fake ClickSend

interface Received {
  from: string;
  to: string[];
  raw: string;
}

interface ClickSendCall {
  path: string;
  authorization: string | undefined;
  body: unknown;
}

let smtp: SMTPServer;
let smtpPort: number;
const mails: Received[] = [];

let clicksend: Server;
const clicksendCalls: ClickSendCall[] = [];
/** What the fake ClickSend does with the next calls. */
let clicksendMode: 'ok' | 'error500' | 'unauthorised' | 'hang' | 'refuse-recipient' = 'ok';

let h: TestServer<Role>;
let patient: typeof users.$inferSelect;
let appointmentId: number;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce')) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((item) => item.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpPort = (smtp.server.address() as AddressInfo).port;

  clicksend = createServer(async (request, response) => {
    const body = await readBody(request);
    clicksendCalls.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body: body ? JSON.parse(body) : null,
    });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    if (clicksendMode === 'hang') return; // never answers
    if (clicksendMode === 'error500')
      return send(500, { response_code: 'INTERNAL_ERROR', response_msg: 'Try later' });
    if (clicksendMode === 'unauthorised') {
      return send(401, {
        http_code: 401,
        response_code: 'UNAUTHORIZED',
        response_msg: 'Invalid credentials',
      });
    }
    const status = clicksendMode === 'refuse-recipient' ? 'INVALID_RECIPIENT' : 'SUCCESS';
    return send(200, {
      http_code: 200,
      response_code: 'SUCCESS',
      response_msg: 'Messages queued for delivery.',
      data: { messages: [{ status, message_id: 'abc-123', to: '+61412345678' }] },
    });
  });
  await new Promise<void>((resolve) => clicksend.listen(0, '127.0.0.1', () => resolve()));
  const clicksendPort = (clicksend.address() as AddressInfo).port;

  h = await createTestServer({
    dataDir: true,
    signIn: roles,
    delivery: {
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      mailFrom: 'Telehealth Clinic <clinic@example.com>',
      clicksend: {
        username: 'clinic-user',
        apiKey: 'secret-key',
        baseUrl: `http://127.0.0.1:${clicksendPort}`,
      },
      // Generous: a loaded machine must not time out a delivery that the server then receives twice.
      timeoutMs: 3000,
      backoffMs: 5,
    },
  });
  const [row] = await h.database.db.select().from(users).where(eq(users.email, 'patient@example.com'));
  if (!row) throw new Error('no demo patient');
  patient = row;
  const [appointment] = await h.database.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.patientId, patient.id), eq(appointments.status, 'scheduled')));
  if (!appointment) throw new Error('no demo appointment');
  appointmentId = appointment.id;
});

afterAll(async () => {
  await h?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  clicksend?.closeAllConnections();
  await new Promise<void>((resolve) => clicksend?.close(() => resolve()));
});

beforeEach(() => {
  clicksendMode = 'ok';
  clicksendCalls.length = 0;
  mails.length = 0;
});

async function lastOutbox() {
  const response = await h.as('admin', { method: 'GET', url: '/api/admin/outbox?limit=1' });
  const [item] = outboxPage.parse(response.json()).items;
  if (!item) throw new Error('outbox is empty');
  return item;
}

/** Header value from a raw message, folded lines unfolded. */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
}

describe('email over SMTP', () => {
  it('delivers a test email to a real SMTP server with the right subject and recipient', async () => {
    const response = await h.as('admin', {
      method: 'POST',
      url: '/api/admin/testing/email',
      payload: {
        templateType: 'appointment_confirmation',
        recipientEmail: 'Inbox@Example.com',
        userId: String(patient.id),
        appointmentId: String(appointmentId),
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Test email for Appointment Confirmation has been sent to inbox@example.com',
    });
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toEqual(['inbox@example.com']);
    expect(mail?.from).toBe('clinic@example.com');
    const outbox = await lastOutbox();
    expect(header(mail?.raw ?? '', 'Subject')).toBe(outbox.subject);
    expect(outbox.subject).toMatch(
      /^Appointment confirmed: \w+day \d{1,2} March 2026 at \d{1,2}:\d{2} (am|pm) AEDT$/,
    );
    expect(mail?.raw).toContain('multipart/alternative');
    expect(outbox).toMatchObject({
      channel: 'email',
      recipient: 'inbox@example.com',
      provider: 'smtp',
      status: 'sent',
      error: null,
    });
  });

  it('records a permanent SMTP refusal as failed, tried once, and answers 502 with the spec message', async () => {
    const response = await h.as('admin', {
      method: 'POST',
      url: '/api/admin/testing/email',
      payload: {
        templateType: 'message_notification',
        recipientEmail: 'bounce@example.com',
        userId: patient.id,
      },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ message: 'Failed to send test email. Please try again.' });
    const outbox = await lastOutbox();
    expect(outbox).toMatchObject({ status: 'failed', provider: 'smtp', recipient: 'bounce@example.com' });
    expect(outbox.error).toMatch(/550/);
  });
});

describe('SMS through ClickSend', () => {
  const sms = (payload: Record<string, unknown>) =>
    h.as('admin', { method: 'POST', url: '/api/admin/testing/sms', payload });

  it('calls POST /v3/sms/send with basic auth and the rendered body', async () => {
    const response = await sms({ phoneNumber: '0412 345 678', messageType: 'prescription' });
    expect(response.statusCode).toBe(200);
    expect(testSmsResult.parse(response.json())).toEqual({
      success: true,
      provider: 'ClickSend',
      message: 'Test SMS sent successfully to +61412345678 using ClickSend',
      error: null,
    });
    expect(clicksendCalls).toHaveLength(1);
    const [call] = clicksendCalls;
    expect(call?.path).toBe('/v3/sms/send');
    expect(call?.authorization).toBe(`Basic ${Buffer.from('clinic-user:secret-key').toString('base64')}`);
    expect(call?.body).toEqual({
      messages: [
        {
          source: 'telehealth',
          to: '+61412345678',
          body: 'Hi John, Dr. Sarah Johnson has issued your prescription RX-12345. We will text you when it ships. Reply STOP to opt out.',
        },
      ],
    });
    expect(await lastOutbox()).toMatchObject({
      channel: 'sms',
      provider: 'clicksend',
      status: 'sent',
      recipient: '+61412345678',
    });
  });

  it('retries a failing provider three times, then records the failure and answers success false', async () => {
    clicksendMode = 'error500';
    const response = await sms({ phoneNumber: '412345678', messageType: 'appointment' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: false,
      provider: 'ClickSend',
      message: 'Failed to send test SMS',
      error: 'ClickSend answered 500: Try later',
    });
    expect(clicksendCalls).toHaveLength(3);
    expect(await lastOutbox()).toMatchObject({
      status: 'failed',
      error: 'ClickSend answered 500: Try later',
    });
  });

  it('does not retry refused credentials or a refused recipient', async () => {
    clicksendMode = 'unauthorised';
    const unauthorised = await sms({ phoneNumber: '+61412345678' });
    expect(unauthorised.json()).toMatchObject({
      success: false,
      error: 'ClickSend answered 401: Invalid credentials',
    });
    expect(clicksendCalls).toHaveLength(1);
    clicksendMode = 'refuse-recipient';
    const refused = await sms({ phoneNumber: '+61412345678' });
    expect(refused.json()).toMatchObject({
      success: false,
      error: 'ClickSend refused the message: INVALID_RECIPIENT',
    });
    expect(clicksendCalls).toHaveLength(2);
  });

  it('times out a provider that never answers, retries, and records the failure', async () => {
    clicksendMode = 'hang';
    const response = await sms({ phoneNumber: '+61412345678' });
    expect(response.json()).toMatchObject({ success: false, provider: 'ClickSend' });
    expect(response.json().error).toMatch(/timed out/);
    expect(clicksendCalls).toHaveLength(3);
    const outbox = await lastOutbox();
    expect(outbox.status).toBe('failed');
  });

  it('never leaves a message queued', async () => {
    const queued = await h.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.status, 'queued'));
    expect(queued).toEqual([]);
  });
});

describe('SMTP server unreachable', () => {
  it('retries, then records the connection failure', async () => {
    const service = new DeliveryService(
      h.database.db,
      () => new Date(),
      new SmtpEmailProvider('smtp://127.0.0.1:1', 'clinic@example.com', 1000),
      new OutboxSmsProvider(),
      { attempts: 3, timeoutMs: 2000, backoffMs: 5 },
      h.app.log,
    );
    try {
      const result = await service.sendEmail({
        to: 'a@example.com',
        subject: 'S',
        text: 'T',
        html: '<p>T</p>',
      });
      expect(result).toMatchObject({ status: 'failed', provider: 'SMTP', attempts: 3 });
      const [row] = await h.database.db
        .select()
        .from(outboundMessages)
        .where(eq(outboundMessages.id, result.id));
      expect(row).toMatchObject({
        status: 'failed',
        provider: 'smtp',
        recipient: 'a@example.com',
        html: '<p>T</p>',
      });
      expect(row?.error).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
    } finally {
      service.close();
    }
  });
});
