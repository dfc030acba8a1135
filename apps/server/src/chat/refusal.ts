import type { ErrorType } from '@telehealth/contract';

/** The payload of an `error` envelope. */
export interface ErrorPayload {
  message: string;
  errorType?: ErrorType;
  field?: string;
}

/** A refusal the client is told about in an `error` envelope; any other error is an internal failure. */
export class ChatRefusal extends Error {
  constructor(readonly payload: ErrorPayload) {
    super(payload.message);
    this.name = 'ChatRefusal';
  }
}

export function refuse(message: string, errorType: ErrorType, field?: string): ChatRefusal {
  return new ChatRefusal(field ? { message, errorType, field } : { message, errorType });
}
