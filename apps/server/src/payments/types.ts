import type { Db } from '../db/client';
import type { paymentMethods, payments } from '../db/schema';
import type { PaymentProvider } from './providers';

export type PaymentRow = typeof payments.$inferSelect;
export type MethodRow = typeof paymentMethods.$inferSelect;

/** Who pays, with which provider, and when: what every charge needs. */
export interface PayContext {
  db: Db;
  provider: PaymentProvider;
  userId: number;
  at: Date;
}
