import { errorTypes, type RepeatRequestResult, repeatMessages } from '@telehealth/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prescriptions, users } from '../db/schema';
import type { DeliveryService } from '../delivery';
import {
  companyValues,
  formatDate,
  paymentFailedValues,
  personValues,
  prescriptionValues,
} from '../delivery/email-values';
import { sendTemplateEmail } from '../delivery/templates';
import { HttpError, notFound } from '../http/errors';
import { chargeSavedMethod, type PayContext } from '../payments';
import { dollarsToCents } from '../payments/service';
import { readSetting } from '../settings/service';

/** The post fee 'Request repeat' charges: the `post_fees` setting in cents, 0 when unset or unreadable. */
export async function repeatPostFeeCents(db: Db): Promise<number> {
  return dollarsToCents(await readSetting(db, 'post_fees')) ?? 0;
}

export interface RepeatContext extends PayContext {
  delivery: DeliveryService;
  appUrl: string;
}

/** Takes one repeat off the prescription if it has one left; false when it has none (or is not theirs). */
async function reserveRepeat(db: Db, patientId: number, id: number): Promise<boolean> {
  const taken = await db
    .update(prescriptions)
    .set({ repeatsRemaining: sql`${prescriptions.repeatsRemaining} - 1` })
    .where(
      and(
        eq(prescriptions.id, id),
        eq(prescriptions.patientId, patientId),
        gt(prescriptions.repeatsRemaining, 0),
      ),
    )
    .returning({ id: prescriptions.id });
  return taken.length === 1;
}

async function giveBack(db: Db, id: number): Promise<void> {
  await db
    .update(prescriptions)
    .set({ repeatsRemaining: sql`${prescriptions.repeatsRemaining} + 1` })
    .where(eq(prescriptions.id, id));
}

/**
 * 'Request repeat' (journeys §4). One repeat is reserved by a conditional update (two requests at once cannot take
 * the last one twice), then the post fee is charged to the default card under the request's key. Success prepares
 * the next supply and sends `prescription_repeat_preparing`; a failed charge gives the repeat back and sends
 * `prescription_payment_failed` with the retry link. The same key again charges nothing and answers the first
 * attempt's outcome.
 */
export async function requestRepeat(
  ctx: RepeatContext,
  id: number,
  idempotencyKey: string,
): Promise<RepeatRequestResult> {
  const { db, userId, at } = ctx;
  const [prescription] = await db
    .select()
    .from(prescriptions)
    .where(and(eq(prescriptions.id, id), eq(prescriptions.patientId, userId)));
  if (!prescription) throw notFound('Prescription not found');
  if (!(await reserveRepeat(db, userId, id)))
    throw new HttpError(409, repeatMessages.noRepeatsLeft, { errorType: errorTypes.conflict });

  const fee = await repeatPostFeeCents(db);
  let outcome: Awaited<ReturnType<typeof chargeSavedMethod>> | null = null;
  if (fee > 0) {
    try {
      outcome = await chargeSavedMethod(ctx, {
        amountCents: fee,
        description: `Post for repeat of prescription #${id}`,
        idempotencyKey,
        prescriptionId: id,
      });
    } catch (error) {
      await giveBack(db, id);
      if (error instanceof HttpError && error.statusCode === 404)
        throw new HttpError(400, repeatMessages.noCard, {
          errorType: errorTypes.validation,
          field: 'paymentMethodId',
        });
      throw error;
    }
    if (!outcome.created) {
      // A retry of a request already made: its charge (and its repeat) stand; this one takes nothing.
      await giveBack(db, id);
      if (outcome.status === 'failed') throw declined(outcome.message);
      return answer(outcome.paymentId, outcome.status, outcome.message);
    }
  }

  const [patient] = await db.select().from(users).where(eq(users.id, userId));
  const [current] = await db.select().from(prescriptions).where(eq(prescriptions.id, id));
  if (!patient || !current) throw notFound('Prescription not found');
  const values = {
    ...personValues(patient, at),
    ...(await prescriptionValues(db, current, patient.timezone, await companyValues(db))),
    date: formatDate(at, patient.timezone),
  };
  const related = { type: 'prescription', id };

  if (outcome?.status === 'failed') {
    await giveBack(db, id);
    await sendTemplateEmail(
      db,
      ctx.delivery,
      'prescription_payment_failed',
      patient.email,
      {
        ...values,
        ...(await paymentFailedValues(db, current, ctx.appUrl)),
      },
      related,
    );
    throw declined(outcome.message);
  }
  if (outcome?.status === 'pending') return answer(outcome.paymentId, 'pending', outcome.message);

  await db.update(prescriptions).set({ status: 'preparing', updatedAt: at }).where(eq(prescriptions.id, id));
  await sendTemplateEmail(db, ctx.delivery, 'prescription_repeat_preparing', patient.email, values, related);
  return answer(outcome?.paymentId ?? null, 'succeeded', null);
}

/** A declined post fee: 402 on the card, in the provider's words. */
function declined(message: string | null): HttpError {
  return new HttpError(402, message ?? 'Your card was declined.', {
    errorType: errorTypes.validation,
    field: 'paymentMethodId',
  });
}

function answer(paymentId: number | null, status: RepeatRequestResult['status'], message: string | null) {
  const text =
    status === 'succeeded'
      ? repeatMessages.preparing
      : status === 'pending'
        ? repeatMessages.pending
        : (message ?? 'Your card was declined.');
  return { paymentId, status, message: text };
}
