import {
  errorTypes,
  paymentMessages,
  type RepeatRequestResult,
  repeatableStatuses,
  repeatMessages,
  repeatRefusal,
} from '@telehealth/contract';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments, prescriptions, users } from '../db/schema';
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
import { chargeSavedMethod, dollarsToCents, type PayContext } from '../payments';
import { readSetting } from '../settings';

/** The post fee 'Request repeat' charges: the `post_fees` setting in cents, 0 when unset or unreadable. */
export async function repeatPostFeeCents(db: Db): Promise<number> {
  return dollarsToCents(await readSetting(db, 'post_fees')) ?? 0;
}

export interface RepeatContext extends PayContext {
  delivery: DeliveryService;
  appUrl: string;
}

type PrescriptionStatus = (typeof prescriptions.$inferSelect)['status'];

const refused = (message: string) => new HttpError(409, message, { errorType: errorTypes.conflict });

/**
 * Takes one repeat off the prescription and starts its next supply (`preparing`) in one conditional update: only
 * with a repeat left and the last supply posted, so two requests at once cannot both pass (the second finds it
 * preparing). False when the prescription is not in that state (or not theirs).
 */
async function reserveRepeat(db: Db, patientId: number, id: number, at: Date): Promise<boolean> {
  const taken = await db
    .update(prescriptions)
    .set({ repeatsRemaining: sql`${prescriptions.repeatsRemaining} - 1`, status: 'preparing', updatedAt: at })
    .where(
      and(
        eq(prescriptions.id, id),
        eq(prescriptions.patientId, patientId),
        gt(prescriptions.repeatsRemaining, 0),
        inArray(prescriptions.status, [...repeatableStatuses]),
      ),
    )
    .returning({ id: prescriptions.id });
  return taken.length === 1;
}

/** Undoes a reservation: the repeat is given back and the prescription is where it was. */
async function giveBack(db: Db, id: number, status: PrescriptionStatus, at: Date): Promise<void> {
  await db
    .update(prescriptions)
    .set({ repeatsRemaining: sql`${prescriptions.repeatsRemaining} + 1`, status, updatedAt: at })
    .where(eq(prescriptions.id, id));
}

/** Only the supply goes back to where it was (a payment still processing keeps its repeat). */
async function restoreStatus(db: Db, id: number, status: PrescriptionStatus, at: Date): Promise<void> {
  await db.update(prescriptions).set({ status, updatedAt: at }).where(eq(prescriptions.id, id));
}

/** The outcome of an earlier request with this key, or null when the key is new. */
async function earlierAttempt(
  db: Db,
  userId: number,
  id: number,
  idempotencyKey: string,
): Promise<RepeatRequestResult | null> {
  const [attempt] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)));
  if (!attempt) return null;
  if (attempt.prescriptionId !== id)
    throw new HttpError(400, paymentMessages.idempotencyKeyInvalid, {
      errorType: errorTypes.validation,
      field: 'idempotencyKey',
    });
  if (attempt.status === 'failed') throw declined(attempt.failureMessage);
  return answer(attempt.id, attempt.status === 'pending' ? 'pending' : 'succeeded', attempt.failureMessage);
}

/**
 * 'Request repeat' on the patient's dashboard, only once the last supply has been posted
 * (docs/product/prescriptions.md). One repeat is reserved and the next supply started by a conditional update (two
 * requests at once cannot take the last one twice, nor start two supplies), then the post fee is charged to the default
 * card under the request's key. Success sends `prescription_repeat_preparing`; a failed charge gives the repeat back,
 * puts the prescription back where it was and sends `prescription_payment_failed` with the retry link. The same key
 * again charges nothing and answers the first attempt's outcome.
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
  const earlier = await earlierAttempt(db, userId, id, idempotencyKey);
  if (earlier) return earlier;
  const refusal = repeatRefusal(prescription);
  if (refusal) throw refused(refusal);
  if (!(await reserveRepeat(db, userId, id, at))) {
    // Another request (or a status change) came between the read and the reservation: the same request sent
    // twice at once answers the first one's outcome.
    const same = await earlierAttempt(db, userId, id, idempotencyKey);
    if (same) return same;
    const [now] = await db.select().from(prescriptions).where(eq(prescriptions.id, id));
    throw refused((now && repeatRefusal(now)) ?? repeatMessages.notPostedYet);
  }
  const before = prescription.status;

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
      await giveBack(db, id, before, at);
      if (error instanceof HttpError && error.statusCode === 404)
        throw new HttpError(400, repeatMessages.noCard, {
          errorType: errorTypes.validation,
          field: 'paymentMethodId',
        });
      throw error;
    }
    if (!outcome.created) {
      // A retry of a request already made, at the same moment: its charge (and its repeat) stand; this one takes
      // nothing.
      await giveBack(db, id, before, at);
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
    await giveBack(db, id, before, at);
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
  if (outcome?.status === 'pending') {
    // Not prepared until paid: the supply stays where it was, and the repeat stays reserved for this payment.
    await restoreStatus(db, id, before, at);
    return answer(outcome.paymentId, 'pending', outcome.message);
  }

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
