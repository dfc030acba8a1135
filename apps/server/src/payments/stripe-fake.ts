import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local fake of the parts of Stripe's API the provider calls, at a real socket (stripe-node is pointed at it
 * with host, port and protocol). PaymentMethod ids pick the outcome, as Stripe's test ids do:
 * `pm_card_visa` succeeds, `pm_card_chargeDeclined` is declined, `pm_card_chargeDeclinedInsufficientFunds` has
 * insufficient funds, `pm_card_threeDSecureRequired` needs the browser (requires_action). It honours
 * `Idempotency-Key` the way Stripe does: the same key answers the first response again.
 */
export interface StripeFake {
  url: string;
  /** PaymentIntents actually created (idempotent replays not counted). */
  intents: Record<string, unknown>[];
  requests: { method: string; path: string; body: string }[];
  /** What the patient's browser does after 3-D Secure: the intent succeeds at Stripe. */
  authenticate(intentId: string): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

function card(pm: string) {
  const last4 =
    pm === 'pm_card_chargeDeclined'
      ? '0002'
      : pm === 'pm_card_chargeDeclinedInsufficientFunds'
        ? '9995'
        : pm === 'pm_card_threeDSecureRequired'
          ? '3220'
          : '4242';
  return {
    id: pm,
    object: 'payment_method',
    type: 'card',
    card: { brand: 'visa', last4, exp_month: 12, exp_year: 2034 },
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeFake(): Promise<StripeFake> {
  const intents: Record<string, unknown>[] = [];
  const requests: StripeFake['requests'] = [];
  const replies = new Map<string, { status: number; body: unknown }>();
  /** Every intent's current state, by id. */
  const current = new Map<string, Record<string, unknown>>();

  const handle = (method: string, path: string, form: URLSearchParams): { status: number; body: unknown } => {
    if (method === 'POST' && path === '/v1/customers')
      return { status: 200, body: { id: id('cus'), object: 'customer' } };
    const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path);
    if (method === 'POST' && attach) {
      return { status: 200, body: { ...card(attach[1] as string), customer: form.get('customer') } };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const pm = form.get('payment_method') ?? '';
      const intent = {
        id: id('pi'),
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        metadata: { paymentId: form.get('metadata[paymentId]') },
        client_secret: `${id('pi')}_secret_${randomBytes(6).toString('hex')}`,
        payment_method: card(pm),
        status: 'succeeded',
        last_payment_error: null as unknown,
      };
      intents.push(intent);
      if (pm === 'pm_card_chargeDeclined' || pm === 'pm_card_chargeDeclinedInsufficientFunds') {
        const insufficient = pm.endsWith('InsufficientFunds');
        const error = {
          type: 'card_error',
          code: 'card_declined',
          decline_code: insufficient ? 'insufficient_funds' : 'generic_decline',
          message: insufficient ? 'Your card has insufficient funds.' : 'Your card was declined.',
        };
        const failed = { ...intent, status: 'requires_payment_method', last_payment_error: error };
        return { status: 402, body: { error: { ...error, payment_intent: failed } } };
      }
      if (pm === 'pm_card_threeDSecureRequired') {
        current.set(intent.id, { ...intent, status: 'requires_action' });
        return { status: 200, body: { ...intent, status: 'requires_action' } };
      }
      current.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    const toCancel = cancel ? current.get(cancel[1] as string) : undefined;
    if (method === 'POST' && toCancel) {
      if (toCancel.status === 'succeeded') {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.',
            },
          },
        };
      }
      const cancelled: Record<string, unknown> = { ...toCancel, status: 'canceled' };
      current.set(cancel?.[1] as string, cancelled);
      return { status: 200, body: cancelled };
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && retrieve) {
      const found = current.get(retrieve[1] as string);
      if (found) return { status: 200, body: found };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `No fake for ${method} ${path}` } },
    };
  };

  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const method = request.method ?? 'GET';
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    requests.push({ method, path, body });
    const key = request.headers['idempotency-key'];
    const cacheKey = typeof key === 'string' && method === 'POST' ? `${path} ${key}` : null;
    const reply = (cacheKey && replies.get(cacheKey)) || handle(method, path, new URLSearchParams(body));
    if (cacheKey) replies.set(cacheKey, reply);
    response.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': id('req') });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    authenticate(intentId) {
      const found = current.get(intentId);
      if (found) current.set(intentId, { ...found, status: 'succeeded' });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
