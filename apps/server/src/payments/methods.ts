import {
  errorTypes,
  type NewCardInput,
  type PaymentMethod,
  paymentMessages,
  type TestCard,
} from '@telehealth/contract';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { type Db, transaction } from '../db/client';
import { paymentMethods, users } from '../db/schema';
import { conflict, HttpError } from '../http/errors';
import { validation } from './checkout';
import type { PaymentSource } from './providers';
import type { MethodRow, PayContext } from './types';

/** Saved cards: kept with the provider; only the reference, brand, last 4 and expiry are ours. */

export function sourceOf(card: NewCardInput | undefined): Exclude<PaymentSource, { kind: 'saved' }> | null {
  if (!card) return null;
  if ('stripePaymentMethodId' in card) return { kind: 'token', token: card.stripePaymentMethodId };
  return { kind: 'card', card: card as TestCard };
}

export async function ownMethod(db: Db, userId: number, id: number): Promise<MethodRow> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)));
  if (!row)
    throw new HttpError(404, paymentMessages.methodNotFound, {
      errorType: errorTypes.notFound,
      field: 'paymentMethodId',
    });
  return row;
}

function toMethod(row: MethodRow): PaymentMethod {
  return {
    id: row.id,
    brand: row.brand ?? 'card',
    last4: row.last4 ?? '',
    expMonth: row.expMonth ?? 0,
    expYear: row.expYear ?? 0,
    isDefault: row.isDefault,
    provider: row.provider,
  };
}

export async function listMethods(db: Db, userId: number): Promise<PaymentMethod[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.isDefault), asc(paymentMethods.createdAt), asc(paymentMethods.id));
  return rows.map(toMethod);
}

type SaveOutcome = { status: 'saved'; method: MethodRow } | { status: 'failed'; message: string };

/** Saves a card with the provider and keeps its reference, brand, last 4 and expiry; the first is the default. */
export async function saveMethod(
  ctx: PayContext,
  source: Exclude<PaymentSource, { kind: 'saved' }>,
): Promise<SaveOutcome> {
  const { db, userId, provider, at } = ctx;
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  const [existing] = await db
    .select({ customerRef: paymentMethods.customerRef })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.provider, provider.name)))
    .limit(1);
  const saved = await provider.saveCard({
    source,
    customerRef: existing?.customerRef ?? null,
    email: user?.email ?? '',
    name: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(),
  });
  if (saved.status === 'failed') return saved;
  const method = await transaction(db, async (tx) => {
    // Serialises the patient's card changes: 'first card is the default' and 'one default' hold under races.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [other] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)))
      .limit(1);
    const [row] = await tx
      .insert(paymentMethods)
      .values({
        userId,
        provider: provider.name,
        providerRef: saved.ref,
        customerRef: saved.customerRef,
        brand: saved.card.brand,
        last4: saved.card.last4,
        expMonth: saved.card.expMonth,
        expYear: saved.card.expYear,
        isDefault: !other,
        createdAt: at,
      })
      .returning();
    return row as MethodRow;
  });
  return { status: 'saved', method };
}

export async function addMethod(ctx: PayContext, card: NewCardInput): Promise<PaymentMethod> {
  const source = sourceOf(card);
  if (!source) throw validation(paymentMessages.cardRequired, 'card');
  const saved = await saveMethod(ctx, source);
  if (saved.status === 'failed') throw validation(saved.message, 'card');
  return toMethod(saved.method);
}

/** Removes a saved card; the default one only when it is the patient's last. */
export async function removeMethod(db: Db, userId: number, id: number): Promise<void> {
  await transaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const method = await ownMethod(tx, userId, id);
    if (method.isDefault) {
      const [others] = await tx
        .select({ n: count() })
        .from(paymentMethods)
        .where(and(eq(paymentMethods.userId, userId), ne(paymentMethods.id, id)));
      if ((others?.n ?? 0) > 0) throw conflict(paymentMessages.defaultCannotBeRemoved);
    }
    await tx.delete(paymentMethods).where(eq(paymentMethods.id, id));
  });
}

export async function makeDefault(db: Db, userId: number, id: number): Promise<PaymentMethod> {
  return transaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await ownMethod(tx, userId, id);
    await tx
      .update(paymentMethods)
      .set({ isDefault: false })
      .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)));
    const [row] = await tx
      .update(paymentMethods)
      .set({ isDefault: true })
      .where(eq(paymentMethods.id, id))
      .returning();
    return toMethod(row as MethodRow);
  });
}
